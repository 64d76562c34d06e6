import { inertText } from '../client/inert-text.js';
import { MissingPeerError } from '../server/optional-peer.js';
import { packageVersion } from '../server/package-root.js';
import { StateFileError } from '../server/store/state-file.js';
import { UsageError } from './args.js';
import { suggestFlag } from './suggest-flag.js';

/** Help text of `contract-kit`. */
export const usage = `Usage: contract-kit <command> [options]

Commands:
  mock [memory|releases|all]   serve stateful mocks (memory on 4010, releases on 4011, Prism in front)
  conformance ...              check a deployment against the documented rules
  generate --out DIR           write the APIs' TypeScript types into DIR
  record --upstream URL        proxy a deployment, validate its traffic live, write a HAR file
  validate-traffic FILE.har    validate recorded traffic against the documents
  snapshot releases ...        copy a deployment's releases dataset into a --releases-data file
  drift memory|releases ...    compare the kit's mock with a deployment, step by step
  diff OLD NEW                 list changes between two OpenAPI documents and whom they break
  mcp [--http PORT]            serve the mocks and the suite to coding agents (Model Context Protocol)

Options:
  -h, --help      show help (also: contract-kit <command> --help)
  -v, --version   show the version

Exit codes:
  0  success
  1  failure: a check failed, violations or drift were found, a mock stopped on an error
  2  usage error, a file that cannot be loaded, or a missing optional dependency (named with its install)
  3  conformance could not judge the target: unreachable, no answer, TLS, not this API, credentials refused,
     rate-limited (the line ends with the next step to try)`;

type Command = (argv: string[]) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  mock: async () => (await import('./mock.js')).runMockCommand,
  generate: async () => (await import('./generate.js')).runGenerateCommand,
  conformance: async () => (await import('./conformance.js')).runConformanceCommand,
  record: async () => (await import('./record.js')).runRecordCommand,
  'validate-traffic': async () => (await import('./validate-traffic.js')).runValidateTrafficCommand,
  snapshot: async () => (await import('./snapshot.js')).runSnapshotCommand,
  drift: async () => (await import('./drift.js')).runDriftCommand,
  diff: async () => (await import('./diff.js')).runDiffCommand,
  mcp: async () => (await import('./mcp.js')).runMcpCommand,
};

/**
 * Runs the CLI on `argv` (without node and script) and resolves with the exit code.
 * @example process.exitCode = await main(process.argv.slice(2))
 */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === '--version' || name === '-v') {
      console.log(packageVersion());
      return 0;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      console.log(usage);
      return 0;
    }
    const load = name === undefined ? undefined : commands[name];
    if (load === undefined) {
      if (name === undefined) throw new UsageError('a command is required');
      const meant = suggestFlag(
        name,
        Object.keys(commands).map((command) => `--${command}`),
      );
      throw new UsageError(`unknown command "${name}"${meant ? `; did you mean ${meant.slice(2)}?` : ''}`);
    }
    return await (await load())(rest);
  } catch (error) {
    // A message can quote a deployment, a HAR file or a document: one inert line, never a command.
    if (error instanceof UsageError) {
      console.error(
        `contract-kit: ${inertText(error.message)}\nRun "contract-kit ${name && name in commands ? `${name} ` : ''}--help" for usage.`,
      );
      return 2;
    }
    if (error instanceof StateFileError || error instanceof MissingPeerError) {
      console.error(`contract-kit: ${inertText(error.message)}`);
      return 2;
    }
    console.error(`contract-kit: ${inertText(String((error as Error).message ?? error))}`);
    return 1;
  }
}
