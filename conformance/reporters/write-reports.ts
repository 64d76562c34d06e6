import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import type { RunReport } from '../result.js';
import { renderCtrf } from './ctrf.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';

// src/traffic/reporters/write-reports.ts follows the same output conventions for the traffic commands
// (record, validate-traffic, snapshot, drift) and is kept apart on purpose: this file belongs to the
// suite, which may import only src/client and src/generated (biome.json) and ships compiled with
// contract-kit/conformance, so it cannot reach the traffic reporters; it renders a RunReport, not a
// FindingsReport; and it splits choosing the targets (reportTargets, which the CLI calls before the
// run starts) from writing them.

/** The reporters `--reporter` accepts. */
export const reporterNames = ['pretty', 'json', 'junit', 'html', 'ctrf', 'github'] as const;

/** One of {@link reporterNames}. */
export type ReporterName = (typeof reporterNames)[number];

/**
 * The reporters that write a file. `pretty` writes to standard output; `github` writes annotations
 * to standard output and its job summary to `$GITHUB_STEP_SUMMARY` (github.ts).
 */
export type FileReporter = Exclude<ReporterName, 'pretty' | 'github'>;

/** True for a reporter that writes a file of its own. */
export function isFileReporter(name: ReporterName): name is FileReporter {
  return name !== 'pretty' && name !== 'github';
}

/** File names inside an output directory. */
export const reportFileNames: Record<FileReporter, string> = {
  json: 'conformance.json',
  junit: 'conformance.junit.xml',
  html: 'conformance.html',
  ctrf: 'conformance.ctrf.json',
};

/** Where reports go when `--output` is not given. */
export const defaultOutputDirectory = 'conformance-report';

const renderers: Record<FileReporter, (report: RunReport) => string> = {
  json: renderJson,
  junit: renderJunit,
  html: renderHtml,
  ctrf: renderCtrf,
};

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/**
 * Decides each file reporter's destination. One file reporter and an `--output` with an extension
 * (that is not an existing directory): that file. `-`: standard output (one file reporter only).
 * Otherwise `--output` (default `conformance-report/`) is a directory holding conformance.json,
 * conformance.junit.xml, conformance.html and conformance.ctrf.json.
 * @example await reportTargets(['pretty', 'junit'], 'reports/junit.xml', cwd) // Map { junit => '/…/reports/junit.xml' }
 */
export async function reportTargets(
  reporters: readonly ReporterName[],
  output: string | undefined,
  cwd: string,
): Promise<Map<FileReporter, string>> {
  const files = [...new Set(reporters.filter(isFileReporter))];
  const targets = new Map<FileReporter, string>();
  const [only] = files;
  if (output === '-' && only) return targets.set(only, '-');
  const path = resolve(cwd, output ?? defaultOutputDirectory);
  if (files.length === 1 && only && output && extname(output) !== '' && !(await isDirectory(path))) {
    return targets.set(only, path);
  }
  for (const name of files) targets.set(name, join(path, reportFileNames[name]));
  return targets;
}

/**
 * Writes the file reports; returns what it wrote, for the CLI to mention.
 * @example await writeReports(report, targets, process.stdout)
 */
export async function writeReports(
  report: RunReport,
  targets: ReadonlyMap<FileReporter, string>,
  stdout: { write(text: string): void },
): Promise<string[]> {
  const written: string[] = [];
  for (const [name, target] of targets) {
    const text = renderers[name](report);
    if (target === '-') {
      stdout.write(text);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push(target);
  }
  return written;
}
