/**
 * Replicas on Redis, side by side in one run (issue 24): the memory and releases mocks served
 * directly as one process with embedded state, as one process on Redis (`--redis`), and as two
 * workers on Redis (`--workers 2`); throughput and p50/p99 for a recall over 1,000 atoms, an
 * events page, and an atom write. Arms run in interleaved rounds; prints a Markdown section.
 * Run: node --import tsx bench/redis-replicas.ts
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, freePort, startChild } from './lib/children.js';
import { createCorpus } from './lib/corpus.js';
import { type LoadResult, type LoadTarget, pickGenerator } from './lib/load.js';
import { startBenchRedis } from './lib/redis.js';
import { fmt } from './lib/stats.js';

const root = new URL('..', import.meta.url).pathname;
const bin = join(root, 'bin/contract-kit.js');
const rounds = 3;
const settings = { durationSec: 5, connections: 50, warmupSec: 2 };
const json = { 'content-type': 'application/json' };
const auth = { ...json, authorization: 'Bearer ck_test_key', 'x-workspace-id': 'ws_main' };
const query = 'when does the customer want the weekly report';

interface Arm {
  name: string;
  flags: (db: number) => string[];
}

async function startArm(
  api: 'memory' | 'releases',
  arm: Arm,
  db: number,
): Promise<{ url: string; server: ChildServer }> {
  const port = await freePort();
  const args = [bin, 'mock', api, '--direct', '--port', String(port), ...arm.flags(db)];
  if (api === 'memory') args.push('--rate-limit', 'off');
  const server = await startChild(process.execPath, args, new RegExp(`${api}\\s+(http://\\S+)`), 60_000);
  return { url: server.match[1] as string, server };
}

async function call(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

/** An anchor of 1,000 atoms to recall from, and an empty one to write to. */
async function prepareMemory(url: string): Promise<{ recall: LoadTarget; write: LoadTarget }> {
  const corpus = createCorpus({ seed: 7, vocabulary: 30_000 });
  const anchor = (await call(`${url}/v1/anchors`, { name: 'bench', type: 'agent' })).anchor_id as string;
  for (let i = 0; i < 1000; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        call(`${url}/v1/atoms`, { anchor_id: anchor, content: corpus.text(12, 40) }),
      ),
    );
  }
  const sink = (await call(`${url}/v1/anchors`, { name: 'writes', type: 'agent' })).anchor_id as string;
  return {
    recall: {
      url: `${url}/v1/recall`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ anchor_id: anchor, query }),
    },
    write: {
      url: `${url}/v1/atoms`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ anchor_id: sink, content: corpus.text(12, 40) }),
    },
  };
}

type Row = { arm: string; results: LoadResult[] };

function table(title: string, rows: Row[], base: number): string[] {
  const lines = [
    `**${title}**`,
    '',
    '| Server | req/s, median (each round) | p50 ms | p99 ms | ×embedded | failed |',
    '|---|--:|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    const sorted = [...row.results].sort((a, b) => a.rps - b.rps);
    const median = sorted[Math.floor(sorted.length / 2)] as LoadResult;
    const each = row.results.map((r) => Math.round(r.rps).toLocaleString('en')).join(', ');
    const failed = row.results.reduce((sum, r) => sum + r.failures, 0);
    lines.push(
      `| ${row.arm} | ${Math.round(median.rps).toLocaleString('en')} (${each}) | ${fmt(median.p50)} | ${fmt(median.p99)} | ${fmt(median.rps / base)}× | ${failed} |`,
    );
  }
  return [...lines, ''];
}

async function main(): Promise<void> {
  const generator = pickGenerator({ installWrk: true });
  const redis = await startBenchRedis();
  const arms: Arm[] = [
    { name: 'embedded (one process, in memory)', flags: () => [] },
    { name: 'one process on Redis', flags: (db) => ['--redis', `${redis.url}/${db}`] },
    { name: 'two workers on Redis', flags: (db) => ['--redis', `${redis.url}/${db}`, '--workers', '2'] },
  ];
  const before = loadavg();
  const out: string[] = [];
  try {
    for (const api of ['memory', 'releases'] as const) {
      const servers = await Promise.all(arms.map((arm, i) => startArm(api, arm, i + 1)));
      const targets =
        api === 'memory'
          ? await Promise.all(servers.map((s) => prepareMemory(s.url)))
          : servers.map((s) => ({
              events: { url: `${s.url}/api/v1/events?limit=100`, method: 'GET' as const },
            }));
      const ops = Object.keys(targets[0] as object) as (keyof (typeof targets)[number])[];
      for (const op of ops) {
        const rows: Row[] = arms.map((arm) => ({ arm: arm.name, results: [] }));
        for (let round = 0; round < rounds; round++) {
          for (const [i, row] of rows.entries()) {
            const target = (targets[i] as Record<string, LoadTarget>)[op] as LoadTarget;
            row.results.push(await generator.run(target, settings));
          }
        }
        const base = [...(rows[0] as Row).results].sort((a, b) => a.rps - b.rps)[1]?.rps ?? 1;
        const titles: Record<string, string> = {
          recall: `POST /v1/recall (anchor of 1,000 atoms, "${query}")`,
          write: 'POST /v1/atoms (one atom per request, all to one anchor)',
          events: 'GET /api/v1/events?limit=100',
        };
        out.push(...table(titles[op as string] as string, rows, base));
      }
      await Promise.all(servers.map((s) => s.server.stop()));
    }
  } finally {
    redis.stop();
  }
  const after = loadavg();
  const describe = generator.describe({ url: 'URL', method: 'POST' }, settings);
  out.push(
    `${cpus().length} cores, Node ${process.version}; load average before ${before.map((l) => l.toFixed(2)).join(' / ')}, after ${after.map((l) => l.toFixed(2)).join(' / ')}.`,
    `${generator.name} ${generator.version}: \`${describe}\`, ${rounds} interleaved rounds, 2 s warm-up each; redis-server ${
      execFileSync('redis-server', ['--version'])
        .toString()
        .match(/v=(\S+)/)?.[1]
    } with appendfsync always, on the same cores.`,
  );
  console.log(out.join('\n'));
}

await main();
