/** `contract-kit mock --workers N --redis URL`: node:cluster workers sharing one port and one state. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf, ensureBuilt, runCli, stopStrayClis, waitGone } from '../server/cli-helpers.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import { post, type Recalled, type TenantsFile, tenantsFile } from './replica-helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('--workers 2 on one Redis', () => {
  let redis: TestRedis;
  let cli: ReturnType<typeof runCli>;
  let url: string;
  let tenants: TenantsFile;

  beforeAll(async () => {
    requireRedisServer();
    ensureBuilt();
    redis = await startRedis();
    tenants = tenantsFile();
    const flags = ['--rate-limit', '50/10s', '--tenants', tenants.path, '--workers', '2'];
    cli = runCli(['mock', 'memory', '--direct', '--port', '0', '--redis', redis.url, ...flags]);
    url = (await cli.waitFor(/memory\s+(http:\/\/\S+)/, 30_000))[1] as string;
    await cli.waitFor(/Control surface:/, 30_000);
  }, 60_000);

  afterAll(async () => {
    try {
      stopStrayClis();
      for (const pid of childrenOf(cli?.child.pid ?? 0)) process.kill(pid, 'SIGKILL');
      await redis?.dispose();
    } finally {
      await tenants?.remove();
    }
  });

  it('two workers serve one port, and 70 parallel creates give exactly 50 created and 20 rate-limited', async () => {
    expect(childrenOf(cli.child.pid as number)).toHaveLength(2);
    // The banner once, not once per worker.
    expect(cli.stdout().match(/Control surface:/g)).toHaveLength(1);
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => post(url, '/v1/anchors', { name: `n${i}`, type: 't' }, 'ws_r')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('a worker killed while serving is replaced, and the replacement knows everything stored', async () => {
    const anchor = await post<{ anchor_id: string }>(url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_w');
    const id = anchor.body.anchor_id;
    const writes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post<{ atom_ids: string[] }>(url, '/v1/atoms', { anchor_id: id, content: `zebra ${i}` }, 'ws_w'),
      ),
    );
    const ids = writes.flatMap((write) => write.body.atom_ids);
    expect(new Set(ids).size).toBe(40);
    const [victim] = childrenOf(cli.child.pid as number);
    process.kill(victim as number, 'SIGKILL');
    let replaced = false;
    for (let i = 0; i < 100 && !replaced; i++) {
      await sleep(100);
      const children = childrenOf(cli.child.pid as number);
      replaced = children.length === 2 && !children.includes(victim as number);
    }
    expect(replaced).toBe(true);
    // The primary says so before it forks the replacement, but the pipe may deliver the line to
    // us after the new process shows up: wait for it rather than read it at once.
    const said = new RegExp(`worker ${victim} stopped \\(SIGKILL\\); starting another`);
    for (let i = 0; i < 50 && !said.test(cli.stderr()); i++) await sleep(100);
    expect(cli.stderr()).toMatch(said);
    // Whichever worker answers (round-robin), each recall sees all 40.
    for (let i = 0; i < 4; i++) {
      const recalled = await post<Recalled>(
        url,
        '/v1/recall',
        { anchor_id: id, query: 'zebra', limit: 100 },
        'ws_w',
      );
      expect(recalled.body.items.map((item) => item.atom_id).sort()).toEqual([...ids].sort());
    }
  }, 30_000);

  it('SIGTERM to the primary stops every worker and exits 0', async () => {
    const workers = childrenOf(cli.child.pid as number);
    cli.child.kill('SIGTERM');
    const code = await Promise.race([cli.exited, sleep(15_000).then(() => 'timeout')]);
    expect(code).toBe(0);
    expect(await waitGone(workers)).toEqual([]);
    // Said once, by the primary, as a single process says it; not once more per worker.
    expect(cli.stderr().match(/stopping/g)).toEqual(['stopping']);
    expect(cli.stderr()).toContain('SIGTERM: stopping the workers...');
  }, 30_000);
});

describe('--workers 2 serving both APIs on ports picked at start', () => {
  it('each API keeps its own port in every worker', async () => {
    requireRedisServer();
    ensureBuilt();
    const redis = await startRedis();
    try {
      const args = ['mock', 'all', '--direct', '--memory-port', '0', '--releases-port', '0'];
      const cli = runCli([...args, '--redis', redis.url, '--workers', '2']);
      const releases = (await cli.waitFor(/releases\s+(http:\/\/\S+)/, 30_000))[1] as string;
      await cli.waitFor(/Control surface:/, 30_000);
      // Round-robin over both workers: every answer must come from the releases engine.
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${releases}/api/v1/events?limit=1`, {
          signal: AbortSignal.timeout(15_000),
        });
        expect(response.status).toBe(200);
      }
      cli.child.kill('SIGTERM');
      expect(await Promise.race([cli.exited, sleep(15_000).then(() => 'timeout')])).toBe(0);
    } finally {
      stopStrayClis();
      await redis.dispose();
    }
  }, 60_000);
});

describe('--workers 2 when the primary is killed', () => {
  it('the workers stop too instead of holding the port', async () => {
    requireRedisServer();
    ensureBuilt();
    const redis = await startRedis();
    try {
      const cli = runCli([
        'mock',
        'memory',
        '--direct',
        '--port',
        '0',
        '--redis',
        redis.url,
        '--workers',
        '2',
      ]);
      await cli.waitFor(/Control surface:/, 30_000);
      const workers = childrenOf(cli.child.pid as number);
      expect(workers).toHaveLength(2);
      cli.child.kill('SIGKILL');
      expect(await waitGone(workers, 10_000)).toEqual([]);
      // Each worker says why it stopped, naming itself (the pipe may deliver it just after), and
      // one still starting says the same, with no EPIPE stack.
      const lines = workers.map((pid) => `worker ${pid}: the primary process is gone; this worker stops too`);
      for (let i = 0; i < 50 && !lines.every((line) => cli.stderr().includes(line)); i++) await sleep(100);
      for (const line of lines) expect(cli.stderr()).toContain(line);
      expect(cli.stderr()).not.toMatch(/EPIPE|Unhandled/);
    } finally {
      stopStrayClis();
      await redis.dispose();
    }
  }, 60_000);
});
