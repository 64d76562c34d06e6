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

  it('[SRV-SUPERVISE-2] SIGKILL on Prism: 503 with Retry-After meanwhile, back by itself, nothing lost', async () => {
    const anchor = await post('/v1/anchors', { name: 'before the crash', type: 'agent' });
    expect(anchor.status).toBe(201);
    const pids = ownPrismPids();
    expect(pids.length).toBe(1);
    process.kill(pids[0] as number, 'SIGKILL');
    const seen: number[] = [];
    const deadline = Date.now() + 30_000;
    let back: Awaited<ReturnType<typeof post>> | undefined;
    while (Date.now() < deadline) {
      const answer = await post('/v1/atoms', {
        anchor_id: anchor.body.anchor_id,
        content: 'after the crash',
      });
      seen.push(answer.status);
      if (answer.status === 201) {
        back = answer;
        break;
      }
      // While Prism is down: the API's error shape, and when to come back.
      expect([502, 503]).toContain(answer.status);
      expect(Object.keys(answer.body).sort()).toEqual(['error', 'message']);
      if (answer.status === 503) expect(answer.headers.get('retry-after')).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(back?.status, `statuses seen: ${seen.join(',')}`).toBe(201);
    expect(seen).toContain(503);
    const recall = await post('/v1/recall', { anchor_id: anchor.body.anchor_id, query: 'crash' });
    expect(recall.status).toBe(200);
    expect(recall.body.items.map((item: { content: string }) => item.content)).toContain('after the crash');
    expect(ownPrismPids()).not.toContain(pids[0]);
    const report = await call(`${memory.url}/__control/violations`, { method: 'GET' });
    expect(report.body).toMatchObject({ count: 0, prismRestarts: 1 });
    expect(memory.violations().prismRestarts).toBe(1);
  }, 60_000);
});
