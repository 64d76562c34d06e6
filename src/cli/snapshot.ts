import { resolve } from 'node:path';
import { inertText } from '../client/inert-text.js';
import { packageVersion } from '../server/package-root.js';
import { type CommandIo, httpUrl, streamsOf } from '../traffic/command-io.js';
import { progressPath } from '../traffic/snapshot-progress.js';
import { snapshotReleases } from '../traffic/snapshot-releases.js';
import { UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

/** Help text of `contract-kit snapshot`. */
export const snapshotUsage = `Usage: contract-kit snapshot releases --base-url URL --out FILE [--rate N] [--resume]

Copies a Dependency Release Tracking deployment into a dataset file: every source
(active_only=false) and every event, 100 a page, politely (at most N requests a second, 429
Retry-After honoured, 5xx retried). The file is checked with the mock's own dataset validator and
is what "contract-kit mock releases --releases-data FILE" and createReleasesHandlers({ data }) take.

Options:
  --base-url URL   the deployment (required)
  --out FILE       the dataset to write (required); progress is kept in FILE.partial meanwhile
  --rate N         most requests per second (default 2; fractions allowed, e.g. 0.5)
  --resume         continue an interrupted snapshot from FILE.partial
  -h, --help       show this help

Exit codes: 0 written, 1 the deployment failed or its data is not a valid dataset, 2 usage error.`;

const flags = {
  'base-url': { type: 'string' },
  out: { type: 'string' },
  rate: { type: 'string' },
  resume: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readOptions(argv: string[], cwd: string) {
  try {
    const { values, positionals } = parseFlags(argv, flags);
    if (values.help) return 'help' as const;
    if (positionals[0] !== 'releases')
      throw new UsageError('only the releases API has a dataset: contract-kit snapshot releases ...');
    if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
    if (values.out === undefined) throw new UsageError('--out FILE is required');
    const rate = Number(values.rate ?? '2');
    if (!(rate > 0 && rate <= 100))
      throw new UsageError(`--rate must be a number above 0 and at most 100, got "${values.rate}"`);
    const baseUrl = httpUrl(values['base-url'], '--base-url');
    return { baseUrl, out: resolve(cwd, values.out), rate, resume: values.resume === true };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/**
 * `contract-kit snapshot releases`: writes the deployment's dataset to `--out`.
 * @example process.exitCode = await runSnapshotCommand(['releases', '--base-url', url, '--out', 'releases.json'])
 * @see ../../README.md "Traffic: record, validate, snapshot, drift"
 */
export async function runSnapshotCommand(argv: string[], io: CommandIo = {}): Promise<number> {
  const { stdout, stderr, cwd } = streamsOf(io);
  const options = readOptions(argv, cwd);
  if (options === 'help') {
    stdout.write(`${snapshotUsage}\n`);
    return 0;
  }
  stdout.write(
    `contract-kit snapshot releases: ${options.baseUrl} → ${options.out} (at most ${options.rate} requests/s)\n`,
  );
  try {
    const result = await snapshotReleases({
      ...options,
      userAgent: `contract-kit/${packageVersion()} snapshot`,
      // Retry lines quote the deployment's answers and links: inert, one line each.
      log: (line) => stderr.write(`${inertText(line)}\n`),
    });
    const { sources, events } = result.data;
    stdout.write(
      `wrote ${sources.length} sources and ${events.length} events in ${result.requests} requests` +
        `${result.resumed ? ' (resumed)' : ''}${result.dropped > 0 ? `; ${result.dropped} events dropped` : ''}\n` +
        `serve it: contract-kit mock releases --releases-data ${options.out}\n`,
    );
    return 0;
  } catch (error) {
    stderr.write(`contract-kit snapshot: ${inertText((error as Error).message)}\n`);
    stderr.write(`progress so far is in ${progressPath(options.out)}; run again with --resume to continue\n`);
    return 1;
  }
}
