/**
 * `npm start` until both mocks answer through Prism (see bench/lib/start-probe.ts for what counts).
 * Two uses:
 * - `npm run bench` (bench/run.ts) calls {@link measureStart} and {@link measureServeBeforePrism}:
 *   `npm start` of this checkout, as a user runs it.
 * - Side by side, builds of several commits in one run:
 *
 *   node --import tsx bench/start-time.ts [--build NAME=DIR]... [--runs N] [--npm] [--calm LOAD]
 *     [--json FILE]
 *
 *   DIR is a checkout with its build in dist/ (a git worktree of an older commit after
 *   `npm run build`, with node_modules); the default is this checkout. Each round starts every build
 *   once, in turn (the order rotates between rounds), so outside load on the shared machine hits
 *   each alike; a start that had to compile first is left out. `--npm` goes through `npm start`
 *   (npm's own start-up included) instead of `node scripts/start.mjs`, npm start's entry;
 *   `--calm LOAD` has each round wait (a minute at most) until the 1-minute load average is below LOAD.
 *   Prints, per build, the median, the quartiles and the range of the time until both mocks
 *   answered, each mock's own median, and the ratio of the medians to the first build.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type StartRow, startOnce } from './lib/start-probe.js';
import { quantile } from './lib/stats.js';

export type { StartRow } from './lib/start-probe.js';

const root = join(new URL('.', import.meta.url).pathname, '..');

/** Prism's processes take a moment to exit and free the cores. */
const settle = () => new Promise((r) => setTimeout(r, 1000));

/**
 * Measures `npm start` `runs` times (Prism-validated, the default) and once more with `--direct`.
 * @example const { prism, direct } = await measureStart(3, log)
 */
export async function measureStart(
  runs: number,
  log: (line: string) => void,
): Promise<{ prism: StartRow[]; direct: StartRow[] }> {
  const prism: StartRow[] = [];
  for (let i = 0; i < runs; i++) {
    const row = await startOnce({ dir: root, mode: 'prism', viaNpm: true });
    log(
      `  npm start: both mocks answer through Prism after ${(row.bothAnswerMs / 1000).toFixed(2)} s${row.rebuilt ? ' (rebuilt first)' : ''}`,
    );
    prism.push(row);
    await settle();
  }
  const direct = [await startOnce({ dir: root, mode: 'direct', viaNpm: true })];
  log(
    `  npm start -- --direct: both mocks answer after ${((direct[0]?.bothAnswerMs ?? 0) / 1000).toFixed(2)} s`,
  );
  return { prism, direct };
}

/**
 * Measures `npm start -- --serve-before-prism` `runs` times: when both mocks first answered
 * (unvalidated) and when both answered through Prism.
 * @example const rows = await measureServeBeforePrism(3, log)
 */
export async function measureServeBeforePrism(
  runs: number,
  log: (line: string) => void,
): Promise<StartRow[]> {
  const rows: StartRow[] = [];
  for (let i = 0; i < runs; i++) {
    const row = await startOnce({ dir: root, mode: 'serve-before-prism', viaNpm: true });
    log(
      `  npm start -- --serve-before-prism: both answer after ${((row.firstAnswerMs ?? 0) / 1000).toFixed(2)} s, through Prism after ${(row.bothAnswerMs / 1000).toFixed(2)} s`,
    );
    rows.push(row);
    await settle();
  }
  return rows;
}

/** One build's starts and their summary, in ms. */
export interface BuildStarts {
  name: string;
  dir: string;
  rows: StartRow[];
  /** Of the starts that did not compile first. */
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  memoryMedian: number;
  releasesMedian: number;
  /** Medians of the CPU time the start had used by then (see StartRow.cpuMs), when known. */
  cpuMedian?: { prism: number; rest: number };
}

