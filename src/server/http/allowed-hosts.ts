import { isIPv4, isIPv6 } from 'node:net';

/**
 * The host part of a Host header (`name`, `name:port`, `[v6]:port`), lower-cased and without a
 * trailing dot; `null` when it is not one.
 */
function hostnameOf(header: string): string | null {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    const rest = value.slice(end + 1);
    if (end === -1 || (rest !== '' && !/^:\d{1,5}$/.test(rest))) return null;
    return value.slice(0, end + 1);
  }
  const match = /^([^:]+)(?::\d{1,5})?$/.exec(value);
  return match?.[1]?.replace(/\.$/, '') ?? null;
}

/** Whether a name the user allowed covers `hostname`: exact, or `.example.com` for it and its subdomains. */
function isNamed(hostname: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const name = entry.toLowerCase();
    if (!name.startsWith('.')) return hostname === name;
    return hostname === name.slice(1) || hostname.endsWith(name);
  });
}

/**
 * Whether a request's Host header names this mock: `localhost`, `*.localhost`, an IP address
 * literal (v4, or v6 in brackets), or a name the user allowed (`--allowed-host`). DNS rebinding
 * needs a name that resolves to the attacker first, so any other name is refused, as Vite's
 * `server.allowedHosts` default does (CVE-2025-24010). A request with no Host header (HTTP/1.0)
 * carries no name to rebind.
 * @example isHostAllowed('evil.example:4010', []) // false
 */
export function isHostAllowed(header: string | undefined, allowed: readonly string[]): boolean {
  if (header === undefined) return true;
  const hostname = hostnameOf(header);
  if (hostname === null) return false;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (isIPv4(hostname)) return true;
  if (hostname.startsWith('[')) return isIPv6(hostname.slice(1, -1));
  return isNamed(hostname, allowed);
}
