/**
 * One process against its ceiling (issue 24, item 6): the engine served directly, as
 * `contract-kit mock --direct` serves it, against bare node:http sending the very bytes and headers
 * the engine sent, for `POST /v1/recall` over 1,000 atoms and the events page. Every arm is a
 * process of its own; arms run in interleaved rounds (bare, engine, bare, engine, ...) with each
 * load generator, so the ratios compare servers measured side by side. Beside req/s it reports
 * each server's CPU per request (from /proc) and how busy the whole machine was: what bounds a
 * figure is then visible, not guessed.
 *
 * Usage: node --import tsx bench/ceiling.ts [--engine NAME=MODULE]... [--rounds N] [--duration S]
 *        [--connections N] [--generators wrk,autocannon] [--operations recall,events]
 *        [--calm LOAD] [--adapter-only] [--in-process] [--pin] [--profile DIR] [--json FILE]
 * MODULE is a build's dist/src/server/index.js (default: this checkout's dist/); several `--engine`s
 * compare builds side by side (before and after a change). `--adapter-only` adds the kit's node
 * adapter around an engine that does nothing (bench/servers/adapter-only.mjs), which splits the
 * engine process's cost into node:http's, the adapter's and the engine's; `--in-process` times each
 * engine's own work without a socket (bench/servers/in-process.mjs). `--pin` gives each its own
 * core (Linux, `taskset`): every server on the last CPU, the load generator (wrk, or autocannon in
 * this process) and this process on the others, so that a server is measured against its core and
 * not against the generator it shares the cores with. `--profile DIR` also writes a CPU profile of
 * each engine under one more run and prints its hottest functions.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { responseOf, type ServerSource, startMockChild, targetsFor } from './http-groups.js';
import { startChild } from './lib/children.js';
import { createCorpus } from './lib/corpus.js';
import { summariseProfile } from './lib/cpu-profile.js';
import { type LoadGenerator, type LoadResult, type LoadTarget, pickGenerator } from './lib/load.js';
import { fmt, quantile } from './lib/stats.js';

const root = join(new URL('.', import.meta.url).pathname, '..');

/** The measured requests: the issue's events page (no filter) besides group 1's filtered one. */
const operations = {
  recall: { api: 'memory', method: 'POST', path: '/v1/recall', title: 'POST /v1/recall (1,000 atoms)' },
  events: {
    api: 'releases',
    method: 'GET',
    path: '/api/v1/events',
    query: '?limit=100',
    title: 'GET /api/v1/events?limit=100',
  },
  'events-danger': {
    api: 'releases',
    method: 'GET',
    path: '/api/v1/events',
    query: '?limit=100&severity=Danger',
    title: 'GET /api/v1/events?limit=100&severity=Danger',
  },
} as const;
type Case = keyof typeof operations;

interface Flags {
  engines: [string, string][];
  rounds: number;
  duration: number;
  connections: number;
  generators: ('wrk' | 'autocannon')[];
  cases: Case[];
  profile?: string;
  json?: string;
  /** Before each round, wait (at most a minute) for the 1-minute load average to fall below this. */
  calm?: number;
  /** Adds the arm bench/servers/adapter-only.mjs: the first engine's node adapter, no engine work. */
  adapterOnly: boolean;
  /** Also times each engine in process (bench/servers/in-process.mjs): its own work, no socket. */
  inProcess: boolean;
  /** Servers on the last CPU, the load generator and this process on the others (taskset). */
  pin: boolean;
}

function parseFlags(argv: string[]): Flags {
  const all = (name: string) => argv.flatMap((arg, i) => (arg === name ? [argv[i + 1] ?? ''] : []));
  const one = (name: string) => all(name).at(-1);
  const engines = all('--engine').map((spec): [string, string] => {
    const at = spec.indexOf('=');
    return at === -1 ? [spec, spec] : [spec.slice(0, at), spec.slice(at + 1)];
  });
  const list = <T extends string>(value: string | undefined, fallback: T[]) =>
    value === undefined ? fallback : (value.split(',') as T[]);
  const cases = list<Case>(one('--operations'), ['recall', 'events']);
  for (const name of cases) if (!(name in operations)) throw new Error(`unknown operation ${name}`);
  return {
    engines: engines.length > 0 ? engines : [['engine', join(root, 'dist/src/server/index.js')]],
    rounds: Number(one('--rounds') ?? 3),
    duration: Number(one('--duration') ?? 5),
    connections: Number(one('--connections') ?? 50),
    generators: list(one('--generators'), ['wrk', 'autocannon']),
    cases,
    ...(one('--profile') ? { profile: one('--profile') as string } : {}),
    ...(one('--json') ? { json: one('--json') as string } : {}),
    ...(one('--calm') ? { calm: Number(one('--calm')) } : {}),
    adapterOnly: argv.includes('--adapter-only'),
    inProcess: argv.includes('--in-process'),
    pin: argv.includes('--pin'),
  };
}

