import { readFile } from 'node:fs/promises';
import { type CommandIo, streamsOf } from '../traffic/command-io.js';
import { countFindings, type FindingsReport } from '../traffic/finding.js';
import { HarFormatError, readHar } from '../traffic/read-har.js';
import { readReporters, writeFindingsReports } from '../traffic/reporters/write-reports.js';
import { createTrafficValidator } from '../traffic/validate-exchange.js';
import { UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';
import { readApi } from './record.js';

/** Help text of `contract-kit validate-traffic`. */
export const validateTrafficUsage = `Usage: contract-kit validate-traffic FILE.har [--api memory|releases] [--reporter NAME] [--output PATH]

Checks recorded traffic offline: every exchange of a HAR file (from contract-kit record, or
exported from a browser's dev tools) is validated against the API's OpenAPI document, request and
response. Requests of neither API (pages, scripts) are skipped. Each violation is labelled
documented-rule (the service's description states it) or inferred-decision (an x-inferred part).

Options:
  --api NAME         memory or releases; default: picked per exchange by its path
  --reporter NAME    pretty (default), json, junit, html; repeatable or comma-separated
  --output PATH      one file reporter and a PATH with an extension: that file; "-": stdout;
                     otherwise a directory with validate-traffic.json, .junit.xml, .html
                     (default ./validate-traffic-report)
  -h, --help         show this help

Exit codes: 0 no violations, 1 violations, 2 usage error or a file that is not a HAR log.`;

const parse = (args: string[]) => parseFlags(args, flags);

const flags = {
  api: { type: 'string' },
  reporter: { type: 'string', multiple: true },
  output: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readOptions(argv: string[]) {
  try {
    const { values, positionals } = parse(argv);
    if (values.help) return 'help' as const;
    const [file, extra] = positionals;
    if (file === undefined) throw new UsageError('which HAR file? give its path');
    if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
    return {
      file,
      api: readApi(values.api),
      reporters: readReporters(values.reporter),
      output: values.output,
    };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/** The exchanges of a HAR file; a missing file or one that is not a HAR log is a usage error. */
async function loadHar(file: string): Promise<ReturnType<typeof readHar>> {
  try {
    return readHar(await readFile(file, 'utf8'));
  } catch (error) {
    if (!(error instanceof HarFormatError) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
}

/**
 * `contract-kit validate-traffic FILE.har`: validates every exchange and writes the reports.
 * @example process.exitCode = await runValidateTrafficCommand(['session.har', '--reporter', 'junit'])
 * @see ../../README.md "Traffic: record, validate, snapshot, drift"
 */
export async function runValidateTrafficCommand(argv: string[], io: CommandIo = {}): Promise<number> {
  const { stdout, stderr, cwd } = streamsOf(io);
  const options = readOptions(argv);
  if (options === 'help') {
    stdout.write(`${validateTrafficUsage}\n`);
    return 0;
  }
  const { file, api, reporters } = options;
  const exchanges = await loadHar(file);
  const report: FindingsReport = {
    command: 'validate-traffic',
    title: `${file}: ${exchanges.length} exchanges, API ${api ?? 'by path'}`,
    startedAt: new Date().toISOString(),
    cases: exchanges.map(createTrafficValidator(api)),
    failOn: ['documented', 'inferred'],
  };
  const counts = countFindings(report);
  if (counts.cases === counts.skipped)
    stderr.write(`contract-kit validate-traffic: ${file} holds no exchange of either API\n`);
  const written = await writeFindingsReports(report, reporters, options.output, cwd, stdout);
  if (reporters.includes('pretty')) for (const path of written) stdout.write(`report: ${path}\n`);
  return counts.failing > 0 ? 1 : 0;
}
