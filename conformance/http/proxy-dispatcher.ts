import { type Dispatcher, ProxyAgent } from 'undici';
import { type ProxyEnv, proxyFor, withoutCredentials } from './proxy.js';

// One ProxyAgent per proxy URL for the life of the process: its connections to the proxy are
// kept alive across a command's requests (record forwards many), as fetch's own pool is.
const agents = new Map<string, ProxyAgent>();

/**
 * The dispatcher a `fetch` to `url` goes through: undici's ProxyAgent for the proxy the
 * environment names (`proxyFor`: `https_proxy`, `http_proxy`, `no_proxy`, loopback never), or
 * `undefined` for fetch's own direct one. An http target is sent to the proxy in absolute form,
 * an https one through a CONNECT tunnel, as curl and the conformance transport do.
 * @throws {TypeError} when the proxy variable that applies is not an http:// or https:// URL.
 * @example await fetch(url, { dispatcher: proxyDispatcherFor(url) } as RequestInit);
 */
export function proxyDispatcherFor(url: string | URL, env: ProxyEnv = process.env): Dispatcher | undefined {
  const proxy = proxyFor(new URL(url), env);
  if (!proxy) return undefined;
  let agent = agents.get(proxy.url.href);
  if (!agent) {
    const { url: uri, authorization } = withoutCredentials(proxy.url);
    agent = new ProxyAgent({ uri, proxyTunnel: false, ...(authorization ? { token: authorization } : {}) });
    agents.set(proxy.url.href, agent);
  }
  return agent;
}

/**
 * `fetch` through the proxy the environment names for each URL (see {@link proxyDispatcherFor}):
 * for the commands that download with fetch, `diff`'s URL inputs and `record`'s upstream.
 * @example const response = await proxiedFetch('https://example.com/openapi.yaml');
 */
export const proxiedFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const dispatcher = proxyDispatcherFor(url);
  return fetch(input, dispatcher ? ({ ...init, dispatcher } as RequestInit) : init);
};
