import { afterEach, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { validationHeader } from '../../src/server/prism/front.js';
import { freePort } from '../support/free-port.js';
import { ensureBuilt, runCli, stopStrayClis } from './cli-helpers.js';
import { call, memoryHeaders } from './http-helpers.js';

const running: RunningMock[] = [];
afterEach(async () => {
  stopStrayClis();
  await Promise.all(running.splice(0).map((mock) => mock.close()));
});

/** A request that breaks the memory contract (no credentials): Prism reports it in sl-violations. */
const noCredentials = (url: string) =>
  call(`${url}/v1/anchors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: { name: 'a', type: 'agent' },
  });

describe('[SRV-EARLY] answers while Prism starts', () => {
  it('[SRV-EARLY-1] by default the mock answers 503 starting until Prism validates, then only validated answers', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const starting = startMock({ api: 'memory', port, rateLimit: false });
    const statuses: number[] = [];
    let early: Awaited<ReturnType<typeof noCredentials>> | undefined;
    for (;;) {
      const answer = await noCredentials(url).catch(() => null); // null: not listening yet
      if (answer !== null) statuses.push(answer.status);
      if (answer !== null && answer.status !== 503) break;
      if (answer !== null) early ??= answer;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    running.push(await starting);
    expect(statuses[0]).toBe(503);
    expect(early?.body).toEqual({ error: 'starting', message: 'the mock is starting' });
    expect(early?.headers.get('retry-after')).toBe('1');
    expect(early?.headers.get(validationHeader)).toBeNull();
    // The first answer that is not a 503 came through Prism.
    const after = await noCredentials(url);
    expect(after.status).toBe(400);
    expect(after.headers.get('sl-violations')).toContain('request');
    expect(after.headers.get(validationHeader)).toBeNull();
  });

  it('[SRV-EARLY-2] with serveBeforePrism the engine answers at once, marked pending, and Prism validates from prismReady on', {
    timeout: 60_000,
  }, async () => {
    const mock = await startMock({ api: 'memory', port: 0, rateLimit: false, serveBeforePrism: true });
    running.push(mock);
    let validating = false;
    const ready = mock.prismReady?.then((ms) => {
      validating = true;
      return ms;
    });
    expect(ready).toBeDefined();
    const before = await noCredentials(mock.url);
    const anchor = await call(`${mock.url}/v1/anchors`, {
      method: 'POST',
      headers: { ...memoryHeaders, origin: 'http://localhost:5173' },
      body: { name: 'Support assistant', type: 'agent' },
    });
    // Prism takes a good part of a second to start; these answers came before it listened.
    expect(validating).toBe(false);
    expect(before.status).toBe(400);
    expect(before.headers.get(validationHeader)).toBe('pending');
    expect(before.headers.get('sl-violations')).toBeNull();
    expect(anchor.status).toBe(201);
    expect(anchor.headers.get(validationHeader)).toBe('pending');
    // Served as with --direct, CORS included.
    expect(anchor.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');

    expect(await ready).toBeGreaterThan(0);
    const after = await noCredentials(mock.url);
    expect(after.status).toBe(400);
    expect(after.headers.get(validationHeader)).toBeNull();
    expect(after.headers.get('sl-violations')).toContain('request');
    // One engine throughout: the anchor made before Prism takes atoms through Prism.
    const atoms = await call(`${mock.url}/v1/atoms`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { anchor_id: anchor.body.anchor_id, content: 'made before Prism, used after' },
    });
    expect(atoms.status).toBe(201);
    expect(atoms.headers.get(validationHeader)).toBeNull();
    expect(mock.violations().count).toBe(0);
  });

  it('[SRV-EARLY-3] with serveBeforePrism, a Prism that cannot start rejects prismReady, is logged, and the mock answers 502', {
    timeout: 60_000,
  }, async () => {
    const logged: string[] = [];
    const mock = await startMock({
      api: 'releases',
      port: 0,
      serveBeforePrism: true,
      prismTimeoutMs: 1,
      log: (line) => logged.push(line),
    });
    running.push(mock);
    await expect(mock.prismReady).rejects.toThrow(/Prism could not start/);
    const answer = await call(`${mock.url}/api/v1/events?limit=1`);
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe('bad_gateway');
    expect(answer.headers.get(validationHeader)).toBeNull();
    expect(logged.join('\n')).toMatch(/releases mock answers 502 from now on/);
  });

  it('[SRV-EARLY-4] contract-kit mock --serve-before-prism says so in the banner, and when validation began', {
    timeout: 90_000,
  }, async () => {
    ensureBuilt();
    const cli = runCli(['mock', 'releases', '--port', '0', '--serve-before-prism']);
    const [, url] = await cli.waitFor(
      /^ {2}releases +(http:\/\/\S+) +ready [\d.]+ s after start, unvalidated until Prism listens$/m,
    );
    expect(cli.stdout()).toMatch(/--serve-before-prism/);
    const [, at, prism] = await cli.waitFor(
      /^ {2}releases +validated from ([\d.]+) s after start \(Prism listening after ([\d.]+) s\)$/m,
    );
    expect(Number(at)).toBeGreaterThanOrEqual(Number(prism));
    const answer = await call(`${url}/api/v1/events?limit=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(validationHeader)).toBeNull();
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  });
});
