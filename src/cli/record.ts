import { resolve } from 'node:path';
import { inertText } from '../client/inert-text.js';
import { packageVersion } from '../server/package-root.js';
import { type ApiName, apiNames } from '../traffic/api-of.js';
import { type CommandIo, httpUrl, streamsOf, untilSignal } from '../traffic/command-io.js';
import { countFindings, type FindingsReport, type ReportCase } from '../traffic/finding.js';
import { startRecordProxy } from '../traffic/record-proxy.js';
import { renderPretty } from '../traffic/reporters/pretty.js';
import { parsePort, UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

type Writer = { write(text: string): void };

/** Help text of `contract-kit record`. */
export const recordUsage = `Usage: contract-kit record --upstream URL [--port N] [--har FILE] [--api memory|releases] [--allowed-host NAME]

A proxy on 127.0.0.1 in front of a real deployment. It forwards every request unchanged,
validates each request and response against the API's OpenAPI document (ajv, level kit; each
problem is labelled documented-rule or inferred-decision), prints violations as they happen and
keeps a HAR 1.2 file of the session. Point your app or curl at the proxy as its base URL (it is
not a forward proxy: \`curl -x\`, \`OPTIONS *\` and CONNECT get 400); stop with Ctrl-C.
A request whose Host is not localhost, *.localhost, an IP address or an --allowed-host name gets
403, so a web page cannot reach the proxy through DNS rebinding.

Options:
  --upstream URL   the deployment to forward to (required)
  --port N         port to listen on (default 8080; 0 picks a free one)
  --har FILE       HAR file, rewritten after every exchange (default ./traffic.har)
  --api NAME       memory or releases; default: picked per request by its path
  --allowed-host NAME  a Host name to serve besides localhost and IP addresses (a container's
                   service name); repeatable
  -h, --help       show this help

Exit codes: 0 no violations, 1 violations were seen, 2 usage error.`;

const parse = (args: string[]) => parseFlags(args, flags);

const flags = {
  upstream: { type: 'string' },
  port: { type: 'string' },
  har: { type: 'string' },
  api: { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * `contract-kit record`: runs the recording proxy until SIGINT/SIGTERM (or `io.until`), then
 * prints the summary. Resolves with 1 when any exchange broke the document.
 * @example process.exitCode = await runRecordCommand(['--upstream', 'https://releases.example.com'])
 * @see ../../README.md "Traffic: record, validate, snapshot, drift"
 */
export async function runRecordCommand(argv: string[], io: CommandIo = {}): Promise<number> {
  const { stdout, stderr, cwd } = streamsOf(io);
  const options = readOptions(argv);
  if (options === 'help') {
    stdout.write(`${recordUsage}\n`);
    return 0;
  }
  const harFile = resolve(cwd, options.har);
  const until = io.until ?? untilSignal();
  const proxy = await startRecordProxy({
    upstream: options.upstream,
    port: options.port,
    harFile,
    version: packageVersion(),
    ...(options.api ? { api: options.api } : {}),
    allowedHosts: options.allowedHosts,
    onCase: (item) => printLive(item, stdout, stderr),
    onRefused: (line) => stderr.write(`refused: ${inertText(line)}\n`),
  });
  stdout.write(`contract-kit record: ${proxy.url} → ${options.upstream} · HAR ${harFile} · Ctrl-C stops\n`);
  io.onListening?.(proxy.url);
  await until;
  await proxy.close();
  const report: FindingsReport = {
    command: 'record',
    title: `${proxy.url} → ${options.upstream}`,
    startedAt: new Date().toISOString(),
    cases: proxy.cases(),
    failOn: ['documented', 'inferred'],
  };
  stdout.write(renderPretty(report));
  stdout.write(`HAR: ${harFile} (${proxy.cases().length} entries)\n`);
  return countFindings(report).failing > 0 ? 1 : 0;
}

/** One line per exchange as it happens; its violations on stderr, so they stand out. */
function printLive(item: ReportCase, stdout: Writer, stderr: Writer): void {
  const status = item.findings.length === 0 ? 'ok' : `${item.findings.length} violation(s)`;
  // The exchange's path and its violations quote the client and the upstream: one inert line each.
  stdout.write(`${inertText(`${item.name}  ${item.detail}  ${item.skipped ?? status}`)}\n`);
  for (const f of item.findings) stderr.write(`    ✗ ${inertText(`[${f.label}] ${f.rule}: ${f.message}`)}\n`);
}

function readOptions(argv: string[]) {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
    if (parsed.values.help) return 'help' as const;
    if (parsed.positionals.length > 0) throw new UsageError(`unexpected argument "${parsed.positionals[0]}"`);
    const { values } = parsed;
    return {
      upstream: httpUrl(values.upstream, '--upstream'),
      port: parsePort(values.port ?? '8080', '--port'),
      har: values.har ?? 'traffic.har',
      api: readApi(values.api),
      allowedHosts: values['allowed-host'] ?? [],
    };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/**
 * `--api` when given; a plain Error (turned into a usage error) for anything but memory or releases.
 * @example readApi('releases') // 'releases'
 */
export function readApi(value: string | undefined): ApiName | undefined {
  if (value === undefined) return undefined;
  if (!(apiNames as readonly string[]).includes(value))
    throw new UsageError(`--api must be memory or releases, got "${value}"`);
  return value as ApiName;
}
