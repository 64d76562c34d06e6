/**
 * Which proxy a request goes through, read from the environment the way CI runners set it and
 * the way npm and undici's EnvHttpProxyAgent read it, so one set of variables serves them all.
 */

/** The variables read; lower case first, as npm, curl and undici read them. */
export type ProxyEnv = Readonly<Record<string, string | undefined>>;

/** A proxy chosen for one target. */
export interface ProxyChoice {
  /** The proxy's URL, credentials included: for the agent only, never for a report. */
  url: URL;
  /** The proxy as a report names it: scheme, host and port, never `user:pass@`. */
  shown: string;
}

const defaultPorts: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** The lower-case variable when it is set (even empty, which turns the proxy off), else the upper-case one. */
function variable(env: ProxyEnv, name: string): string | undefined {
  return env[name] ?? env[name.toUpperCase()];
}

/**
 * True for a target that never goes through a proxy: `localhost` (and `*.localhost`), 127.0.0.0/8
 * and ::1. A mock the kit started, or a deployment on this machine, is reached directly whatever
 * the environment says, as a proxy elsewhere could not reach it.
 */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  const v4 = host.startsWith('::ffff:') ? host.slice(7) : host;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * True when `no_proxy` exempts the target: `*` for every host; `host` for the host and its
 * subdomains; `.domain` or `*.domain` for the domain and its subdomains; `host:port` for that port
 * only. Entries are separated by commas or spaces (undici's rules, which follow curl's).
 */
export function isExempt(target: URL, noProxy: string | undefined): boolean {
  const entries = (noProxy ?? '').split(/[,\s]/).filter(Boolean);
  if (entries.includes('*')) return true;
  const hostname = target.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(target.port, 10) || defaultPorts[target.protocol] || 0;
  return entries.some((entry) => {
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed ? (parsed[1] as string) : entry).replace(/^\*?\./, '').toLowerCase();
    if (parsed && Number.parseInt(parsed[2] as string, 10) !== port) return false;
    return hostname === host || hostname.endsWith(`.${host}`);
  });
}

/**
 * The proxy as a report may print it: scheme, host and port, with no credentials, path or query.
 * @example showProxy(new URL('http://user:secret@proxy.corp:3128')) // 'http://proxy.corp:3128'
 */
export function showProxy(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** A proxy variable's value as a URL: a bare `host:port` means an HTTP proxy, as curl takes it. */
function proxyUrl(value: string, name: string): URL {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`${name} is not a proxy URL: ${showProxyText(text)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${name}: only http:// and https:// proxies are supported, not ${url.protocol}//`);
  }
  return url;
}

/** A value that does not parse, without what looks like credentials. */
function showProxyText(text: string): string {
  return text.replace(/\/\/[^@/]*@/, '//');
}

/**
 * The proxy a request to `target` goes through, or `undefined` for a direct connection: https
 * targets read `https_proxy`/`HTTPS_PROXY`, then the HTTP proxy variables (as npm and undici do);
 * http targets `http_proxy`/`HTTP_PROXY`. Loopback targets and those `no_proxy`/`NO_PROXY` exempts
 * are reached directly.
 * @throws {TypeError} when the variable that applies is not an http:// or https:// URL.
 * @example proxyFor(new URL('https://memory.example.com'), { https_proxy: 'http://proxy.corp:3128' })?.shown
 */
export function proxyFor(target: URL, env: ProxyEnv = process.env): ProxyChoice | undefined {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (isLoopback(target.hostname)) return undefined;
  const https = target.protocol === 'https:' ? variable(env, 'https_proxy') : undefined;
  const [name, value] = https ? ['https_proxy', https] : ['http_proxy', variable(env, 'http_proxy')];
  if (!value) return undefined;
  if (isExempt(target, variable(env, 'no_proxy'))) return undefined;
  const url = proxyUrl(value, name);
  return { url, shown: showProxy(url) };
}

/**
 * The proxy a run against `baseUrl` goes through, as its report names it, or `undefined` (direct,
 * or a proxy variable that is not a URL: each request then fails and says why).
 * @example proxyShownFor('https://memory.example.com', { https_proxy: 'http://u:p@proxy:3128' }) // 'http://proxy:3128'
 */
export function proxyShownFor(baseUrl: string, env: ProxyEnv = process.env): string | undefined {
  try {
    return proxyFor(new URL(baseUrl), env)?.shown;
  } catch {
    return undefined;
  }
}

/**
 * The proxy's URL without its credentials, and those credentials as a `Proxy-Authorization`
 * value: the proxy libraries then never hold the password in a URL they may log.
 * @example withoutCredentials(new URL('http://u:p@proxy:3128')) // { url: 'http://proxy:3128/', authorization: 'Basic dTpw' }
 */
export function withoutCredentials(url: URL): { url: string; authorization: string | undefined } {
  if (!url.username && !url.password) return { url: url.href, authorization: undefined };
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return { url: bare.href, authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
}
