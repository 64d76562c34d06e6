/**
 * An origin as browsers send it (`scheme://host[:port]`, the default port left out, lower case),
 * or undefined for anything else (a path, credentials, a scheme other than http(s)).
 * @example originOf('HTTP://LocalHost:80') // 'http://localhost'
 */
export function originOf(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(value)) return undefined;
  return url.origin;
}

/**
 * Decides whether a request's `Origin` may use the MCP endpoint, as the MCP specification asks of
 * local servers (a web page the user opens must not drive the agent's tools): no Origin (a
 * client application, curl, Node), the server's own origin (its host and port, and localhost,
 * 127.0.0.1 and [::1] on its port), or one named with `--allow-origin`. `null` (a sandboxed
 * frame, a file) and every other origin are refused.
 * @example createOriginCheck('127.0.0.1', 7400, [])('http://evil.example') // false
 */
export function createOriginCheck(
  host: string,
  port: number,
  allowed: readonly string[],
): (origin: string | undefined) => boolean {
  const names = ['localhost', '127.0.0.1', '[::1]', host.includes(':') ? `[${host}]` : host];
  const own = names.map((name) => originOf(`http://${name}:${port}`));
  const accepted = new Set([...own, ...allowed.map(originOf)].filter((o): o is string => o !== undefined));
  return (origin) => {
    if (origin === undefined) return true;
    const normal = originOf(origin);
    return normal !== undefined && accepted.has(normal);
  };
}
