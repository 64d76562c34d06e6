/**
 * `npm start` until both mocks answer: spawns `npm start` on free ports (in a process group of
 * its own, so it can be stopped as Ctrl-C would), and polls both mocks with real requests until
 * the memory mock stores an anchor (201) and the releases mock lists events (200); the front
 * answers 503 while Prism is still starting, so any other answer means "not yet". Also keeps the
 * banner's own per-mock figures. Runs several times; the report takes the median.
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
  /** The banner's "ready N s after start" per mock, and Prism's share, as printed. */
  banner: string[];
  /** `npm start` found a source newer than dist/ and compiled first (others edit the tree). */
  rebuilt?: boolean;
}

const root = join(new URL('.', import.meta.url).pathname, '..');

async function status(url: string, init: RequestInit): Promise<number> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function startOnce(direct: boolean): Promise<StartRow> {
  const [memoryPort, releasesPort] = [await freePort(), await freePort()];
  const args = ['start', '--', '--memory-port', String(memoryPort), '--releases-port', String(releasesPort)];
  if (direct) args.push('--direct');
  const started = process.hrtime.bigint();
  const child = spawn('npm', args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const banner: string[] = [];
  let rebuilt = false;
  child.stderr.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('building first')) rebuilt = true;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (/ ready /.test(line)) banner.push(line.trim());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      const anchor = await status(`http://127.0.0.1:${memoryPort}/v1/anchors`, {
        method: 'POST',
        headers: benchHeaders,
        body: JSON.stringify({ name: 'start', type: 'agent' }),
      });
      const events = await status(`http://127.0.0.1:${releasesPort}/api/v1/events?limit=1`, {});
      if (anchor === 201 && events === 200) break;
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (msSince(started) > 120_000) throw new Error('npm start: the mocks did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { bothAnswerMs: msSince(started), banner, ...(rebuilt ? { rebuilt } : {}) };
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
    const row = await startOnce(false);
    log(
      `  npm start: both mocks answer after ${(row.bothAnswerMs / 1000).toFixed(2)} s${row.rebuilt ? ' (rebuilt first)' : ''}`,
    );
    prism.push(row);
    // Prism's processes take a moment to exit and free the cores.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const direct = [await startOnce(true)];
  log(
    `  npm start -- --direct: both mocks answer after ${((direct[0]?.bothAnswerMs ?? 0) / 1000).toFixed(2)} s`,
  );
  return { prism, direct };
}
