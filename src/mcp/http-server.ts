import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isLoopback } from '../server/http/control-token.js';
import { createOriginCheck } from './allowed-origins.js';
import { createMcpServer } from './create-server.js';
import type { MockRegistry } from './mock-registry.js';

/** Where `contract-kit mcp --http` listens. */
export interface McpHttpOptions {
  port: number;
  host: string;
  /** Required as `Authorization: Bearer <token>` when set (always beyond loopback). */
  token?: string;
  /** Origins besides the server's own that may send requests (`--allow-origin`), e.g. `http://localhost:6274`. */
  allowOrigins?: readonly string[];
}

/** A listening MCP endpoint. */
export interface McpHttpServer {
  /** The endpoint, `http://host:port/mcp`. */
  url: string;
  close(): Promise<void>;
}

/** The path of the endpoint. */
export const mcpPath = '/mcp';

const digest = (value: string) => createHash('sha256').update(value).digest();

function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
}

/** A Host header naming this machine, so a web page cannot reach a loopback server through DNS rebinding. */
function isLocalHost(header: string | undefined): boolean {
  const name = (header ?? '').replace(/:\d+$/, '');
  return isLoopback(name);
}

function authorised(request: IncomingMessage, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Serves the MCP server over Streamable HTTP at `/mcp`, stateless: each POST gets its own server
 * and transport, and every session shares the one registry of mocks, so a mock started in one
 * request is there for the next. Beyond loopback a bearer token is required; on loopback the Host
 * header must name this machine.
 */
export async function serveMcpHttp(registry: MockRegistry, options: McpHttpOptions): Promise<McpHttpServer> {
  const loopback = isLoopback(options.host);
  let originAllowed: (origin: string | undefined) => boolean = () => false;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== mcpPath) return refuse(response, 404, `the MCP endpoint is ${mcpPath}`);
    if (loopback && !isLocalHost(request.headers.host)) {
      return refuse(response, 403, 'the Host header must name this machine (127.0.0.1, localhost or [::1])');
    }
    // Before the token: a page must not even learn whether one is needed. No CORS headers either.
    if (!originAllowed(request.headers.origin)) {
      return refuse(
        response,
        403,
        'this Origin may not use the MCP server: only its own origin, or one given with --allow-origin',
      );
    }
    if (options.token !== undefined && !authorised(request, options.token)) {
      return refuse(
        response,
        401,
        'send Authorization: Bearer <token> (the token contract-kit mcp printed)',
        {
          'www-authenticate': 'Bearer',
        },
      );
    }
    if (request.method !== 'POST') {
      return refuse(response, 405, 'this server is stateless: send every message as a POST', {
        allow: 'POST',
      });
    }
    const mcp = createMcpServer(registry, 'written');
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    mcp
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch((error: Error) => {
        if (!response.headersSent) refuse(response, 500, `internal error: ${error.message}`);
        else response.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  originAllowed = createOriginCheck(options.host, port, options.allowOrigins ?? []);
  const shown = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}${mcpPath}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
