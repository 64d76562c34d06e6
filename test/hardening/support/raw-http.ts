import { Agent, request } from 'node:http';
import type { SeenResponse } from './oracle.js';

/** A request as bytes on the wire: any method, any header values, any body bytes. */
export interface RawRequest {
  method: string;
  /** Path and query, sent as given (not normalised). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: Uint8Array | string;
}

/** The answer, with the body parsed as JSON when it is JSON (else the text, or null if empty). */
export interface RawResponse extends SeenResponse {
  text: string;
}

/**
 * An HTTP client for hostile requests over real sockets. Node's `fetch` would normalise or refuse
 * much of what these tests send (methods, header sizes, body bytes), so this uses node:http with
 * a keep-alive agent of a few sockets, as a browser would.
 */
export function createRawClient(baseUrl: string) {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  function send(raw: RawRequest): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const body = typeof raw.body === 'string' ? Buffer.from(raw.body) : raw.body;
      const headers: Record<string, string | string[] | number> = { ...raw.headers };
      if (body !== undefined) headers['content-length'] = body.byteLength;
      const outgoing = request(
        { agent, host: base.hostname, port: base.port, method: raw.method, path: raw.path, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text === '' ? null : text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: the caller's oracle reports the text.
            }
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: parsed, text });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
  return { send, close: () => agent.destroy() };
}
