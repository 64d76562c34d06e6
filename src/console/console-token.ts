import type { IncomingMessage } from 'node:http';

/**
 * The cookie the console's token is kept in once exchanged (`/__console/?token=…`): one per port,
 * since cookies ignore ports and two mocks on one host may have different tokens. HttpOnly, so no
 * script in the page can read it, and SameSite=Strict, so no other site's page sends it.
 */
export function consoleCookieName(request: IncomingMessage): string {
  return `contract_kit_console_${request.socket.localPort ?? 0}`;
}

/** The console cookie's value on this request, if it carries one. */
export function consoleCookieToken(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  const name = `${consoleCookieName(request)}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return decodeURIComponent(trimmed.slice(name.length));
  }
  return undefined;
}
