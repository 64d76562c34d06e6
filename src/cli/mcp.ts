import { originOf } from '../mcp/allowed-origins.js';
import { createPathRoot, type PathRoot } from '../mcp/path-root.js';
import { resolveControlToken } from '../server/http/control-token.js';
import { importPeer, type Peer } from '../server/optional-peer.js';
import { parsePort, UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

/** Help text of `contract-kit mcp`. */
export const mcpUsage = `Usage: contract-kit mcp [--root DIR] [--http PORT [--host HOST] [--token T] [--allow-origin O]]

Serves the kit to coding agents over the Model Context Protocol: start and stop mocks, call
documented operations, set overrides and faults, read the journal, coverage and violations, run
conformance and get its failures as data, and look up operations, schemas and check rules.
Default: stdio (the client starts this command; see docs/mcp.md for a client's configuration).

Options:
  --root DIR          the folder whose files the tools may read and write (fixtures, tenants,
                      releases data, state, a CA); paths are resolved with their symlinks and
                      refused outside it (default: the working directory)
  --http PORT         serve Streamable HTTP at http://HOST:PORT/mcp instead of stdio (0: a free port)
  --host HOST         interface for --http (default 127.0.0.1)
  --token T           require Authorization: Bearer T; beyond loopback one is generated and printed
                      when none is given
  --allow-origin O    with --http: a web origin besides the server's own whose requests are
                      served (e.g. http://localhost:6274); repeatable. Any other Origin gets 403
  -h, --help          show this help

Needs the MCP SDK, an optional peer dependency:
  npm install --save-dev @modelcontextprotocol/sdk@1.32.2 zod@4.6.7

Exit codes: 0 stopped (stdin closed or a signal), 2 usage error or the SDK missing.`;

const install = '--save-dev @modelcontextprotocol/sdk@1.32.2 zod@4.6.7';

/** The SDK and the schema library its tools are declared with: one install command for both. */
const mcpPeers: Peer[] = [
  { name: '@modelcontextprotocol/sdk', need: 'contract-kit mcp needs the MCP SDK', install },
  { name: 'zod', need: 'contract-kit mcp needs zod', install },
];

/** Loads the MCP server's code, or fails with the one-line install hint when a peer is missing. */
function loadServer(): Promise<typeof import('../mcp/run.js')> {
  const [sdk, zod] = mcpPeers as [Peer, Peer];
  return importPeer(() => importPeer(() => import('../mcp/run.js'), zod), sdk);
}

/** The folder the tools' paths must stay in: `--root DIR`, else the working directory. */
async function rootOf(dir: string | undefined): Promise<PathRoot> {
  if (dir === undefined) return createPathRoot(process.cwd(), 'the working directory');
  return createPathRoot(dir, '--root').catch(() => {
    throw new UsageError(`--root ${dir}: not an existing folder`);
  });
}

/**
 * Runs `contract-kit mcp`: an MCP server over stdio, or over Streamable HTTP with `--http`.
 * @throws {UsageError} on a bad flag; MissingPeerError when the SDK is not installed
 */
export async function runMcpCommand(argv: string[]): Promise<number> {
  const { values } = parseFlags(
    argv,
    {
      http: { type: 'string' },
      host: { type: 'string' },
      token: { type: 'string' },
      root: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    false,
  );
  if (values.help) {
    console.log(mcpUsage);
    return 0;
  }
  const httpOnly = (['host', 'token', 'allow-origin'] as const).find((flag) => values[flag] !== undefined);
  if (values.http === undefined && httpOnly) throw new UsageError(`--${httpOnly} applies to --http only`);
  const allowOrigins = (values['allow-origin'] ?? []).map((value) => {
    const origin = originOf(value);
    if (origin === undefined) {
      throw new UsageError(`--allow-origin ${value}: expected an origin such as http://localhost:6274`);
    }
    return origin;
  });
  if (values.token !== undefined && !/^[\x21-\x7e]{16,256}$/.test(values.token)) {
    throw new UsageError('--token must be 16 to 256 visible ASCII characters');
  }
  const host = values.host ?? '127.0.0.1';
  const port = values.http === undefined ? undefined : parsePort(values.http, '--http');
  const root = await rootOf(values.root);
  const server = await loadServer();
  if (port === undefined) return server.runMcpStdio(root);
  const control = resolveControlToken(host, values.token);
  const options = { port, host, allowOrigins, ...(control ? { token: control.token } : {}) };
  return server.runMcpHttp(options, root, (url) => {
    // Over HTTP stdout is free for people: the protocol goes through the socket.
    console.log(`contract-kit mcp: Streamable HTTP on ${url}`);
    if (control?.generated) {
      console.log(
        `contract-kit mcp: ${host} is beyond loopback; send Authorization: Bearer ${control.token}`,
      );
    } else if (control) {
      console.log('contract-kit mcp: every request needs Authorization: Bearer with the --token given');
    }
  });
}
