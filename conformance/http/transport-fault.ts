/**
 * What went wrong on the wire, as a failure report names it: `refused`, `dns` and `no-route` made no
 * connection; the others happened on one.
 */
export type Fault = 'timeout' | 'reset' | 'truncated' | 'refused' | 'dns' | 'no-route' | 'tls' | 'failed';

/**
 * A request that got no complete response. `fault` is the kind the report names; `connected` says
 * whether the server accepted the connection; the message says what was seen (status and bytes so
 * far, the socket error).
 */
export class TransportFault extends Error {
  override readonly name = 'TransportFault';
  constructor(
    readonly fault: Fault,
    message: string,
    readonly connected = true,
  ) {
    super(message);
  }
}

/** Where a request stood when its deadline came: attached to the abort reason for the recorder's words. */
export interface AbortedAt {
  /** `connecting`: no connection yet; `waiting`: connected, nothing came; `body`: a status came, the body stopped. */
  phase: 'connecting' | 'waiting' | 'body';
  status?: number | undefined;
  bytes: number;
  /** The proxy the request went through, as a report names it. */
  proxy?: string | undefined;
}

/** The host and port a URL connects to. */
function hostPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
}

/**
 * The socket error of a request in a report's words. Through a proxy, a connection that could not
 * be made is the proxy's (its host, its port), and every message says which proxy it went through,
 * so a "could not judge" line names it.
 * @example faultOf(error, new URL('http://127.0.0.1:9'), false).message // 'connection refused: nothing listens at 127.0.0.1:9, ECONNREFUSED'
 */
export function faultOf(
  // Node's ErrnoException, by its shape: the published types of contract-kit/conformance must
  // load in a project without @types/node (test/consumer/consumer-matrix.test.ts).
  error: Error & { code?: string | undefined },
  url: URL,
  connected: boolean,
  proxy?: { url: URL; shown: string },
): TransportFault {
  const code = error.code ?? '';
  const dialled = proxy?.url ?? url;
  const at = proxy ? `the proxy ${proxy.shown}` : hostPort(url);
  const via = proxy ? ` (through the proxy ${proxy.shown})` : '';
  if (code === 'ECONNREFUSED') {
    return new TransportFault('refused', `connection refused: nothing listens at ${at}, ${code}`, false);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    const whose = proxy ? "the proxy's host name" : 'the host name';
    return new TransportFault('dns', `${whose} ${dialled.hostname} does not resolve, ${code}`, false);
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
    return new TransportFault('no-route', `no route to ${at}, ${code}`, false);
  }
  if (
    /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL|EPROTO/.test(code) ||
    /certificate/i.test(error.message)
  ) {
    return new TransportFault('tls', `TLS handshake failed: ${code || error.message}${via}`);
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(error.message)) {
    const what = connected
      ? 'accepted the connection, then closed it without an answer'
      : 'the connection was reset before it was made';
    return new TransportFault('reset', `${what}, ${code || error.message}${via}`, connected);
  }
  return new TransportFault('failed', `connection failed: ${code || error.message}${via}`, connected);
}
