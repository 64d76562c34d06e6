import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';
import type { RawRequest } from './http/send.js';
import { credentialSteps, noAnswer, notThisApi, rateLimited } from './preflight-problems.js';
import type { Unjudgeable } from './result.js';
import type { RunState } from './run-state.js';

/** A random UUID no deployment has: the preflight's recall must find nothing. */
function unknownAnchor(): string {
  return globalThis.crypto.randomUUID();
}

const byStatus: Record<number, [string, string]> = {
  400: ['key-rejected', 'the API key or workspace was rejected (400)'],
  401: [
    'key-rejected',
    'the API key was rejected (401; the documents answer a bad key with 400, MEM-AUTH-* will say so)',
  ],
  402: ['billing-blocked', "the key's billing account is blocked (402)"],
  403: ['workspace-denied', 'the access policy denies this key in this workspace (403)'],
};

/** Not this API: what answered, in the preflight's words. */
function notThis(exchange: Exchange, what: string): Unjudgeable {
  const message = `${exchange.url} does not answer like the ${what}: ${describeResponse(exchange)}`;
  return notThisApi(exchange, message);
}

/**
 * A 404 is the documented answer for the unknown anchor, but any server answers 404 for a path it
 * does not have: without a key, the Hosted Memory Service answers 400 (Authentication, rule 1).
 */
async function confirmMemory(state: RunState, first: Exchange): Promise<Unjudgeable | undefined> {
  const exchange = await probe(state, {});
  // Any answer but a 404 is this API, broken or not (a 401 is MEM-AUTH-NO-KEY's to name); a 404 is a server without it.
  if (exchange?.status !== 404) return undefined;
  return notThis(first, 'Hosted Memory Service (without a key it answered 404, not 400)');
}

/** The exchange in one line: status, content type, server, the start of the body. */
function oneLine(exchange: Exchange): string {
  if (exchange.status === undefined) return exchange.error ?? 'no response';
  const type = exchange.responseHeaders['content-type'] ?? 'no content-type';
  const server = exchange.responseHeaders.server ? ` (server: ${exchange.responseHeaders.server})` : '';
  const text = exchange.bodyText.replace(/\s+/g, ' ').trim();
  const body = text ? ` ${text.length > 80 ? `${text.slice(0, 80)}…` : text}` : ' (empty body)';
  return `${exchange.status} ${type}${server}${body}`;
}

/** True when the response is a JSON object: this API answers with one on every documented route. */
function isApiAnswer(exchange: Exchange | undefined): boolean {
  const body = exchange ? jsonOf(exchange) : undefined;
  return exchange?.status !== undefined && typeof body === 'object' && body !== null;
}

/**
 * A request on another route than the first probe, creating nothing: it tells a deployment with
 * one broken endpoint (judged: its checks fail) from one that is down or is not this API (not
 * judged). Memory: an anchor without a key, which the documents answer with 400; releases: one event.
 */
function secondProbe(state: RunState): Promise<Exchange | undefined> {
  const request: RawRequest =
    state.options.api === 'memory'
      ? { method: 'POST', path: '/v1/anchors', json: {}, retry: false }
      : { path: '/api/v1/events', query: { limit: 1 }, retry: false };
  return state.send(request).catch(() => lastOf(state, request));
}

/**
 * The second probe, sent at most once: as soon as the first asks for it, or beside a first probe
 * that has had no answer for {@link hedgeAfterMs}, so a silent server costs one `--timeout`, not
 * two in a row.
 */
function secondProbeOnce(state: RunState) {
  let sent: Promise<Exchange | undefined> | undefined;
  return {
    send: () => {
      sent ??= secondProbe(state);
      return sent;
    },
    settled: () => sent ?? Promise.resolve(undefined),
  };
}

/** How long the first probe waits before the second goes out beside it: a quarter of --timeout, at most 2 s. */
function hedgeAfterMs(timeoutMs: number): number {
  return Math.min(2_000, timeoutMs / 4);
}

/** The exchange of a probe that threw: the last one on its path (the other probe may be in flight). */
function lastOf(state: RunState, request: RawRequest): Exchange | undefined {
  const method = request.method ?? 'GET';
  return state.recorder.log.findLast(
    (exchange) => exchange.method === method && new URL(exchange.url).pathname.endsWith(request.path),
  );
}

/**
 * When the first probe got no answer, or one that is not this API's (no JSON), a second route
 * decides: it answers with JSON, so the API is up and its broken parts are for the checks to name;
 * it does not answer either, so the target cannot be judged (unreachable when no connection was
 * made, see noAnswer); it answers but not with JSON, so something else is there.
 */
