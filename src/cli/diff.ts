import { inertText } from '../client/inert-text.js';
import {
  type Change,
  DocumentError,
  diffDocuments,
  type Format,
  formats,
  loadDocument,
  RefError,
  renderReport,
  WorkLimitError,
  type WorkLimits,
} from '../diff/index.js';
import { openapiPath } from '../server/package-root.js';
import { type CommandIo, streamsOf } from '../traffic/command-io.js';
import { UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

/** Help text of `contract-kit diff`. */
export const diffUsage = `Usage: contract-kit diff OLD NEW [--format text|markdown|json] [--fail-on WHO]

Lists every change between two OpenAPI 3.x documents and whom it breaks:
  clients       programs using the typed client or the generated types: a request got stricter,
                a response got looser or lost a field, an operation or a status was removed
  deployments   services judged by the document: a response got stricter
  compatible    everything else (additions, descriptions, a request that got looser)

OLD and NEW are each one of:
  PATH                 a YAML or JSON file
  git:REF:PATH         PATH as revision REF has it (git show REF:PATH; PATH from the repository's
                       root, or ./PATH from the current directory), e.g. git:v1.0.0:openapi/memory.yaml
  http(s)://...        a document a deployment publishes, e.g. https://api.example.com/openapi.json
  kit:memory, kit:releases   the document this contract-kit ships

Options:
  --format NAME   text (default), markdown (a pull-request comment) or json
  --fail-on WHO   exit 1 on changes breaking: any (default), clients, deployments, or none
  -h, --help      show this help

Examples:
  contract-kit diff git:v1.0.0:openapi/memory.yaml openapi/memory.yaml
  contract-kit diff kit:memory https://memory.example.com/openapi.json --fail-on deployments

Exit codes: 0 nothing breaks, 1 a change breaks (see --fail-on), 2 usage error, a document that
cannot be loaded (missing file, unknown revision, failed download, a redirect to another origin, not
OpenAPI 3, a $ref to nowhere), or documents that need more work than any real pair (a refusal).`;

const flags = {
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const failOnValues = ['any', 'clients', 'deployments', 'none'] as const;
type FailOn = (typeof failOnValues)[number];

function readOptions(argv: string[]) {
  const { values, positionals } = parseFlags(argv, flags);
  if (values.help) return 'help' as const;
  const [oldSource, newSource, extra] = positionals;
  if (oldSource === undefined || newSource === undefined) throw new UsageError('give two documents: OLD NEW');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const format = values.format ?? 'text';
  if (!(formats as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${formats.join(', ')}, got "${format}"`);
  }
  const failOn = values['fail-on'] ?? 'any';
  if (!(failOnValues as readonly string[]).includes(failOn)) {
    throw new UsageError(`--fail-on must be one of ${failOnValues.join(', ')}, got "${failOn}"`);
  }
  return { oldSource, newSource, format: format as Format, failOn: failOn as FailOn };
}

/** `kit:memory` and `kit:releases` name the documents shipped with the package; anything else is the loader's. */
function locate(source: string): string {
  if (source === 'kit:memory' || source === 'kit:releases')
    return openapiPath(source.slice(4) as 'memory' | 'releases');
  if (source.startsWith('kit:'))
    throw new UsageError(`"${source}": the kit ships kit:memory and kit:releases`);
  return source;
}

const fails = (change: Change, failOn: FailOn) =>
  failOn === 'any' ? change.breaks.length > 0 : failOn !== 'none' && change.breaks.includes(failOn);

/**
 * `contract-kit diff OLD NEW`: prints every change with whom it breaks; resolves with the exit code.
 * @example process.exitCode = await runDiffCommand(['git:v1.0.0:openapi/memory.yaml', 'openapi/memory.yaml'])
 * @see ../../docs/contract-diff.md
 */
export async function runDiffCommand(
  argv: string[],
  io: CommandIo & { fetch?: typeof fetch; limits?: WorkLimits } = {},
): Promise<number> {
  const { stdout, stderr, cwd } = streamsOf(io);
  const options = readOptions(argv);
  if (options === 'help') {
    stdout.write(`${diffUsage}\n`);
    return 0;
  }
  try {
    const load = (source: string) =>
      loadDocument(locate(source), { cwd, ...(io.fetch ? { fetch: io.fetch } : {}) });
    const [oldDocument, newDocument] = await Promise.all([load(options.oldSource), load(options.newSource)]);
    const changes = diffDocuments(oldDocument, newDocument, io.limits);
    stdout.write(renderReport({ old: options.oldSource, new: options.newSource, changes }, options.format));
    return changes.some((change) => fails(change, options.failOn)) ? 1 : 0;
  } catch (error) {
    const known =
      error instanceof DocumentError || error instanceof RefError || error instanceof WorkLimitError;
    if (!known) throw error;
    // A parse error quotes the document: one inert line in the log.
    stderr.write(`contract-kit diff: ${inertText(error.message)}\n`);
    return 2;
  }
}
