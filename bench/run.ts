/**
 * `npm run bench`: every benchmark group of issue 7 in one run, written to bench/history.md with the
 * machine, the method, the commands and every figure with its ratios.
 *
 * Usage: node --import tsx bench/run.ts [--quick] [--duration S] [--connections N] [--rounds N]
 *        [--prism-rounds N] [--generator wrk|autocannon] [--from-source] [--out FILE]
 *        [--start-build NAME=DIR]...   (also `npm start`'s entry of these builds, side by side with
 *        this checkout's: bench/start-time.ts; the figures go to test-output/bench.json)
 *        node --import tsx bench/run.ts --render   (re-render bench/history.md from the last run)
 *
 * Budget: about 6-8 minutes on two cores. Not part of `npm test`.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { type HttpRow, prismVersion, profileEngine, runHttpGroups } from './http-groups.js';
import { type ConformanceRow, timeConformance } from './lib/conformance-timing.js';
import { createCorpus } from './lib/corpus.js';
import { type HotSpot, summariseProfile } from './lib/cpu-profile.js';
import { type LoadSettings, pickGenerator } from './lib/load.js';
import { type BenchResult, renderReport } from './lib/report.js';
import type { MswRow } from './msw-roundtrip.js';
import type { RecallResult } from './recall-latency.js';
import { compareStarts, measureServeBeforePrism, measureStart } from './start-time.js';
import { runStateSeries } from './state-series.js';

const root = join(new URL('.', import.meta.url).pathname, '..');

interface Flags {
  quick: boolean;
  duration: number;
  connections: number;
  generator?: 'wrk' | 'autocannon';
  fromSource: boolean;
  /** Interleaved rounds of every arm of group 1, and of group 2 (Prism varies more). */
  rounds: number;
  prismRounds: number;
  out: string;
  /** Builds whose start is measured side by side with this checkout's (`--start-build NAME=DIR`). */
  startBuilds: { name: string; dir: string }[];
}