async function confirmBroken(
  state: RunState,
  first: Exchange,
  what: string,
  second$: Promise<Exchange | undefined>,
): Promise<Unjudgeable | undefined> {
  const second = await second$;
  if (isApiAnswer(second)) return undefined;
  if (first.status === undefined && (!second || second.status === undefined)) {
    return noAnswer(second ? [first, second] : [first], state.options);
  }
  const answered = first.status === undefined ? (second ?? first) : first;
  const other = answered === first ? second : first;
  const and =
    other && other !== answered ? `; ${other.method} ${new URL(other.url).pathname}: ${oneLine(other)}` : '';
  const message = `${state.options.baseUrl} does not answer like the ${what}: ${answered.method} ${new URL(answered.url).pathname} answered ${oneLine(answered)}${and}`;
  return notThisApi(answered, message);
}

/**
 * One request before any check, proving the target answers HTTP as this API and (memory) accepts
 * the key and workspace. A recall on an unknown anchor creates nothing and must be the documented
 * 404 (confirmed by a second request without a key, which any server but one without this API
 * answers with something other than 404); a one-record page of sources must be JSON with `sources`.
 * A probe that gets no answer or no JSON is followed by one on another route (see confirmBroken),
 * so one reset or stalled endpoint is judged, not called unreachable; a first probe still unanswered
 * after a quarter of --timeout (2 s at most) has that one sent beside it, so a silent server ends
 * the run after about one --timeout, not two.
 * @returns why the target cannot be judged, or `undefined` when it can.
 * @example const problem = await preflight(state); if (problem) console.error(problem.message);
 */
export async function preflight(state: RunState): Promise<Unjudgeable | undefined> {
  const second = secondProbeOnce(state);
  try {
    return await judgeTarget(state, second.send);
  } finally {
    // A second probe sent beside a slow first one is over before any check starts.
    await second.settled();
  }
}

async function judgeTarget(
  state: RunState,
  sendSecond: () => Promise<Exchange | undefined>,
): Promise<Unjudgeable | undefined> {
  const { options } = state;
  const memory = options.api === 'memory';
  const what = memory ? 'Hosted Memory Service' : 'Release Tracking API';
  const hedge = setTimeout(() => void sendSecond(), hedgeAfterMs(options.timeoutMs));
  let exchange = await probe(
    state,
    memory ? { authorization: `Bearer ${options.apiKey}` } : undefined,
  ).finally(() => clearTimeout(hedge));
  // A deployment that reads only x-api-key is judged (MEM-AUTH-BEARER names it), not refused here.
  if (memory && (exchange?.status === 400 || exchange?.status === 401)) {
    const other = await probe(state, { 'x-api-key': options.apiKey ?? '' });
    if (other?.status !== undefined && other.status !== 400 && other.status !== 401) exchange = other;
  }
  if (!exchange) return undefined;
  if (exchange.status === undefined) return confirmBroken(state, exchange, what, sendSecond());
  // JSON by its body: a wrong content type is for the checks (*-RESP-JSON) to name.
  const body = jsonOf(exchange) as Record<string, unknown> | undefined;
  const json = body !== undefined && body !== null && typeof body === 'object';
  if (!json) return confirmBroken(state, exchange, what, sendSecond());
  if (exchange.status >= 500) return undefined; // A broken deployment: the checks say where.
  if (exchange.status === 429) return rateLimited(exchange);
  const known = byStatus[exchange.status];
  if (known && memory) {
    const [problem, text] = known;
    const detail = typeof body?.message === 'string' ? `: ${body.message}` : '';
    const nextStep = credentialSteps[problem] as string;
    return { problem, message: `${text}${detail}`, nextStep, curl: exchange.curl };
  }
  if (memory) return exchange.status === 404 ? confirmMemory(state, exchange) : undefined;
  return Array.isArray(body?.sources) ? undefined : notThis(exchange, what);
}

/**
 * The preflight request: memory, a recall on an unknown anchor with these credentials; releases, one
 * source. A 429 is waited out like any other (an earlier run may have spent the quota); one that
 * outlasts the wait is `rate-limited`.
 */
function probe(
  state: RunState,
  credentials: Record<string, string> | undefined,
): Promise<Exchange | undefined> {
  const { options } = state;
  const request: RawRequest = credentials
    ? {
        method: 'POST',
        path: '/v1/recall',
        headers: { ...credentials, 'x-workspace-id': options.workspace },
        json: { anchor_id: unknownAnchor(), query: 'ck-conformance preflight', limit: 1 },
      }
    : { path: '/api/v1/sources', query: { limit: 1 } };
  return state.send(request).catch(() => lastOf(state, request));
}
