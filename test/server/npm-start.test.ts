/**
 * `npm start` and `npx contract-kit mock` as a supervisor runs them: npm runs the command through
 * `sh -c`, and SIGTERM to npm (a CI step's timeout, a process manager, `kill`) must stop the mocks
 * and free their ports, although the shell in between dies without passing the signal on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ensureBuilt } from '../faults/run-cli.js';
import { freePort } from '../support/free-port.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let npm: ChildProcess | undefined;

afterAll(() => {
  npm?.kill('SIGKILL');
});

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Runs npm with `args` from the repository (npm from the Node running this test, as the user's
 * PATH would give it), waits until `url` answers, sends npm SIGTERM and expects `url` to stop
 * answering within 10 s.
 */
async function expectSigtermStops(args: string[], url: string): Promise<void> {
  npm = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers(url)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
  expect(await answers(url)).toBe(true);
  npm.kill('SIGTERM');
  const gone = Date.now() + 10_000;
  while ((await answers(url)) && Date.now() < gone) await new Promise((r) => setTimeout(r, 200));
  expect(await answers(url)).toBe(false);
}

it('[SRV-NPM-START-1] SIGTERM to npm start stops the mocks and frees their ports', {
  timeout: 120_000,
}, async () => {
  ensureBuilt();
  const [memoryPort, releasesPort] = [await freePort(), await freePort()];
  const args = [
    'start',
    '--',
    '--direct',
    '--memory-port',
    String(memoryPort),
    '--releases-port',
    String(releasesPort),
  ];
  await expectSigtermStops(args, `http://127.0.0.1:${releasesPort}/api/v1/events?limit=1`);
  expect(await answers(`http://127.0.0.1:${memoryPort}/__control/log`)).toBe(false);
});

it('[SRV-NPM-START-2] SIGTERM to npm exec (as npx runs contract-kit mock) stops the mock', {
  timeout: 120_000,
}, async () => {
  ensureBuilt();
  const port = await freePort();
  await expectSigtermStops(
    ['exec', '--', 'node', 'bin/contract-kit.js', 'mock', 'releases', '--direct', '--port', String(port)],
    `http://127.0.0.1:${port}/api/v1/events?limit=1`,
  );
});
