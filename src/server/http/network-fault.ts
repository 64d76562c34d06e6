import type { IncomingMessage, ServerResponse } from 'node:http';
import { type NetworkFault, networkFaults } from '../../engine/http/controls/faults.js';
import { maxHangMs } from '../../engine/http/pipeline/fetch-bridge.js';

/** The header the engine's inner leg (behind Prism) uses to hand a network fault to the front. */
export const networkFaultHeader = 'x-contract-kit-network';

/** A network fault an answer asks for, read from the engine's answer or the inner leg's header. */
export type { NetworkFault };

/** Reads the network fault a header value names; anything else is none. */
export function readNetworkFault(value: unknown): NetworkFault | undefined {
  return networkFaults.includes(value as NetworkFault) ? (value as NetworkFault) : undefined;
}

/**
 * Carries out a network fault on the client's connection: a reset drops the socket (RST where
 * the platform allows), a hang answers nothing until the client gives up (or {@link maxHangMs}
 * passes, so nothing is held for ever), a truncation sends the first half of `text` as if it
 * were the whole body, which the client cannot parse.
 * @example performNetworkFault('reset', request, response, '', {})
 */
export function performNetworkFault(
  fault: NetworkFault,
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string | string[] | number>,
  text: string | Buffer,
): void {
  if (fault === 'reset') {
    const socket = request.socket as IncomingMessage['socket'] & { resetAndDestroy?: () => void };
    if (socket.resetAndDestroy) socket.resetAndDestroy();
    else socket.destroy();
    return;
  }
  if (fault === 'hang') {
    const timer = setTimeout(() => response.destroy(), maxHangMs);
    timer.unref();
    response.on('close', () => clearTimeout(timer));
    return;
  }
  const whole = typeof text === 'string' ? Buffer.from(text) : text;
  const half = whole.subarray(0, Math.floor(whole.byteLength / 2));
  const out: Record<string, string | string[] | number> = { ...headers, 'content-length': half.byteLength };
  delete out[networkFaultHeader];
  response.writeHead(status, out);
  response.end(half);
}