function summarise(name: string, dir: string, rows: StartRow[]): BuildStarts {
  const kept = rows.filter((row) => !row.rebuilt);
  const both = kept.map((row) => row.bothAnswerMs);
  return {
    name,
    dir,
    rows,
    median: quantile(both, 0.5),
    q1: quantile(both, 0.25),
    q3: quantile(both, 0.75),
    min: Math.min(...both),
    max: Math.max(...both),
    memoryMedian: quantile(
      kept.map((row) => row.memoryMs),
      0.5,
    ),
    releasesMedian: quantile(
      kept.map((row) => row.releasesMs),
      0.5,
    ),
    ...(kept.every((row) => row.cpuMs)
      ? {
          cpuMedian: {
            prism: quantile(
              kept.map((row) => row.cpuMs?.prism ?? 0),
              0.5,
            ),
            rest: quantile(
              kept.map((row) => row.cpuMs?.rest ?? 0),
              0.5,
            ),
          },
        }
      : {}),
  };
}

/**
 * Starts every build `runs` times in interleaved rounds and summarises each.
 * @example const [before, after] = await compareStarts([{ name: 'before', dir }, { name: 'after', dir: root }], 10, false, log)
 */
export async function compareStarts(
  builds: { name: string; dir: string }[],
  runs: number,
  viaNpm: boolean,
  log: (line: string) => void,
  calm = Number.POSITIVE_INFINITY,
): Promise<BuildStarts[]> {
  const rows = builds.map(() => [] as StartRow[]);
  for (let round = 0; round < runs; round++) {
    // Each round waits (a minute at most) for the 1-minute load average to fall below `calm`.
    for (let waited = 0; (loadavg()[0] ?? 0) > calm && waited < 60; waited++) await settle();
    for (let k = 0; k < builds.length; k++) {
      const index = (round + k) % builds.length;
      const build = builds[index] as { name: string; dir: string };
      const row = await startOnce({ dir: build.dir, mode: 'prism', viaNpm });
      (rows[index] as StartRow[]).push(row);
      log(
        `  round ${round + 1} ${build.name}: memory ${row.memoryMs.toFixed(0)} ms, releases ${row.releasesMs.toFixed(0)} ms${row.cpuMs ? `, CPU ${row.cpuMs.prism} ms Prism + ${row.cpuMs.rest} ms the rest` : ''}${row.rebuilt ? ' (compiled first: left out)' : ''}`,
      );
      await settle();
    }
  }
  return builds.map((build, i) => summarise(build.name, build.dir, rows[i] as StartRow[]));
}

function parseBuilds(argv: string[]): { name: string; dir: string }[] {
  const builds: { name: string; dir: string }[] = [];
  argv.forEach((arg, i) => {
    if (arg !== '--build') return;
    const value = argv[i + 1] ?? '';
    const at = value.indexOf('=');
    if (at < 1) throw new Error(`--build wants NAME=DIR, got "${value}"`);
    builds.push({ name: value.slice(0, at), dir: resolve(value.slice(at + 1)) });
  });
  return builds.length > 0 ? builds : [{ name: 'this checkout', dir: root }];
}

async function main(argv: string[]): Promise<void> {
  const value = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const runs = Number(value('--runs') ?? 10);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const builds = parseBuilds(argv);
  const viaNpm = argv.includes('--npm');
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(
    `${viaNpm ? 'npm start' : 'node scripts/start.mjs'} until both mocks answer through Prism, ${runs} rounds`,
  );
  const calm = Number(value('--calm') ?? Number.POSITIVE_INFINITY);
  const results = await compareStarts(builds, runs, viaNpm, log, calm);
  const first = results[0] as BuildStarts;
  const s = (ms: number) => (ms / 1000).toFixed(2);
  for (const r of results) {
    const kept = r.rows.filter((row) => !row.rebuilt).length;
    console.log(
      `${r.name}: median ${s(r.median)} s (quartiles ${s(r.q1)}-${s(r.q3)}, range ${s(r.min)}-${s(r.max)}, ${kept} starts); memory ${s(r.memoryMedian)} s, releases ${s(r.releasesMedian)} s; ${(r.median / first.median).toFixed(2)}x of ${first.name}${r.cpuMedian && first.cpuMedian ? `; CPU until then: Prism ${r.cpuMedian.prism} ms (${(r.cpuMedian.prism / first.cpuMedian.prism).toFixed(2)}x), the rest ${r.cpuMedian.rest} ms (${(r.cpuMedian.rest / first.cpuMedian.rest).toFixed(2)}x)` : ''}`,
    );
  }
  const out = value('--json');
  if (out)
    writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), viaNpm, results }, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(root, 'bench', 'start-time.ts')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  });
}
