import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** One HTTP request to repeat under load. */
export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Settings of one load run. */
export interface LoadSettings {
  durationSec: number;
  connections: number;
  /** A short run first, not measured: JIT warm-up, connection setup, Prism's caches. */
  warmupSec: number;
}

/** What one run measured. Latencies in milliseconds. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses outside 2xx/3xx plus socket errors and timeouts: a run with any is not a clean figure. */
  failures: number;
}

/** A load generator: wrk (C, event loop per thread) when present, else autocannon (Node). */
export interface LoadGenerator {
  name: string;
  version: string;
  /** The command line that reproduces a run, for the report. */
  describe(target: LoadTarget, settings: LoadSettings): string;
  run(target: LoadTarget, settings: LoadSettings): Promise<LoadResult>;
}

/**
 * Picks the load generator: wrk if it is on the PATH, else (as root on Debian, with
 * `installWrk`) installs Debian's wrk, else falls back to autocannon from the npm registry.
 * wrk is preferred because it costs the shared two cores far less per request than autocannon,
 * which matters most for the bare node:http ceiling.
 */
export function pickGenerator(options: { installWrk: boolean; force?: 'wrk' | 'autocannon' }): LoadGenerator {
  if (options.force !== 'autocannon') {
    if (!hasWrk() && options.installWrk) tryInstallWrk();
    if (hasWrk()) return wrkGenerator();
  }
  if (options.force === 'wrk') throw new Error('wrk was asked for but is not installed');
  return autocannonGenerator();
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'pipe' });
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

function tryInstallWrk(): void {
  if (process.getuid?.() !== 0) return;
  try {
    execFileSync('sh', ['-c', 'apt-get install -y wrk || (apt-get update && apt-get install -y wrk)'], {
      stdio: 'ignore',
      timeout: 180_000,
    });
  } catch {
    // No apt, no network: autocannon it is.
  }
}

function wrkVersion(): string {
  try {
    return execFileSync('wrk', ['--version'], { stdio: 'pipe' }).toString();
  } catch (error) {
    const out = String((error as { stdout?: Buffer }).stdout ?? '');
    return /wrk (\S+)/.exec(out)?.[1] ?? 'unknown';
  }
}

const lua = (value: string) => `[==[${value}]==]`;

function wrkGenerator(): LoadGenerator {
  const dir = mkdtempSync(join(tmpdir(), 'contract-kit-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  let scripts = 0;
  const script = (target: LoadTarget) => {
    const file = join(dir, `request-${scripts++}.lua`);
    const lines = [`wrk.method = "${target.method}"`];
    for (const [name, value] of Object.entries(target.headers ?? {}))
      lines.push(`wrk.headers[ ${lua(name)} ] = ${lua(value)}`);
    if (target.body !== undefined) lines.push(`wrk.body = ${lua(target.body)}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  // One thread: the server under test gets the other core (node:http is single-threaded).
  // A 10 s timeout: Prism under 50 connections answers in seconds; that is latency, not failure.
  const args = (target: LoadTarget, seconds: number, connections: number, file: string) => [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    file,
    target.url,
  ];
  return {
    name: 'wrk',
    version: wrkVersion(),
    describe: (target, s) =>
      `wrk -t1 -c${s.connections} -d${s.durationSec}s --timeout 10s --latency -s <${target.method} script> ${target.url}`,
    async run(target, settings) {
      const file = script(target);
      if (settings.warmupSec > 0) await execWrk(args(target, settings.warmupSec, settings.connections, file));
      return parseWrk(await execWrk(args(target, settings.durationSec, settings.connections, file)));
    },
  };
}

function execWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`wrk failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

/** Parses wrk's `--latency` report. */
export function parseWrk(out: string): LoadResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return match ? toMs(match[1] as string, match[2] as string) : Number.NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: percentile('50'),
    p99: percentile('99'),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    failures: non2xx + socketErrors,
  };
}

function autocannonGenerator(): LoadGenerator {
  const options = (target: LoadTarget, seconds: number, connections: number) => ({
    url: target.url,
    method: target.method,
    connections,
    duration: seconds,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  return {
    name: 'autocannon',
    version: '9',
    describe: (target, s) =>
      `autocannon -c ${s.connections} -d ${s.durationSec} -m ${target.method} ${target.body ? '-b <body> ' : ''}${target.url}`,
    async run(target, settings) {
      if (settings.warmupSec > 0) await autocannon(options(target, settings.warmupSec, settings.connections));
      const result = await autocannon(options(target, settings.durationSec, settings.connections));
      return {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        failures: result.non2xx + result.errors + result.timeouts,
      };
    },
  };
}
