import { type AbortedAt, type Fault, TransportFault } from './transport-fault.js';

/** What a request that got no complete answer met, as data beside its words. */
export interface FaultInfo {
  kind: Fault;
  /** Whether the server accepted the connection; `undefined` when the fetch does not say (an injected one). */
  connected: boolean | undefined;
}

/**
 * A duration as a person reads it: `300 ms`, `2 s`, `1.5 s`.
 * @example spoken(10_000) // '10 s'
 */
export function spoken(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1_000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function timeoutWords(at: AbortedAt | undefined, timeoutMs: number): string {
  const within = spoken(timeoutMs);
  if (at?.phase === 'connecting') return `no connection within ${within}`;
  if (at?.phase === 'waiting') return `accepted the connection but sent nothing in ${within}`;
  if (at?.phase === 'body') {
    return `answered ${at.status}, then stopped after ${at.bytes} bytes of the body: nothing more in ${within}`;
  }
  return `no response within ${within}`;
}

/**
 * The fault in the words of a report, ending with its kind in parentheses (timeout, reset,
 * truncated, refused, dns, no-route, tls or failed), and what it says about the connection.
 * @example describeFault(error, 10_000).text // 'accepted the connection but sent nothing in 10 s (timeout)'
 */
export function describeFault(error: unknown, timeoutMs: number): { text: string; info: FaultInfo } {
  if (error instanceof TransportFault || (error as Error)?.name === 'TransportFault') {
    const fault = error as TransportFault;
    return {
      text: `${fault.message} (${fault.fault})`,
      info: { kind: fault.fault, connected: fault.connected },
    };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    const at = (error as { abortedAt?: AbortedAt }).abortedAt;
    const via = at?.proxy ? ` (through the proxy ${at.proxy})` : '';
    return {
      text: `${timeoutWords(at, timeoutMs)}${via} (timeout)`,
      info: { kind: 'timeout', connected: at ? at.phase !== 'connecting' : undefined },
    };
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  const refused = detail === 'ECONNREFUSED';
  return {
    text: `connection ${refused ? 'refused' : 'failed'}: ${detail} (${refused ? 'refused' : 'failed'})`,
    info: { kind: refused ? 'refused' : 'failed', connected: refused ? false : undefined },
  };
}
