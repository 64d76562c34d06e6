import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import type { FindingsReport } from '../finding.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderPretty } from './pretty.js';

/** The reporters `--reporter` accepts, as for `contract-kit conformance`. */
export const reporterNames = ['pretty', 'json', 'junit', 'html'] as const;

/** One of {@link reporterNames}. */
export type ReporterName = (typeof reporterNames)[number];

type FileReporter = Exclude<ReporterName, 'pretty'>;

const renderers: Record<FileReporter, (report: FindingsReport) => string> = {
  json: renderJson,
  junit: renderJunit,
  html: renderHtml,
};

const extensions: Record<FileReporter, string> = { json: 'json', junit: 'junit.xml', html: 'html' };

/**
 * Prints and writes the chosen reports with the conformance command's conventions: pretty to
 * stdout; one file reporter and an `--output` with an extension: that file; `-`: stdout;
 * otherwise `--output` (default `./<command>-report`) is a directory of `<command>.json`,
 * `<command>.junit.xml`, `<command>.html`. Resolves with the paths written.
 * @example await writeFindingsReports(report, ['pretty', 'junit'], 'out/drift.xml', process.cwd(), process.stdout)
 */
export async function writeFindingsReports(
  report: FindingsReport,
  reporters: readonly ReporterName[],
  output: string | undefined,
  cwd: string,
  stdout: { write(text: string): void },
): Promise<string[]> {
  if (reporters.includes('pretty')) stdout.write(renderPretty(report));
  const files = reporters.filter((name): name is FileReporter => name !== 'pretty');
  const written: string[] = [];
  const base = resolve(cwd, output ?? `${report.command}-report`);
  const single = files.length === 1 && output !== undefined && extname(output) !== '';
  const isDirectory = await stat(base).then(
    (s) => s.isDirectory(),
    () => false,
  );
  for (const name of files) {
    const text = renderers[name](report);
    if (output === '-') {
      stdout.write(text);
      continue;
    }
    const target = single && !isDirectory ? base : join(base, `${report.command}.${extensions[name]}`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push(target);
  }
  return written;
}

/**
 * Reads `--reporter` values (repeatable or comma-separated); throws a plain Error for an unknown one.
 * @example readReporters(['pretty,json']) // ['pretty', 'json']
 */
export function readReporters(given: readonly string[] | undefined): ReporterName[] {
  const names = (given ?? ['pretty']).flatMap((value) => value.split(',').map((name) => name.trim()));
  for (const name of names) {
    if (!(reporterNames as readonly string[]).includes(name))
      throw new Error(`--reporter must be one of ${reporterNames.join(', ')}, got "${name}"`);
  }
  return [...new Set(names as ReporterName[])];
}
