/**
 * One start of `npm start`'s entry, timed from the spawn until both mocks answered a real request
 * with a 2xx that passed through Prism: the memory mock stores an anchor (201), the releases mock
 * lists events (200). Without `--serve-before-prism` the front answers 503 until its Prism listens;
 * an answer counts only when it carries what Prism's own server adds to every answer it forwards
 * (`access-control-allow-credentials: true`, which the engine never sends) and no
 * `x-contract-kit-validation: pending` marker (the engine answering while Prism starts).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { benchHeaders } from './bench-tenant.mjs';
import { freePort } from './children.js';
import { msSince } from './stats.js';

/** One start. Milliseconds from the spawn. */
export interface StartRow {
  /** Until both mocks answered through Prism. */
  bothAnswerMs: number;
  /** Until the memory mock, and the releases mock, first answered through Prism. */
  memoryMs: number;
  releasesMs: number;
  /** The banner's "ready N s after start" (and "validated from") per mock, and Prism's share, as printed. */
  banner: string[];
  /** The entry found a source newer than the build and compiled first (others edit the tree). */
  rebuilt?: boolean;
  /** With `--serve-before-prism`: until both mocks answered, validated or not. */
  firstAnswerMs?: number;
  /**
   * CPU time (user + system) the start's processes had used when both had answered: the Prism
   * host (or hosts) and everything else (npm, the CLI). Linux only (read from /proc). Steadier than
   * wall time on a shared machine: other work delays a start without adding to its CPU time.
   */
  cpuMs?: { prism: number; rest: number };
}

/** What to start. */
export interface StartProbe {
  /** A checkout with its build in dist/ (and node_modules). */
  dir: string;
  /** `prism` (the default mode), `direct`, or `serve-before-prism`. */
  mode: 'prism' | 'direct' | 'serve-before-prism';
  /** Through `npm start` (npm's own start-up included) instead of `node scripts/start.mjs`. */
  viaNpm: boolean;
}

interface Answer {
  code: number;
  /** Answered by the engine while Prism starts (`--serve-before-prism`). */
  pending: boolean;
}

/**
 * One request with node:http, not fetch: the probe shares the two cores with the start it times,
 * and fetch costs it several times the CPU (undici's load, and per request).
 */
function ask(port: number, method: string, path: string, body?: string): Promise<Answer> {
  const headers = body === undefined ? {} : { ...benchHeaders, 'content-length': String(body.length) };
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (answer) => {
        answer.resume();
        answer.once('end', () =>
          resolve({
            code: answer.statusCode ?? 0,
            pending: answer.headers['x-contract-kit-validation'] !== undefined,
          }),
        );
        answer.once('error', () => resolve({ code: 0, pending: false }));
      },
    );
    request.setTimeout(10_000, () => request.destroy());
    request.once('error', () => resolve({ code: 0, pending: false }));
    request.end(body);
  });
}

/** CPU ms of `pid` and every process below it, Prism's host apart; undefined off Linux. */
function cpuOfTree(pid: number): { prism: number; rest: number } | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = new Map<number, { parent: number; ms: number; prism: boolean }>();
  for (const name of entries) {
    try {
      // Fields after the command's closing parenthesis: state, ppid, ..., utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      // Clock ticks of 10 ms: the USER_HZ of every Linux this runs on.
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      stats.set(Number(name), { parent: Number(fields[1]), ms, prism: command.includes('createServer.js') });
    } catch {
      // The process ended meanwhile.
    }
  }
  const total = { prism: 0, rest: 0 };
  const add = (id: number) => {
    const stat = stats.get(id);
    if (stat === undefined) return;
    if (stat.prism) total.prism += stat.ms;
    else total.rest += stat.ms;
    for (const [child, s] of stats) if (s.parent === id) add(child);
  };
  add(pid);
  return total;
}

/**
 * Starts the entry on two free ports, waits as described above, then stops its whole process
 * group as Ctrl-C would, and resolves once it has exited.
 * @example const row = await startOnce({ dir: root, mode: 'prism', viaNpm: false })
 */
export async function startOnce(probe: StartProbe): Promise<StartRow> {
  const [memoryPort, releasesPort] = [await freePort(), await freePort()];
  const ports = ['--memory-port', String(memoryPort), '--releases-port', String(releasesPort)];
  if (probe.mode !== 'prism') ports.push(`--${probe.mode}`);
  const [command, args] = probe.viaNpm
    ? ['npm', ['start', '--', ...ports]]
    : [process.execPath, [join(probe.dir, 'scripts', 'start.mjs'), ...ports]];
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: probe.dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const banner: string[] = [];
  let rebuilt = false;
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2_000);
    if (chunk.toString().includes('building first')) rebuilt = true;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/ ready | validated from /.test(line)) banner.push(line.trim());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Direct mode has no Prism: any 2xx counts there.
  const counts = (answer: Answer, status: number) =>
    // In Prism mode the front answers 503 until Prism listens, and with --serve-before-prism marks
    // the engine's own answers pending: any other answer with the status came through Prism.
    answer.code === status && !answer.pending;
  /** Polls one mock on its own until it answered through Prism; notes its first 2xx of any kind. */
  const poll = async (port: number, method: string, path: string, status: number, body?: string) => {
    let anyMs: number | undefined;
    for (;;) {
      const answer = await ask(port, method, path, body);
      if (answer.code === status) anyMs ??= msSince(started);
      if (counts(answer, status)) return { ms: msSince(started), anyMs: anyMs as number };
      if (child.exitCode !== null) throw new Error(`the start exited with ${child.exitCode}: ${errors}`);
      if (msSince(started) > 120_000) throw new Error(`${path} did not answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  };
  try {
    const [memory, releases] = await Promise.all([
      poll(memoryPort, 'POST', '/v1/anchors', 201, JSON.stringify({ name: 'start', type: 'agent' })),
      poll(releasesPort, 'GET', '/api/v1/events?limit=1', 200),
    ]);
    const [memoryMs, releasesMs] = [memory.ms, releases.ms];
    const firstAnswerMs =
      probe.mode === 'serve-before-prism' ? Math.max(memory.anyMs, releases.anyMs) : undefined;
    const cpuMs = child.pid === undefined ? undefined : cpuOfTree(child.pid);
    return {
      bothAnswerMs: Math.max(memoryMs, releasesMs),
      memoryMs,
      releasesMs,
      banner,
      ...(rebuilt ? { rebuilt } : {}),
      ...(firstAnswerMs === undefined ? {} : { firstAnswerMs }),
      ...(cpuMs === undefined ? {} : { cpuMs }),
    };
  } finally {
    // The whole group, as Ctrl-C in a terminal: npm, the CLI and the Prism host.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}
