/**
 * docs/redis-sandbox.md's commands run as printed, on a redis-server of the test's own (Debian's,
 * on a free port): the two replicas of its first lines share one state (an atom stored through one
 * is recalled through the other), and its `--workers` line serves both APIs from several
 * processes. What changes in the printed lines is what a reader on a shared machine changes too:
 * the Redis URL and the ports (0 or free ones), and `npx contract-kit` run from this checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, readDoc, section } from '../consumer/support/markdown-blocks.js';
import { requireRedisServer, startRedis, type TestRedis } from '../redis/redis-server.js';
import { post } from '../redis/replica-helpers.js';
import { type Cli, runCli, stopStrayClis } from '../server/cli-helpers.js';
import { freePort } from '../support/free-port.js';

const lines = (
  blocks(
    section(readDoc('docs/redis-sandbox.md'), '## Replicas sharing one state (`--redis`, `--workers`)'),
  ).find((block) => block.lang === 'sh')?.text ?? ''
)
  .split('\n')
  .filter((line) => line.startsWith('npx contract-kit mock'));

let redis: TestRedis;
const started: Cli[] = [];

/** A printed line as CLI arguments, on the test's Redis and with `ports` in place of the printed ones. */
function argsOf(line: string, ports: Record<string, string>): string[] {
  let text = line.replace('npx contract-kit ', '').replace('redis://127.0.0.1:6379/0', redis.url);
  for (const [printed, used] of Object.entries(ports)) text = text.replace(printed, used);
  return text.split(' ');
}

beforeAll(async () => {
  requireRedisServer();
  redis = await startRedis();
});

afterAll(async () => {
  for (const cli of started) cli.child.kill('SIGTERM');
  await Promise.all(started.map((cli) => cli.exited));
  stopStrayClis();
  await redis?.dispose();
});

describe('[REDIS-GUIDE] docs/redis-sandbox.md, its commands on a Redis', () => {
  it('[REDIS-GUIDE-LINES] the guide prints two replicas and one --workers line', () => {
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('--workers');
  });

  it('[REDIS-GUIDE-REPLICAS] what one replica stores, the other recalls', async () => {
    const urls: string[] = [];
    for (const line of lines.slice(0, 2)) {
      const cli = runCli(argsOf(line, { '--port 4010': '--port 0', '--port 4012': '--port 0' }));
      started.push(cli);
      const [, url] = await cli.waitFor(/memory\s+(http:\/\/\S+)/, 60_000);
      urls.push(url ?? '');
    }
    const [first = '', second = ''] = urls;
    expect(first).not.toBe(second);
    const anchor = await post<{ anchor_id: string }>(
      first,
      '/v1/anchors',
      { name: 'Team', type: 'team' },
      'ws_main',
    );
    expect(anchor.status).toBe(201);
    const anchorId = anchor.body.anchor_id;
    const atom = { anchor_id: anchorId, content: 'The sandbox is shared by the whole team.' };
    expect((await post(first, '/v1/atoms', atom, 'ws_main')).status).toBe(201);
    const recalled = await post<{ items: { content: string }[] }>(
      second,
      '/v1/recall',
      { anchor_id: anchorId, query: 'sandbox team' },
      'ws_main',
    );
    expect(recalled.status).toBe(200);
    expect(recalled.body.items.map((item) => item.content)).toEqual([atom.content]);
  }, 120_000);

  it('[REDIS-GUIDE-WORKERS] the --workers line serves both APIs', async () => {
    const [memory, releases] = await Promise.all([freePort(), freePort()]);
    const cli = runCli([
      ...argsOf(lines[2] ?? '', {}),
      '--memory-port',
      `${memory}`,
      '--releases-port',
      `${releases}`,
    ]);
    started.push(cli);
    await cli.waitFor(/Control surface:/, 90_000);
    const events = await fetch(`http://127.0.0.1:${releases}/api/v1/events?limit=1`);
    expect(events.status).toBe(200);
    const anchor = await post(
      `http://127.0.0.1:${memory}`,
      '/v1/anchors',
      { name: 'W', type: 'agent' },
      'ws_main',
    );
    expect(anchor.status).toBe(201);
  }, 120_000);
});
