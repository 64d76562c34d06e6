import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { type ErrorBody, errorBody, errorJson } from '../engine/http/pipeline/api-error.js';

/** C1 controls, bidirectional and zero-width marks: JSON leaves them, a terminal obeys them. */
const unseen = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** A client's value quoted in a message: JSON-escaped, cut to 200 characters, nothing a terminal obeys. */
export function quoted(value: string): string {
  return JSON.stringify(value.slice(0, 200)).replace(
    unseen,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Why the recording proxy refused a request, before anything went upstream. */
export interface Refusal {
  status: 400 | 403;
  /** `{error, message}`, as the kit's other surfaces answer (errorBody, api-error.ts). */
  body: ErrorBody;
}

/**
 * The name a `Host` header gives, lower case, without its port or an IPv6 literal's brackets;
 * undefined when the header is missing or malformed.
 * @example hostName('[::1]:8080') // '::1'
 */
export function hostName(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]\s/@]+))(?::\d{1,5})?$/i.exec(header.trim());
  const name = match?.[1] ?? match?.[2];
  return name?.toLowerCase();
}

/**
 * Whether a `Host` names this machine or a name the user allowed (`--allowed-host`): `localhost`,
 * any `*.localhost`, any IP address literal, or an allowed name (case-insensitive). A web page can
 * reach a loopback server under its own name only through DNS rebinding, and that needs a name,
 * so refusing the others closes it, as Vite's `server.allowedHosts` does.
 * @example isAllowedHost('evil.example:8080', []) // false
 */
export function isAllowedHost(header: string | undefined, allowed: readonly string[]): boolean {
  const name = hostName(header);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0) return true;
  return allowed.some((host) => host.toLowerCase() === name);
}

/**
 * What the proxy must refuse, or undefined for a request it forwards: a request target that is
 * not origin-form (`/path?query`) gets 400, since the proxy prefixes the upstream to it (an
 * absolute-form target `http://example.invalid/`, as `curl -x` sends, asks for a forward proxy,
 * which this is not; `OPTIONS *` names no resource); a `Host` it does not allow gets 403.
 */
export function refusalOf(request: IncomingMessage, allowedHosts: readonly string[]): Refusal | undefined {
  const target = request.url ?? '';
  if (!target.startsWith('/')) {
    const message = `contract-kit record answers only a path (origin-form) request target, got ${quoted(target)}: it is not a forward proxy; point the client's base URL at the proxy instead of setting it as an HTTP proxy`;
    return { status: 400, body: errorBody('bad_request', message) };
  }
  if (!isAllowedHost(request.headers.host, allowedHosts)) {
    const message = `the Host header ${quoted(request.headers.host ?? '')} is not allowed: use localhost or an IP address, or start record with --allowed-host NAME`;
    return { status: 403, body: errorBody('forbidden', message) };
  }
  return undefined;
}

/**
 * The raw answer to a CONNECT (authority-form target), written to its socket: node:http hands
 * CONNECT to a separate event and would otherwise drop the connection without a word.
 */
export function connectRefusal(): string {
  const body = errorJson(
    'bad_request',
    'contract-kit record is not a forward proxy and does not tunnel (CONNECT): point the client at the proxy as its base URL',
  );
  return [
    'HTTP/1.1 400 Bad Request',
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}
