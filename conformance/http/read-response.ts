import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { TransportFault } from './transport-fault.js';

const nullBodyStatuses = new Set([101, 204, 205, 304]);

function decode(body: Buffer, encoding: string | undefined): Buffer {
  const name = (encoding ?? '').trim().toLowerCase();
  try {
    if (name === 'gzip' || name === 'x-gzip') return gunzipSync(body);
    if (name === 'deflate') return inflateSync(body);
    if (name === 'br') return brotliDecompressSync(body);
  } catch (error) {
    throw new TransportFault(
      'truncated',
      `a ${name} body that does not decompress: ${(error as Error).message}`,
    );
  }
  return body;
}

/** The whole answer as a fetch Response: headers as sent (one fetch refuses left out), body decoded. */
export function toResponse(message: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index] as string, raw[index + 1] as string);
    } catch {
      // A header value fetch would refuse is left out rather than failing the exchange.
    }
  }
  const status = message.statusCode ?? 0;
  if (status < 200 || status > 599) throw new TransportFault('failed', `an invalid status code ${status}`);
  const decoded = decode(body, message.headers['content-encoding']);
  return new Response(nullBodyStatuses.has(status) ? null : new Uint8Array(decoded), {
    status,
    statusText: message.statusMessage ?? '',
    headers,
  });
}

/** Reads the whole body; rejects when it ends before it is complete. */
export function readBody(message: IncomingMessage, onBytes: (bytes: number) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    message.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      bytes += chunk.length;
      onBytes(bytes);
    });
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', () => undefined);
    message.on('close', () => {
      if (message.complete) return;
      const length = message.headers['content-length'];
      const of = length === undefined ? 'of a chunked body' : `of the ${length} its Content-Length declares`;
      reject(
        new TransportFault(
          'truncated',
          `answered ${message.statusCode}, then stopped after ${bytes} bytes ${of}: the connection closed`,
        ),
      );
    });
  });
}
