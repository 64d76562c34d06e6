/**
 * `npm start` until both mocks answer: spawns `npm start` on free ports (in a process group of
 * its own, so it can be stopped as Ctrl-C would), and polls both mocks with real requests until
 * the memory mock stores an anchor (201) and the releases mock lists events (200); the front
 * answers 503 while Prism is still starting, so any other answer means "not yet". Also keeps the
 * banner's own per-mock figures. Runs several times; the report takes the median. With
 * `--serve-before-prism` it also notes when both first answered at all (unvalidated, marked
 * `x-contract-kit-validation: pending`) before they answered through Prism.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchHeaders } from './lib/bench-tenant.mjs';
import { freePort } from './lib/children.js';
import { msSince } from './lib/stats.js';

/** One start. Milliseconds. */
export interface StartRow {
  /** From spawning `npm start` until both mocks answered. */
  bothAnswerMs: number;
  /** The banner's "ready N s after start" (and "validated from") per mock, and Prism's share, as printed. */
  banner: string[];
  /** `npm start` found a source newer than dist/ and compiled first (others edit the tree). */
  rebuilt?: boolean;
  /** With `--serve-before-prism`: from spawning until both mocks answered, validated or not. */
  firstAnswerMs?: number;
}

type Mode = 'prism' | 'direct' | 'serve-before-prism';

const root = join(new URL('.', import.meta.url).pathname, '..');

/** The status, and whether the answer skipped Prism (`--serve-before-prism` while Prism starts). */
async function status(url: string, init: RequestInit): Promise<{ code: number; pending: boolean }> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { code: response.status, pending: response.headers.has('x-contract-kit-validation') };
  } catch {
    return { code: 0, pending: false };
  }
}

async function startOnce(mode: Mode): Promise<StartRow> {
  const [memoryPort, releasesPort] = [await freePort(), await freePort()];
  const args = ['start', '--', '--memory-port', String(memoryPort), '--releases-port', String(releasesPort)];
  if (mode !== 'prism') args.push(`--${mode}`);
  const started = process.hrtime.bigint();
  const child = spawn('npm', args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const banner: string[] = [];
  let rebuilt = false;
  child.stderr.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('building first')) rebuilt = true;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/ ready | validated from /.test(line)) banner.push(line.trim());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let firstAnswerMs: number | undefined;
  try {
    for (;;) {
      const anchor = await status(`http://127.0.0.1:${memoryPort}/v1/anchors`, {
        method: 'POST',
        headers: benchHeaders,
        body: JSON.stringify({ name: 'start', type: 'agent' }),
      });
      const events = await status(`http://127.0.0.1:${releasesPort}/api/v1/events?limit=1`, {});
      const answered = anchor.code === 201 && events.code === 200;
      if (answered && mode === 'serve-before-prism') firstAnswerMs ??= msSince(started);
      if (answered && !anchor.pending && !events.pending) break;
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (msSince(started) > 120_000) throw new Error('npm start: the mocks did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return {
      bothAnswerMs: msSince(started),
      banner,
      ...(rebuilt ? { rebuilt } : {}),
      ...(firstAnswerMs === undefined ? {} : { firstAnswerMs }),
    };
  } finally {
    // The whole group, as Ctrl-C in a terminal: npm, the CLI and both Prism processes.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}

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
    const row = await startOnce('prism');
    log(
      `  npm start: both mocks answer after ${(row.bothAnswerMs / 1000).toFixed(2)} s${row.rebuilt ? ' (rebuilt first)' : ''}`,
    );
    prism.push(row);
    // Prism's processes take a moment to exit and free the cores.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const direct = [await startOnce('direct')];
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
    const row = await startOnce('serve-before-prism');
    log(
      `  npm start -- --serve-before-prism: both answer after ${((row.firstAnswerMs ?? 0) / 1000).toFixed(2)} s, through Prism after ${(row.bothAnswerMs / 1000).toFixed(2)} s`,
    );
    rows.push(row);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return rows;
}