/** The CPUs of `--pin`: servers on the last one, everything else (the generator too) on the rest. */
const serverCpu = os.cpus().length - 1;
const generatorCpus = serverCpu > 1 ? `0-${serverCpu - 1}` : '0';

/** Moves a process and all its threads to `cpus` (a taskset list), when `--pin` is on. */
function pin(pid: number, cpus: string): void {
  if (flags.pin)
    execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * Waits until the machine's 1-minute load average is below `load`, at most a minute: on a shared
 * machine a round then starts in a quieter moment. Both arms of a round still run back to back.
 */
async function calmDown(load: number): Promise<void> {
  const until = Date.now() + 60_000;
  while ((os.loadavg()[0] ?? 0) >= load && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const ticks = 100; // USER_HZ on Linux: /proc's CPU times are in these.

/** CPU seconds a process has used so far, in user space and in the kernel, from /proc/PID/stat. */
function cpuOf(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / ticks, system: Number(fields[12]) / ticks };
}

/** The whole machine's busy and total CPU time so far, from /proc/stat. */
function machine(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** One arm's run: the load generator's figures plus what it cost the server and the machine. */
interface Measured extends LoadResult {
  /** Server CPU (user + system) per answered request, in microseconds. */
  cpuUsPerRequest: number;
  /** The part of it spent in the kernel (socket reads and writes, wake-ups). */
  systemUsPerRequest: number;
  /** The server's CPU use over the run, in cores (1 = one core all the time). */
  serverCores: number;
  /** Share of all cores busy over the run, everything on the machine included. */
  machineBusy: number;
}

async function measure(generator: LoadGenerator, target: LoadTarget, pid: number, seconds: number) {
  const settings = { durationSec: seconds, connections: flags.connections, warmupSec: 2 };
  // The warm-up runs inside `run`; CPU is counted over the measured part only, so warm up first.
  await generator.run(target, { ...settings, durationSec: settings.warmupSec, warmupSec: 0 });
  const [cpu0, machine0, started] = [cpuOf(pid), machine(), Date.now()];
  const result = await generator.run(target, { ...settings, warmupSec: 0 });
  const [cpu1, machine1, wall] = [cpuOf(pid), machine(), (Date.now() - started) / 1000];
  const answered = Math.max(1, result.requests);
  const used = cpu1.user + cpu1.system - cpu0.user - cpu0.system;
  return {
    ...result,
    cpuUsPerRequest: (used * 1e6) / answered,
    systemUsPerRequest: ((cpu1.system - cpu0.system) * 1e6) / answered,
    serverCores: used / wall,
    machineBusy: (machine1.busy - machine0.busy) / Math.max(1, machine1.total - machine0.total),
  } satisfies Measured;
}

interface Row {
  operation: Case;
  generator: string;
  arm: string;
  runs: Measured[];
}

const flags = parseFlags(process.argv.slice(2));

async function main(): Promise<void> {
  const corpus = createCorpus({ seed: 42, vocabulary: 30_000 });
  const atomsFile = join(os.tmpdir(), `contract-kit-ceiling-${process.pid}.json`);
  writeFileSync(atomsFile, JSON.stringify(Array.from({ length: 1_000 }, () => corpus.text(12, 40))));
  const generators = flags.generators.map((name) => pickGenerator({ installWrk: false, force: name }));
  const rows: Row[] = [];
  const profiles: Record<string, ReturnType<typeof summariseProfile>> = {};
  const inProcess: InProcessRow[] = [];
  const loadBefore = os.loadavg();
  // This process (autocannon runs in it) and the wrk it starts, on the generator's CPUs.
  pin(process.pid, generatorCpus);
  for (const name of flags.cases) {
    const operation = operations[name];
    const stops: (() => Promise<void>)[] = [];
    try {
      const engines = [];
      for (const [arm, module] of flags.engines) {
        const source: ServerSource = { fromSource: false, atomsFile, serverModule: module };
        const started = await startMockChild(source, operation.api, true);
        stops.push(started.child.stop);
        pin(started.child.pid, String(serverCpu));
        const target = targetOf(name, started.url, started.anchorId ?? '');
        engines.push({ arm, pid: started.child.pid, target, source, anchorId: started.anchorId ?? '' });
      }
      const first = engines[0];
      if (first === undefined) throw new Error('no engine');
      const answer = await responseOf(first.target);
      // Every engine must answer the same bytes (recall: the same length; ids are random).
      for (const engine of engines.slice(1)) {
        const other = await responseOf(engine.target);
        const same =
          name === 'recall' ? other.body.length === answer.body.length : other.body === answer.body;
        if (!same) throw new Error(`${engine.arm} answers other bytes than ${first.arm}`);
      }
      const bare = await startChild(
        process.execPath,
        [
          join(root, 'bench/servers/bare-server.mjs'),
          JSON.stringify({ [`${operation.method} ${operation.path}`]: answer }),
        ],
        /^listening (\S+)$/,
      );
      stops.push(bare.stop);
      pin(bare.pid, String(serverCpu));
      const arms = [
        {
          arm: 'bare node:http (same bytes and headers)',
          pid: bare.pid,
          target: targetOf(name, bare.match[1] as string, first.anchorId),
        },
        ...engines,
      ];
      if (flags.adapterOnly) {
        // The first engine's own node adapter, around an engine that does nothing.
        const adapterModule = new URL('http/node-adapter.js', pathToFileURL(first.source.serverModule ?? ''))
          .href;
        const plan = { adapterModule, body: answer.body };
        const adapter = await startChild(
          process.execPath,
          [join(root, 'bench/servers/adapter-only.mjs'), JSON.stringify(plan)],
          /^ready (.*)$/,
        );
        stops.push(adapter.stop);
        pin(adapter.pid, String(serverCpu));
        const url = (JSON.parse(adapter.match[1] as string) as { url: string }).url;
        const target = targetOf(name, url, first.anchorId);
        arms.push({ arm: 'node adapter only (engine does nothing)', pid: adapter.pid, target });
      }
      log(`${operation.title}: ${Buffer.byteLength(answer.body)} bytes`);
      for (const generator of generators) {
        for (let round = 1; round <= flags.rounds; round++) {
          if (flags.calm !== undefined) await calmDown(flags.calm);
          // Every other round in the opposite order, so that a drift in the machine's load
          // favours no arm.
          for (const { arm, pid, target } of round % 2 === 1 ? arms : [...arms].reverse()) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            const result = await measure(generator, target, pid, flags.duration);
            log(
              `  ${generator.name} round ${round} ${arm}: ${Math.round(result.rps)} req/s, ${fmt(result.cpuUsPerRequest)} µs CPU/req (${fmt(result.systemUsPerRequest)} kernel), server ${fmt(result.serverCores)} cores, machine ${Math.round(result.machineBusy * 100)}% busy`,
            );
            let row = rows.find(
              (r) => r.operation === name && r.generator === generator.name && r.arm === arm,
            );
            if (row === undefined) {
              row = { operation: name, generator: generator.name, arm, runs: [] };
              rows.push(row);
            }
            row.runs.push(result);
          }
        }
      }
      if (flags.profile) {
        for (const engine of engines) {
          const dir = join(flags.profile, `${name}-${engine.arm}`);
          const profiled = await startMockChild(engine.source, operation.api, true, [
            '--cpu-prof',
            `--cpu-prof-dir=${dir}`,
          ]);
          pin(profiled.child.pid, String(serverCpu));
          try {
            const generator = generators[0] as LoadGenerator;
            await generator.run(targetOf(name, profiled.url, profiled.anchorId ?? ''), {
              durationSec: flags.duration,
              connections: flags.connections,
              warmupSec: 1,
            });
          } finally {
            await profiled.child.stop();
          }
          profiles[`${name} ${engine.arm}`] = summariseProfile(dir, root, 25);
        }
      }
    } finally {
      for (const stop of stops.reverse()) await stop().catch(() => {});
    }
    // With every server of this request stopped: only the timed process uses the cores.
    if (flags.inProcess) inProcess.push(...(await timeInProcess(name, atomsFile)));
  }
  const loadAfter = os.loadavg();
  const report = render(rows, loadBefore, loadAfter);
  process.stdout.write(`${report}\n`);
  if (inProcess.length > 0)
    process.stdout.write(
      `\nIn process (engine.handle and the body cache, no socket):\n\n${renderInProcess(inProcess)}\n`,
    );
  for (const [name, spots] of Object.entries(profiles)) {
    process.stdout.write(`\n${name}: self time\n`);
    for (const spot of spots)
      process.stdout.write(`  ${fmt(spot.selfPercent).padStart(5)}%  ${spot.name}  ${spot.where}\n`);
  }
  if (flags.json) {
    writeFileSync(flags.json, JSON.stringify({ rows, inProcess, profiles, loadBefore, loadAfter }, null, 2));
  }
}

/** One engine's own work per request, in process: CPU µs of each batch, over alternating runs. */
interface InProcessRow {
  operation: Case;
  arm: string;
  cpuUs: number[];
}

/**
 * Times every engine's `engine.handle` plus body cache (bench/servers/in-process.mjs), each run in
 * a process of its own, the engines alternating for three runs each so a busier minute hits all.
 */
async function timeInProcess(name: Case, atomsFile: string): Promise<InProcessRow[]> {
  if (name === 'events-danger') return [];
  const rows = flags.engines.map(([arm]) => ({ operation: name, arm, cpuUs: [] as number[] }));
  for (let run = 0; run < 3; run++) {
    for (const [i, [arm, serverModule]] of flags.engines.entries()) {
      log(`  in process, ${name}, run ${run + 1}/3: ${arm} ...`);
      const plan = {
        serverModule,
        operation: name,
        atomsFile,
        batches: 8,
        batchSize: name === 'recall' ? 5_000 : 20_000,
      };
      const out = execFileSync(
        process.execPath,
        [join(root, 'bench/servers/in-process.mjs'), JSON.stringify(plan)],
        {
          maxBuffer: 1 << 20,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const { cpuUs } = JSON.parse(out.toString().trim().split('\n').at(-1) ?? '{}') as { cpuUs: number[] };
      rows[i]?.cpuUs.push(...cpuUs);
    }
  }
  return rows;
}

function renderInProcess(rows: InProcessRow[]): string {
  const lines = [
    '| Request | Server | CPU µs per request, median | p25 – p75 | batches |',
    '|---|---|--:|--:|--:|',
  ];
  for (const row of rows) {
    const q = (at: number) => fmt(quantile(row.cpuUs, at));
    lines.push(
      `| ${operations[row.operation].title} | ${row.arm} | ${q(0.5)} | ${q(0.25)} – ${q(0.75)} | ${row.cpuUs.length} |`,
    );
  }
  return lines.join('\n');
}

function targetOf(name: Case, url: string, anchorId: string): LoadTarget {
  const operation = operations[name];
  if (name === 'recall') return targetsFor(url, url, anchorId).recall;
  return { url: `${url}${operation.path}${'query' in operation ? operation.query : ''}`, method: 'GET' };
}

/** The median of each figure over the rounds, and each round's ratio to bare in the same round. */
function render(rows: Row[], loadBefore: number[], loadAfter: number[]): string {
  const lines = [
    '| Request | Generator | Server | req/s, median (each round) | ×bare, median (each round) | CPU µs/request (kernel) | server cores | machine busy | p50 / p99 ms |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|',
  ];
  const median = (values: number[]) => quantile(values, 0.5);
  for (const row of rows) {
    const bare = rows.find(
      (r) => r.operation === row.operation && r.generator === row.generator && r.arm.startsWith('bare'),
    );
    const ratios = row.runs.map((run, i) => run.rps / (bare?.runs[i]?.rps ?? Number.NaN));
    const pick = (get: (run: Measured) => number) => median(row.runs.map(get));
    lines.push(
      `| ${operations[row.operation].title} | ${row.generator} | ${row.arm} | ${fmt(pick((r) => r.rps))} (${row.runs.map((r) => fmt(r.rps)).join(', ')}) | ${fmt(median(ratios))}× (${ratios.map((r) => fmt(r)).join(', ')}) | ${fmt(pick((r) => r.cpuUsPerRequest))} (${fmt(pick((r) => r.systemUsPerRequest))}) | ${fmt(pick((r) => r.serverCores))} | ${Math.round(pick((r) => r.machineBusy) * 100)}% | ${fmt(pick((r) => r.p50))} / ${fmt(pick((r) => r.p99))} |`,
    );
  }
  const cpus = os.cpus();
  lines.push(
    '',
    `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}, Node ${process.version}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}; ${flags.rounds} interleaved rounds (every other one in reverse order) of ${flags.duration} s after 2 s of warm-up, ${flags.connections} connections${flags.calm === undefined ? '' : `; each round waited (at most 60 s) for a 1-minute load average below ${flags.calm}`}${flags.pin ? `; servers pinned to CPU ${serverCpu}, the load generator to CPU ${generatorCpus}` : ''}.`,
  );
  return lines.join('\n');
}

main().catch((error: unknown) => {
  log((error as Error).stack ?? String(error));
  process.exit(1);
});
