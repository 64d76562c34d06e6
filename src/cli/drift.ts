import { readFile } from 'node:fs/promises';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import type { Engine } from '../engine/engine.js';
import { createMemoryEngine } from '../engine/memory/create-memory-engine.js';
import { createReleasesEngine } from '../engine/releases/create-releases-engine.js';
import { validateReleasesData } from '../engine/releases/validate-releases-data.js';
import { importPeer, peers } from '../server/optional-peer.js';
import { openapiPath } from '../server/package-root.js';
import { type CommandIo, httpUrl, streamsOf } from '../traffic/command-io.js';
import { memoryScenario } from '../traffic/drift/memory-scenario.js';
import { releasesScenario } from '../traffic/drift/releases-scenario.js';
import { runDrift } from '../traffic/drift/run-drift.js';
import { createEngineSide, createHttpSide } from '../traffic/drift/sides.js';
import { countFindings } from '../traffic/finding.js';
import { readReporters, writeFindingsReports } from '../traffic/reporters/write-reports.js';
import { UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

/** Help text of `contract-kit drift`. */
export const driftUsage = `Usage:
  contract-kit drift memory --base-url URL --api-key KEY --workspace ID [options]
  contract-kit drift releases --base-url URL [--releases-data FILE] [options]

Runs one scripted scenario against the kit's own engine (in this process) and against the
deployment: the same requests, each side with its own credentials and the ids its own answers
gave it. Reports every difference per step (status, body shape, headers the document names,
values that should agree) and labels it: documented rule (one side is wrong) or inferred decision
of the kit (the x-inferred mark in openapi/*.yaml the mock might change).

Options:
  --base-url URL        the deployment (required)
  --api-key KEY         memory: the key to act with             CONFORMANCE_API_KEY
  --workspace ID        memory: a workspace the key may use     CONFORMANCE_WORKSPACE
  --releases-data FILE  releases: the kit's dataset (e.g. from contract-kit snapshot); counts and
                        pages are compared only when both sides serve the same sources
  --reporter NAME       pretty (default), json, junit, html; repeatable or comma-separated
  --output PATH         one file reporter and a PATH with an extension: that file; "-": stdout;
                        otherwise a directory with drift.json, drift.junit.xml, drift.html
                        (default ./drift-report)
  --timeout MS          per-request timeout (default 30000)
  -h, --help            show this help

Against a memory deployment the scenario creates one anchor ("ck-drift anchor") and a few atoms
in the given workspace, and sends one feedback; releases is read-only.

Exit codes: 0 no documented-rule drift (inferred-decision drift is reported only), 1 documented
drift or a step without an answer, 2 usage error or swagger-parser missing (an optional peer
dependency: npm install --save-dev @apidevtools/swagger-parser@13.1.0).`;

const flags = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  workspace: { type: 'string' },
  'releases-data': { type: 'string' },
  reporter: { type: 'string', multiple: true },
  output: { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Env = Record<string, string | undefined>;

function readOptions(argv: string[], env: Env) {
  try {
    const { values, positionals } = parseFlags(argv, flags);
    if (values.help) return 'help' as const;
    const [api, extra] = positionals;
    if (api !== 'memory' && api !== 'releases')
      throw new UsageError('which API? use drift memory or drift releases');
    if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
    const apiKey = values['api-key'] ?? env.CONFORMANCE_API_KEY;
    const workspace = values.workspace ?? env.CONFORMANCE_WORKSPACE;
    if (api === 'memory' && (!apiKey || !workspace))
      throw new UsageError(
        'drift memory needs --api-key and --workspace (or CONFORMANCE_API_KEY, CONFORMANCE_WORKSPACE)',
      );
    if (api === 'memory' && values['releases-data'])
      throw new UsageError('--releases-data applies to drift releases only');
    const timeoutMs = Number(values.timeout ?? '30000');
    if (!(Number.isInteger(timeoutMs) && timeoutMs > 0))
      throw new UsageError(`--timeout must be a whole number of milliseconds, got "${values.timeout}"`);
    return {
      ...{
        api: api as 'memory' | 'releases',
        baseUrl: httpUrl(values['base-url'], '--base-url'),
        timeoutMs,
        output: values.output,
      },
      ...{
        credentials: { apiKey: apiKey ?? '', workspace: workspace ?? '' },
        reporters: readReporters(values.reporter),
      },
      releasesData: values['releases-data'],
    } as const;
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/** The kit's engine for the API: the memory fixture tenants, or the given (else bundled) dataset. */
async function kitEngine(api: 'memory' | 'releases', dataFile: string | undefined): Promise<Engine> {
  const onError = (error: unknown) => console.error(`contract-kit drift: kit engine error: ${error}`);
  if (api === 'memory') return createMemoryEngine({ tenants: defaultTenants, rateLimit: false, onError });
  if (dataFile === undefined) return createReleasesEngine({ data: defaultReleasesData, onError });
  try {
    return createReleasesEngine({
      data: validateReleasesData(JSON.parse(await readFile(dataFile, 'utf8'))),
      onError,
    });
  } catch (error) {
    throw new UsageError(`--releases-data ${dataFile}: ${(error as Error).message}`);
  }
}

/**
 * `contract-kit drift memory|releases --base-url URL`: compares the kit's engine with a deployment.
 * @example process.exitCode = await runDriftCommand(['releases', '--base-url', 'https://releases.example.com'])
 * @see ../../README.md "Traffic: record, validate, snapshot, drift"
 */
export async function runDriftCommand(argv: string[], io: CommandIo & { env?: Env } = {}): Promise<number> {
  const { stdout, cwd } = streamsOf(io);
  const options = readOptions(argv, io.env ?? process.env);
  if (options === 'help') {
    stdout.write(`${driftUsage}\n`);
    return 0;
  }
  const { default: SwaggerParser } = await importPeer(
    () => import('@apidevtools/swagger-parser'),
    peers.swaggerParser,
  );
  const engine = await kitEngine(options.api, options.releasesData);
  const document = (await SwaggerParser.parse(openapiPath(options.api))) as unknown as Record<
    string,
    unknown
  >;
  const report = await runDrift({
    scenario: options.api === 'memory' ? memoryScenario : releasesScenario,
    kit: createEngineSide(engine),
    deployment: createHttpSide(options.baseUrl, options.timeoutMs),
    document,
    credentials: { kit: { apiKey: 'ck_test_key', workspace: 'ws_main' }, deployment: options.credentials },
    title: `${options.api}: the kit's engine vs ${options.baseUrl}`,
  });
  const written = await writeFindingsReports(report, options.reporters, options.output, cwd, stdout);
  if (options.reporters.includes('pretty')) for (const path of written) stdout.write(`report: ${path}\n`);
  const counts = countFindings(report);
  if (counts.skipped > 0)
    (io.stderr ?? process.stderr).write(
      `contract-kit drift: ${counts.skipped} step(s) got no answer, so the run is incomplete\n`,
    );
  return counts.failing > 0 || counts.skipped > 0 ? 1 : 0;
}
