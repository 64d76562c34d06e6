import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorJson } from '../../engine/http/pipeline/api-error.js';

/**
 * What node's HTTP parser refuses before any handler runs (headers over `http.maxHeaderSize`,
 * 16 KiB; a malformed request line or header) is answered in the API's own error shape, a 400
 * `bad_request`, instead of node's bare `431`/`400` with no body. The connection is closed after
 * it: the parser cannot find where the next request would start.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!error.code?.startsWith('HPE_') || !socket.writable) {
      socket.destroy();
      return;
    }
    const message =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 'request headers are larger than 16 KiB'
        : `the request is not valid HTTP/1.1 (${error.code})`;
    const body = errorJson('bad_request', message);
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
