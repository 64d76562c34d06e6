/**
 * Progress while waiting, as a CI log shows it: the built CLI, spawned with pipes (no TTY), prints a
 * line naming the route, how long it has waited and the timeout within a couple of seconds of a
 * request that gets no answer, during the preflight and during a check; a healthy run prints none.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { json } from '../conformance/breakers.js';
import { releasesEngine } from '../conformance/engines.js';
import { serveEngine } from '../conformance/serve-engine.js';
import { serveFault, withFault } from './fault-servers.js';
import { ensureBuilt } from './run-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

beforeAll(() => ensureBuilt(), 180_000);

/** One line of stderr and when it came, in ms after the spawn. */
interface Line {
  at: number;
  text: string;
}

/** Spawns the CLI and collects stderr line by line with its arrival time, until it exits. */
function runTimed(
  args: string[],
): Promise<{ code: number | null; lines: Line[]; stdout: string; headerAt: number | undefined }> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'bin/contract-kit.js'), ...args], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  let partial = '';
  let stdout = '';
  let headerAt: number | undefined;
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    // The pretty header is printed when the run starts, before its first request.
    if (headerAt === undefined && stdout.includes('\n')) headerAt = Date.now() - started;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) lines.push({ at: Date.now() - started, text });
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(killer);
      resolve({ code, lines, stdout, headerAt });
    });
  });
}

const waiting = (lines: Line[]) => lines.filter((line) => line.text.includes('waiting: '));

describe.concurrent('a line while a request waits', { timeout: 100_000 }, () => {
  test('a server that accepts the connection and never answers: a line within 5 s, in the preflight', async () => {
    const served = await serveFault('hang');
    try {
      const run = await runTimed(['conformance', 'releases', '--base-url', served.url]);
      const first = waiting(run.lines)[0];
      // Within 5 s of the run's start (its header); the CLI's own start-up is the machine's, and
      // this machine is shared, so from the spawn it gets a looser bound.
      expect((first?.at ?? Number.POSITIVE_INFINITY) - (run.headerAt ?? 0)).toBeLessThan(5_000);
      expect(first?.at).toBeLessThan(15_000);
      expect(first?.text).toMatch(
        /^contract-kit conformance: waiting: preflight: GET \/api\/v1\/sources has had no complete answer for 2 s \(timeout 10 s\)$/,
      );
      // Every line is a wait line or the verdict: nothing else on a CI log.
      const others = run.lines.filter((line) => !line.text.includes('waiting: '));
      expect(others.map((line) => line.text)).toEqual([
        expect.stringMatching(
          /could not judge .* \(no-answer\): .*accepted the connection but sent nothing in 10 s/,
        ),
      ]);
      // Two routes of 10 s each, a line at 2 s and 7 s of each: four in all, not one a second.
      expect(waiting(run.lines)).toHaveLength(4);
      expect(run.code).toBe(3);
    } finally {
      await served.close();
    }
  });

  test('a route that stops answering mid-run: the line names the check, the route and the timeout', async () => {
    const engine = await serveEngine(releasesEngine());
    const served = await withFault(engine.url, 'hang', (request) =>
      (request.url ?? '').startsWith('/api/v1/sources/987654321'),
    );
    try {
      const run = await runTimed([
        ...['conformance', 'releases', '--base-url', served.url, '--timeout', '4000'],
        ...['--only', 'REL-SOURCE-404', '--reporter', 'json', '--output', '-'],
      ]);
      expect(waiting(run.lines).map((line) => line.text)).toEqual([
        'contract-kit conformance: waiting: REL-SOURCE-404: GET /api/v1/sources/{id}/events has had no complete answer for 2 s (timeout 4 s)',
      ]);
      expect(run.code).toBe(1);
    } finally {
      await served.close();
      await engine.close();
    }
  });

  test('a 429 waited out: the line names the route and when it is sent again', async () => {
    let limited = false;
    const engine = await serveEngine(releasesEngine(), {
      request: (request) => {
        if (limited) return request;
        limited = true;
        return json(429, { error: 'rate_limited', message: 'slow down' }, { 'retry-after': '3' });
      },
    });
    try {
      const run = await runTimed([
        ...['conformance', 'releases', '--base-url', engine.url],
        ...['--only', 'REL-API-INFO', '--reporter', 'json', '--output', '-'],
      ]);
      expect(waiting(run.lines).map((line) => line.text)).toEqual([
        'contract-kit conformance: waiting: preflight: GET /api/v1/sources answered 429 (rate-limited); sending it again in 3 s',
      ]);
      expect(run.code).toBe(0);
    } finally {
      await engine.close();
    }
  });

  test('a healthy run prints no wait line', async () => {
    const engine = await serveEngine(releasesEngine());
    try {
      const run = await runTimed([
        ...['conformance', 'releases', '--base-url', engine.url],
        ...['--only', 'REL-API-INFO,REL-OFFSET', '--reporter', 'json', '--output', '-'],
      ]);
      expect(JSON.parse(run.stdout).results).toHaveLength(2);
      expect(waiting(run.lines)).toEqual([]);
      expect(run.code).toBe(0);
    } finally {
      await engine.close();
    }
  });
});
