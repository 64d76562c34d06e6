/**
 * What the kit says when a Prism of its own process (`prism mock`, an unshared proxy) dies: that
 * it exited and how, and nothing about what follows, which is its caller's (under startMock a
 * supervisor restarts Prism while the front answers 503; without one, the port is just closed).
 * Real Prism; the dead port is checked over real HTTP.
 */
import { afterAll, expect, it } from 'vitest';
import { openapiPath } from '../../src/server/package-root.js';
import { type PrismProcess, startPrism } from '../../src/server/prism/prism.js';

let prism: PrismProcess | undefined;

afterAll(async () => {
  await prism?.stop();
});

it('[SRV-PRISM-EXIT-1] a Prism killed under it is reported as exited by its signal, with no promise of a 502', {
  timeout: 90_000,
}, async () => {
  const lines: string[] = [];
  prism = await startPrism({
    document: openapiPath('releases'),
    mode: 'mock',
    log: (line) => lines.push(line),
  });
  expect((await fetch(`${prism.url}/api/v1`)).status).toBe(200);
  process.kill(prism.pid, 'SIGKILL');
  await prism.exited;
  // The exit line comes from the same 'exit' event that resolved `exited`: let it run.
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toContain('prism: exited unexpectedly (SIGKILL)');
  expect(lines.join('\n')).not.toMatch(/502/);
  // What is true without a supervisor: the port is closed.
  await expect(fetch(`${prism.url}/api/v1`)).rejects.toThrow();
});
