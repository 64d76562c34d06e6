import type { Exchange } from './http/exchange.js';
import { spoken } from './http/fault-words.js';
import type { ResolvedOptions } from './options.js';
import type { Unjudgeable } from './result.js';

/** What the preflight's problems need of the run's options. */
type Options = Pick<ResolvedOptions, 'baseUrl' | 'timeoutMs' | 'ca' | 'insecure' | 'headers'>;

/**
 * Why nothing answered, and what to try: `unreachable` only when no connection was made; `tls`
 * for a handshake that failed; `no-answer` when the server accepted the connection but sent no
 * complete answer (silence, a reset, a body cut short).
 * @example noAnswer([first, second], options).problem // 'no-answer'
 */
export function noAnswer(tried: readonly Exchange[], options: Options): Unjudgeable {
  const [first] = tried as [Exchange, ...Exchange[]];
  const errors = together(tried);
  const curl = first.curl;
  const tls = tried.find((exchange) => exchange.fault?.kind === 'tls');
  if (tls) {
    const hostname = /ALTNAME|HOSTNAME/i.test(tls.error ?? '');
    return {
      problem: 'tls',
      message: `the TLS handshake with ${options.baseUrl} failed: ${errors}`,
      nextStep: hostname
        ? "check the URL's host name: the certificate names another host"
        : options.ca
          ? `the certificate is not signed by the CA in --ca ${options.ca}: pass the CA that signed it (or --insecure for a staging gateway)`
          : 'if the deployment uses a private CA, pass its certificate with --ca FILE (or --insecure for a staging gateway)',
      curl,
    };
  }
  if (tried.every((exchange) => exchange.fault?.connected === false)) {
    const kind = first.fault?.kind;
    const nextStep =
      kind === 'dns'
        ? "check the URL's host name: it does not resolve from this machine"
        : kind === 'refused'
          ? "check the URL's host and port, and that the deployment is running there"
          : 'check the URL, and that this machine may reach that host (a firewall, a VPN, a proxy)';
    return { problem: 'unreachable', message: `cannot reach ${options.baseUrl}: ${errors}`, nextStep, curl };
  }
  return {
    problem: 'no-answer',
    message: `the server was reached, but gave no complete answer: ${errors}`,
    nextStep: stalledNextStep(tried, options),
    curl,
  };
}

/** The errors of the tried routes, one clause per distinct fault: `GET /a and GET /b: refused ...`. */
function together(tried: readonly Exchange[]): string {
  const routes = new Map<string, string[]>();
  for (const exchange of tried) {
    const error = exchange.error ?? 'no response';
    const split = error.indexOf(': ');
    const [route, what] = split < 0 ? ['', error] : [error.slice(0, split), error.slice(split + 2)];
    routes.set(what, [...(routes.get(what) ?? []), route].filter(Boolean));
  }
  return [...routes.entries()]
    .map(([what, names]) => (names.length ? `${names.join(' and ')}: ${what}` : what))
    .join('; then ');
}

function stalledNextStep(tried: readonly Exchange[], options: Options): string {
  const kinds = new Set(tried.map((exchange) => exchange.fault?.kind));
  const gateway = options.headers?.length
    ? 'a gateway in front may need other --header values'
    : 'a gateway in front may need a --header (a token, a routing header)';
  if (kinds.has('timeout')) {
    return `if the deployment is slow, raise --timeout (now ${options.timeoutMs} ms, ${spoken(options.timeoutMs)}); ${gateway}`;
  }
  if (kinds.has('truncated')) {
    return 'something between here and the server cuts its answers short: check its logs and any proxy in front';
  }
  return `check that the URL's scheme and port serve HTTP${options.baseUrl.startsWith('http:') ? ' (not HTTPS)' : ''}; ${gateway}`;
}

/**
 * A target that answers, but not as this API: the URL is wrong, or a gateway answers instead.
 * @example notThisApi(exchange, 'https://releases.example.com answered 404 text/html')
 */
export function notThisApi(exchange: Exchange, message: string): Unjudgeable {
  const status = exchange.status ?? 0;
  const gate = status === 401 || status === 403 || status === 407;
  const nextStep = gate
    ? `a gateway answered ${status}: pass the headers it needs with --header 'Name: value'`
    : `check the URL: it must be the API's root, the part before the documented paths (${new URL(exchange.url).pathname} was asked)`;
  return { problem: 'not-this-api', message, nextStep, curl: exchange.curl };
}

/** The next step of each credential problem the preflight names. */
export const credentialSteps: Record<string, string> = {
  'key-rejected': 'check --api-key and --workspace (CONFORMANCE_API_KEY, CONFORMANCE_WORKSPACE)',
  'workspace-denied': 'pass a workspace this key may use with --workspace',
  'billing-blocked':
    'use a key whose billing account is active with --api-key (a blocked key belongs in --blocked-api-key)',
};

/**
 * A deployment still rate-limiting the key after the run waited: when the quota frees up, from
 * Retry-After (seconds or a date) or a reset header, and to run again after it.
 * @example rateLimited(exchange, Date.now()).nextStep // 'the quota frees up at 12:00:30 UTC ...'
 */
export function rateLimited(exchange: Exchange, now = Date.now()): Unjudgeable {
  const headers = exchange.responseHeaders;
  const retryAfter = headers['retry-after'];
  const seconds =
    retryAfter !== undefined && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  const date = retryAfter !== undefined && seconds === undefined ? Date.parse(retryAfter) : Number.NaN;
  const reset = Number(headers['x-ratelimit-reset'] ?? headers['ratelimit-reset']);
  let at: number | undefined;
  if (seconds !== undefined) at = now + seconds * 1_000;
  else if (Number.isFinite(date)) at = date;
  // A reset header holds either seconds from now or an epoch in seconds.
  else if (Number.isFinite(reset)) at = reset > 1e9 ? reset * 1_000 : now + reset * 1_000;
  const when = at === undefined ? undefined : new Date(at).toISOString().slice(11, 19);
  return {
    problem: 'rate-limited',
    message: `the deployment is rate-limiting this key${retryAfter === undefined ? '' : ` (Retry-After: ${retryAfter})`}, and still was after the run waited`,
    nextStep: when
      ? `the quota frees up at ${when} UTC: run again after it, or give conformance a key of its own`
      : 'run again when the quota frees up (the answer did not say when), or give conformance a key of its own',
    curl: exchange.curl,
  };
}
