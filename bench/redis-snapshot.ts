/**
 * What the snapshot of the log costs the writes of replicas on Redis: two (`--replicas N`) memory
 * replicas of one build on one Redis (append-only file, `appendfsync always`, its own rewrites off so that only
 * the snapshot varies), a state of `--atoms` atoms written first, then `wrk` sending atom writes
 * to both at once; the log is snapshotted every `--compact-after` entries, so several snapshots
 * of a state of tens of MB fall inside each run. Reports each replica's write throughput and
 * p50, p99, p99.9 and longest latency, and how many snapshots were published and how large.
 * Builds run in interleaved rounds, side by side in one run (`--engine NAME=MODULE`, default this
 * checkout's dist/).
 *
 * Usage: node --import tsx bench/redis-snapshot.ts [--engine NAME=MODULE]... [--rounds N]
 *   [--duration S] [--atoms N] [--compact-after N] [--connections N] [--replicas N]
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, startChild } from './lib/children.js';
import { startBenchRedis } from './lib/redis.js';
import { fmt } from './lib/stats.js';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const all = (flag: string) => argv.flatMap((arg, i) => (arg === flag ? [argv[i + 1] as string] : []));
const one = (flag: string, fallback: number) => Number(all(flag)[0] ?? fallback);
const engines = all('--engine').map((spec) => spec.split('=') as [string, string]);
if (engines.length === 0) engines.push(['this build', join(root, 'dist/src/server/index.js')]);
const rounds = one('--rounds', 2);
const durationSec = one('--duration', 20);
const atoms = one('--atoms', 100_000);
const compactAfter = one('--compact-after', 20_000);
const connections = one('--connections', 25);
const replicaCount = one('--replicas', 2);
const headers = {
  'content-type': 'application/json',
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
};

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (response) => {
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  });

/** `count` atoms of about 200 characters, 50 writes in flight over both replicas. */
async function fill(urls: string[], anchor: string, count: number): Promise<void> {
  let next = 0;
  const filler = 'the customer asked for the weekly report on fridays and prefers email '.repeat(3);
  const worker = async (w: number) => {
    while (next < count) {
      const n = next++;
      await post(urls[(n + w) % urls.length] as string, '/v1/atoms', {
        anchor_id: anchor,
        content: `${n} ${filler}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 50 }, (_, w) => worker(w)));
}

interface Latencies {
  rps: number;
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
}

/** wrk with a script that reports exact percentiles and the longest request, in ms. */
function wrk(url: string, body: string, dir: string): Promise<Latencies> {
  const script = join(dir, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  const set = Object.entries(headers).map(([name, value]) => `wrk.headers["${name}"] = "${value}"`);
  writeFileSync(
    script,
    [
      'wrk.method = "POST"',
      ...set,
      `wrk.body = [==[${body}]==]`,
      'done = function(summary, latency, requests)',
      '  local failed = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout',
      '  io.write(string.format("RESULT %d %d %f %f %f %f\\n", summary.requests, failed,',
      '    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency:percentile(99.9) / 1000, latency.max / 1000))',
      'end',
    ].join('\n'),
  );
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${durationSec}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    `${url}/v1/atoms`,
  ];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, (error, stdout) => {
      const found = /RESULT (\d+) (\d+) ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stdout);
      if (error || !found) return reject(error ?? new Error(`wrk printed no result: ${stdout}`));
      const [requests, failures, p50, p99, p999, max] = found.slice(1).map(Number) as number[];
      resolve({
        rps: (requests as number) / durationSec,
        requests: requests as number,
        failures: failures as number,
        p50: p50 as number,
        p99: p99 as number,
        p999: p999 as number,
        max: max as number,
      });
    }),
  );
}

interface Row {
  engine: string;
  round: number;
  replicas: Latencies[];
  snapshots: number;
  largestMb: number;
}

async function measure(name: string, module: string, round: number, dir: string): Promise<Row> {
  // Redis's own rewrites of its append-only file off, so that only the snapshot varies.
  const redis = await startBenchRedis(['auto-aof-rewrite-percentage 0']);
  const servers: ChildServer[] = [];
  try {
    for (let i = 0; i < replicaCount; i++) {
      const plan = JSON.stringify({ serverModule: module, redis: redis.url, compactAfter });
      servers.push(
        await startChild(
          process.execPath,
          [join(root, 'bench/servers/redis-replica.mjs'), plan],
          /^listening (\S+)/,
        ),
      );
    }
    const urls = servers.map((server) => server.match[1] as string);
    const anchor = (await post(urls[0] as string, '/v1/anchors', { name: 'bench', type: 'agent' }))
      .anchor_id as string;
    await fill(urls, anchor, atoms);
    // Snapshots published during the load: their ids, and the largest one's size.
    const seen = new Set<string>();
    let largest = 0;
    let loading = true;
    const cli = (...args: string[]) =>
      execFileSync('redis-cli', ['-p', String(redis.port), ...args])
        .toString()
        .trim();
    const watch = (async () => {
      const before = cli('HGET', 'contract-kit:memory:snapshot', 'id');
      while (loading) {
        const id = cli('HGET', 'contract-kit:memory:snapshot', 'id');
        if (id !== before && !seen.has(id)) {
          seen.add(id);
          const fields = cli('HKEYS', 'contract-kit:memory:snapshot')
            .split('\n')
            .filter((f) => f === 'data' || /^d\d+$/.test(f));
          let bytes = 0;
          for (const field of fields) bytes += Number(cli('HSTRLEN', 'contract-kit:memory:snapshot', field));
          largest = Math.max(largest, bytes);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const body = JSON.stringify({
      anchor_id: anchor,
      content: 'a note written under load, about the weekly report',
    });
    const replicas = await Promise.all(urls.map((url) => wrk(url, body, dir)));
    loading = false;
    await watch;
    return { engine: name, round, replicas, snapshots: seen.size, largestMb: largest / 1e6 };
  } finally {
    for (const server of servers) await server.stop();
    redis.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'ck-bench-snapshot-wrk-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
const rows: Row[] = [];
console.error(
  `# ${engines.length} build(s), ${rounds} round(s), ${atoms} atoms first, snapshot every ${compactAfter} entries, wrk -c${connections} -d${durationSec}s on each of ${replicaCount} replica(s)`,
);
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 === 1 ? engines : [...engines].reverse();
  for (const [name, module] of order) {
    const row = await measure(name, module, round, dir);
    rows.push(row);
    const l = row.replicas.map(
      (r) =>
        `${fmt(r.rps, 4)}/s p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} p99.9 ${fmt(r.p999)} max ${fmt(r.max)} ms, ${r.failures} failed`,
    );
    console.error(
      `round ${round} ${name}: ${l.join(' | ')}; ${row.snapshots} snapshots, largest ${fmt(row.largestMb)} MB; load ${loadavg()[0]?.toFixed(2)}`,
    );
  }
}

console.log(
  '| Build | Round | Replica | writes/s | p50 ms | p99 ms | p99.9 ms | longest ms | failed | snapshots (largest MB) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  for (const [i, r] of row.replicas.entries()) {
    const snap = i === 0 ? `${row.snapshots} (${fmt(row.largestMb)})` : '';
    console.log(
      `| ${row.engine} | ${row.round} | ${i + 1} | ${fmt(r.rps, 4)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.p999)} | ${fmt(r.max)} | ${r.failures} | ${snap} |`,
    );
  }
}
