/**
 * The default mock (Prism in front) cannot be taken down: a request whose violations quote
 * characters HTTP headers cannot carry leaves Prism serving, and a Prism that dies anyway (here:
 * SIGKILL) is restarted while the front answers 503 in the API's error shape, with the engine's
 * state untouched. Real Prism, real HTTP on loopback.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call, memoryHeaders } from './http-helpers.js';

let memory: RunningMock;

beforeAll(async () => {
  memory = await startMock({ api: 'memory', port: 0, seed: 3, rateLimit: false, log: () => {} });
}, 90_000);

afterAll(async () => {
  await memory?.close();
});

const post = (path: string, body: unknown) =>
  call(`${memory.url}${path}`, { method: 'POST', headers: memoryHeaders, body });

/** The pids of this process's own Prism hosts (never another test file's). */
function ownPrismPids(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'createServer.js'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('[SRV-SUPERVISE] the Prism front survives what a client sends, and Prism dying', () => {
  const names = ['中', 'ключ', 'مفتاح', '😀', 'a\u0001b', 'ﷺ', `${'x'.repeat(3000)}界`];
  it.each(names.map((name) => [JSON.stringify(name).slice(0, 20), name]))(
    '[SRV-SUPERVISE-1] an unknown property named %s is refused, and the mock keeps serving',
    async (_shown, name) => {
      const refused = await post('/v1/anchors', { name: 'a', type: 'b', [name]: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'bad_request' });
      // Prism's report of it arrives as a header that is still the same JSON.
      const header = refused.headers.get('sl-violations');
      expect(header).not.toBeNull();
      if (!header?.startsWith('Too many violations! ')) {
        expect(JSON.stringify(JSON.parse(header ?? 'null'))).toContain(
          JSON.stringify(name).slice(1, -1).slice(0, 10),
        );
      }
      const accepted = await post('/v1/anchors', { name: 'still here', type: 'agent' });
      expect(accepted.status).toBe(201);
    },
  );

  /** Asserts the answer every client gets while Prism is down: 503, Retry-After, the error shape. */
  function expectRestarting(answer: Awaited<ReturnType<typeof post>>, seen: string): void {
    expect(answer.status, seen).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
  }

  /** Waits (bounded) until a Prism that was killed is back, and returns what each attempt saw. */
  async function untilBack(anchorId: string): Promise<number[]> {
    const seen: number[] = [];
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const answer = await post('/v1/atoms', { anchor_id: anchorId, content: 'after the crash' });
      seen.push(answer.status);
      if (answer.status === 201) return seen;
      // Never a 502: whether a request met the dead socket or the front already knew, the same 503.
      expectRestarting(answer, `statuses seen: ${seen.join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  }

  it('[SRV-SUPERVISE-2] SIGKILL on Prism: 503 with Retry-After meanwhile, back by itself, nothing lost', async () => {
    const anchor = await post('/v1/anchors', { name: 'before the crash', type: 'agent' });
    expect(anchor.status).toBe(201);
    const pids = ownPrismPids();
    expect(pids.length).toBe(1);
    process.kill(pids[0] as number, 'SIGKILL');
    // Sent at once, on the kept-alive connection to a Prism that is gone: it meets the dead socket
    // before the front hears of the exit, on a fast machine as on a slow one.
    const seen = await untilBack(anchor.body.anchor_id);
    expect(seen[0], `statuses seen: ${seen.join(',')}`).toBe(503);
    expect(seen.at(-1), `statuses seen: ${seen.join(',')}`).toBe(201);
    const recall = await post('/v1/recall', { anchor_id: anchor.body.anchor_id, query: 'crash' });
    expect(recall.status).toBe(200);
    expect(recall.body.items.map((item: { content: string }) => item.content)).toContain('after the crash');
    expect(ownPrismPids()).not.toContain(pids[0]);
    const report = await call(`${memory.url}/__control/violations`, { method: 'GET' });
    expect(report.body).toMatchObject({ count: 0, prismRestarts: 1 });
    expect(memory.violations().prismRestarts).toBe(1);
  }, 60_000);

  it('[SRV-SUPERVISE-3] a request in flight when Prism dies gets the 503, and Prism comes back', async () => {
    const anchor = await post('/v1/anchors', { name: 'in flight', type: 'agent' });
    expect(anchor.status).toBe(201);
    const [pid] = ownPrismPids();
    // The engine holds the answer for 2 s (Prefer: delay), so Prism is mid-exchange when it dies.
    const inFlight = call(`${memory.url}/v1/anchors`, {
      method: 'POST',
      headers: { ...memoryHeaders, prefer: 'delay=2000' },
      body: { name: 'sent before the crash', type: 'agent' },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(pid as number, 'SIGKILL');
    const answer = await inFlight;
    expectRestarting(answer, `in flight: ${answer.status} ${JSON.stringify(answer.body)}`);
    expect(answer.body.message).toMatch(/may have reached the mock/);
    const seen = await untilBack(anchor.body.anchor_id);
    expect(seen.at(-1), `statuses seen: ${seen.join(',')}`).toBe(201);
    expect(memory.violations().prismRestarts).toBe(2);
  }, 60_000);
});
