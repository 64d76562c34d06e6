/**
 * One start of `npm start`'s entry, timed from the spawn until both mocks answered a real request
 * with a 2xx that passed through Prism: the memory mock stores an anchor (201), the releases mock
 * lists events (200). Without `--serve-before-prism` the front answers 503 until its Prism listens;
 * an answer counts only when it carries what Prism's own server adds to every answer it forwards
 * (`access-control-allow-credentials: true`, which the engine never sends) and no
 * `x-contract-kit-validation: pending` marker (the engine answering while Prism starts).
 */
import { spawn } from 'node:child_process';
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
  /** Carries Prism's own CORS header, so Prism's server forwarded it. */
  viaPrism: boolean;
}

async function ask(url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return {
      code: response.status,
      pending: response.headers.has('x-contract-kit-validation'),
      viaPrism: response.headers.get('access-control-allow-credentials') === 'true',
    };
  } catch {
    return { code: 0, pending: false, viaPrism: false };
  }
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
    answer.code === status && !answer.pending && (probe.mode === 'direct' || answer.viaPrism);
  /** Polls one mock on its own until it answered through Prism; notes its first 2xx of any kind. */
  const poll = async (url: string, init: RequestInit, status: number) => {
    let anyMs: number | undefined;
    for (;;) {
      const answer = await ask(url, init);
      if (answer.code === status) anyMs ??= msSince(started);
      if (counts(answer, status)) return { ms: msSince(started), anyMs: anyMs as number };
      if (child.exitCode !== null) throw new Error(`the start exited with ${child.exitCode}: ${errors}`);
      if (msSince(started) > 120_000) throw new Error(`${url} did not answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  };
  try {
    const [memory, releases] = await Promise.all([
      poll(
        `http://127.0.0.1:${memoryPort}/v1/anchors`,
        { method: 'POST', headers: benchHeaders, body: JSON.stringify({ name: 'start', type: 'agent' }) },
        201,
      ),
      poll(`http://127.0.0.1:${releasesPort}/api/v1/events?limit=1`, {}, 200),
    ]);
    const [memoryMs, releasesMs] = [memory.ms, releases.ms];
    const firstAnswerMs =
      probe.mode === 'serve-before-prism' ? Math.max(memory.anyMs, releases.anyMs) : undefined;
    return {
      bothAnswerMs: Math.max(memoryMs, releasesMs),
      memoryMs,
      releasesMs,
      banner,
      ...(rebuilt ? { rebuilt } : {}),
      ...(firstAnswerMs === undefined ? {} : { firstAnswerMs }),
    };
  } finally {
    // The whole group, as Ctrl-C in a terminal: npm, the CLI and the Prism host.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}
