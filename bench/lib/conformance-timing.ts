import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { msSince } from './stats.js';

/** One timed conformance run. */
export interface ConformanceRow {
  /** The arguments after `contract-kit`. */
  args: string[];
  seconds: number;
  exitCode: number | null;
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Times `contract-kit conformance <args>` end to end, as a user runs it: process start, starting
 * the built-in mock, the suite, the report. `cli` is how to start the CLI (the built
 * bin/contract-kit.js, or src through tsx); the counts come from the suite's own JSON report.
 */
export async function timeConformance(cli: string[], args: string[]): Promise<ConformanceRow> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-kit-conformance-'));
  const report = join(dir, 'report.json');
  const all = [...args, '--reporter', 'json', '--output', report];
  const start = process.hrtime.bigint();
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [...cli, 'conformance', ...all], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.resume();
    child.once('exit', (code) => resolve(code));
  });
  const seconds = msSince(start) / 1000;
  let summary = { passed: 0, failed: 0, skipped: 0 };
  try {
    summary = (JSON.parse(readFileSync(report, 'utf8')) as { summary: typeof summary }).summary;
  } catch {
    // No report: the row shows the exit code, which says the run did not complete.
  }
  rmSync(dir, { recursive: true, force: true });
  return { args, seconds, exitCode, ...summary };
}
