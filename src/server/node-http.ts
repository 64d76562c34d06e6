import { createRequire } from 'node:module';

/**
 * `node:http`, loaded with `require`. Imported as an ES module, node builds a facade of all its
 * exports, and reading them loads the lazy ones, undici's WebSocket and its events, which a mock
 * never uses: about 60 ms of every start on Node 24 (8 ms this way), in the process that starts
 * while Prism's host loads beside it (bench/history.md section 10). Types still come from `node:http`.
 * @example const { createServer } = nodeHttp;
 */
export const nodeHttp: typeof import('node:http') = createRequire(import.meta.url)('node:http');