function parseFlags(argv: string[]): Flags {
  const value = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const quick = argv.includes('--quick');
  const generator = value('--generator');
  if (generator !== undefined && generator !== 'wrk' && generator !== 'autocannon') {
    throw new Error('--generator must be wrk or autocannon');
  }
  return {
    quick,
    duration: Number(value('--duration') ?? (quick ? 3 : 5)),
    connections: Number(value('--connections') ?? 50),
    ...(generator ? { generator } : {}),
    fromSource: argv.includes('--from-source'),
    rounds: Number(value('--rounds') ?? (quick ? 1 : 3)),
    prismRounds: Number(value('--prism-rounds') ?? (quick ? 1 : 3)),
    out: value('--out') ?? join(root, 'bench/history.md'),
    startBuilds: argv.flatMap((arg, i) => {
      const [name, dir] = arg === '--start-build' ? (argv[i + 1] ?? '').split(/=(.*)/) : [];
      return name && dir ? [{ name, dir }] : [];
    }),
  };
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Newest modification time of the files under `dir` (recursively), in ms. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * The servers run the build (dist/, plain node), as `contract-kit mock` does. Builds it when it is
 * missing or older than the sources; if the build fails (sources mid-edit), runs src/ via tsx.
 */
function ensureBuild(fromSource: boolean): { fromSource: boolean; note: string } {
  if (fromSource) return { fromSource, note: 'src/ through tsx (--from-source)' };
  const built = join(root, 'dist/src/server/index.js');
  const stale = (() => {
    try {
      const builtAt = statSync(built).mtimeMs;
      // The same inputs `npm start` (scripts/start.mjs) checks, so it finds the build fresh too.
      const dirs = ['src', 'mocks', 'fixtures', 'conformance'].filter((dir) => existsSync(join(root, dir)));
      const files = ['tsconfig.json', 'tsconfig.build.json', 'package.json'].map(
        (f) => statSync(join(root, f)).mtimeMs,
      );
      return [...dirs.map((dir) => newest(join(root, dir))), ...files].some((time) => time > builtAt);
    } catch {
      return true;
    }
  })();
  if (stale) {
    log('dist/ is missing or stale: npm run build ...');
    try {
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    } catch {
      return { fromSource: true, note: 'src/ through tsx (npm run build failed)' };
    }
  }
  return { fromSource: false, note: 'the build in dist/ (plain node, as `contract-kit mock` runs)' };
}

/** Writes the report (Markdown, which the pinned Biome neither formats nor checks). */
function writeReport(out: string, result: BenchResult): void {
  writeFileSync(out, renderReport(result));
}

/** Runs a bench script in its own process and parses the JSON line it prints. */
function runJsonChild<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${args.join(' ')} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The machine and its load, for the report. */
function describeMachine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: os.totalmem() / 2 ** 30,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  if (process.argv.includes('--render')) {
    // Only re-render the report from the last run's figures (after editing bench/analysis.md).
    const last = JSON.parse(readFileSync(join(root, 'test-output/bench.json'), 'utf8')) as BenchResult;
    writeReport(flags.out, last);
    log(`wrote ${flags.out} from test-output/bench.json`);
    return;
  }
  const started = Date.now();
  const loadBefore = os.loadavg();
  const generator = pickGenerator({
    installWrk: true,
    ...(flags.generator ? { force: flags.generator } : {}),
  });
  const build = ensureBuild(flags.fromSource);
  const settings: LoadSettings = {
    durationSec: flags.duration,
    connections: flags.connections,
    warmupSec: flags.quick ? 1 : 2,
  };
  const work = mkdtempSync(join(os.tmpdir(), 'contract-kit-bench-'));
  try {
    const corpus = createCorpus({ seed: 42, vocabulary: 30_000 });
    const atomsFile = join(work, 'atoms.json');
    writeFileSync(atomsFile, JSON.stringify(Array.from({ length: 1_000 }, () => corpus.text(12, 40))));
    const source = { fromSource: build.fromSource, atomsFile };

    // First, right after the build: the longer the run, the likelier a source edited meanwhile.
    log('npm start until both mocks answer ...');
    const startup = {
      ...(await measureStart(flags.quick ? 1 : 3, log)),
      serveBeforePrism: await measureServeBeforePrism(flags.quick ? 1 : 2, log),
      ...(flags.startBuilds.length > 0
        ? {
            builds: await compareStarts(
              [{ name: 'this checkout', dir: root }, ...flags.startBuilds],
              flags.quick ? 2 : 5,
              false,
              log,
            ),
          }
        : {}),
    };

    log(
      `groups 1 and 2: HTTP, ${generator.name}, ${flags.duration} s per run, ${flags.connections} connections`,
    );
    const rounds = { group1: flags.rounds, group2: flags.prismRounds };
    const http: HttpRow[] = await runHttpGroups(source, generator, settings, rounds, log);
    // The ceiling ratios of group 1 again with the other generator: both must meet the target.
    const ceiling = [{ generator: generator.name, http }];
    if (generator.name === 'wrk') {
      const second = pickGenerator({ installWrk: false, force: 'autocannon' });
      log(`group 1 again with ${second.name} ${second.version} ...`);
      ceiling.push({
        generator: second.name,
        http: await runHttpGroups(source, second, settings, rounds, log, [1]),
      });
    }

    log('--state series: one small write as the state grows, and the longest stall meanwhile ...');
    const state = await runStateSeries({
      sizes: flags.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
      writes: flags.quick ? 50 : 200,
      fromSource: build.fromSource,
      log,
    });

    log('profiling the engine served directly under the same load ...');
    const profileSettings = { ...settings, durationSec: flags.quick ? 2 : 5, warmupSec: 0 };
    const profileDirs = await profileEngine(source, generator, profileSettings, join(work, 'profiles'));
    const hotSpots: Record<string, HotSpot[]> = {};
    for (const [operation, dir] of Object.entries(profileDirs))
      hotSpots[`${operation} (HTTP, direct)`] = summariseProfile(dir, root);

    log('group 3: recall latency in process ...');
    const recallProfile = join(work, 'profiles', 'recall-in-process');
    const recall = await runJsonChild<RecallResult>([
      '--expose-gc',
      '--import',
      'tsx',
      'bench/recall-latency.ts',
      '--json',
      '--queries',
      flags.quick ? '400' : '2000',
      '--profile',
      recallProfile,
    ]);
    hotSpots['recall at 100k atoms (in process)'] = summariseProfile(recallProfile, root);

    log('group 4: msw round trip and conformance runs ...');
    // Group 4 runs other parts of the kit (msw handlers, the conformance CLI): a failure there is
    // reported in the result instead of losing the run's other figures.
    const skipped: string[] = [];
    const msw = await runJsonChild<MswRow[]>(['--import', 'tsx', 'bench/msw-roundtrip.ts', '--json']).catch(
      (error: unknown) => {
        skipped.push(`msw round trip failed: ${(error as Error).message}`);
        return [] as MswRow[];
      },
    );
    const cli = build.fromSource
      ? ['--import', 'tsx', 'test/hardening/support/cli-entry.ts']
      : ['bin/contract-kit.js'];
    const conformance: ConformanceRow[] = [];
    for (const args of [
      ['memory', '--checkout', '--rate-limit'],
      ['releases'],
      ['memory', '--checkout', '--rate-limit', '--prism'],
      ['releases', '--prism'],
    ]) {
      log(`  contract-kit conformance ${args.join(' ')}`);
      await timeConformance(cli, args).then(
        (row) => conformance.push(row),
        (error: unknown) => skipped.push(`conformance ${args.join(' ')} failed: ${(error as Error).message}`),
      );
    }

    const result = {
      date: new Date().toISOString(),
      machine: describeMachine(),
      loadBefore,
      loadAfter: os.loadavg(),
      minutes: (Date.now() - started) / 60_000,
      generator: { name: generator.name, version: generator.version },
      prism: prismVersion(),
      servers: build.note,
      settings,
      rounds,
      flags,
      http,
      recall,
      msw,
      conformance,
      conformanceCli: cli.join(' '),
      hotSpots,
      ...(skipped.length > 0 ? { skipped } : {}),
      speed: {
        startup,
        state,
        ceiling: ceiling.map(({ generator: name, http: rows }) => ({
          generator: name,
          http: rows.filter((r) => r.group === 1),
        })),
      },
    };
    mkdirSync(join(root, 'test-output'), { recursive: true });
    writeFileSync(join(root, 'test-output/bench.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeReport(flags.out, result);
    log(`wrote ${flags.out} (${result.minutes.toFixed(1)} min)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  log((error as Error).stack ?? String(error));
  process.exit(1);
});
