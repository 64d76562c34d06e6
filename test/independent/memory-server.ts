/**
 * An independent Hosted Memory Service, written from the memory API document alone, used to judge
 * the conformance suite against a server the kit did not shape.
 *
 * CHOICES: where the document says "not shown" or is silent, this server takes a legitimate choice,
 * different from the most obvious one where reasonable; one line each:
 * - Every success answers 200, creations (anchors, atoms, checkout) included, never 201.
 * - Recall limit defaults to 5; values above 20 are clamped to 20 (not 400); below 1 or non-integer is 400.
 * - Recall scores are on a 0..1000 scale with three decimals (term overlap 0..900 + reinforcement 0..100).
 * - Equal recall scores are ordered newest atom first (creation order descending).
 * - Recall returns every atom of the anchor, zero-score ones last, up to the limit.
 * - Chunking is ON when the chunking field is absent; content splits at sentence ends and line breaks.
 * - Feedback with success=false answers 200 {ok: true, reinforced: 0} and reinforces nothing.
 * - Listed atoms the session did not return are ignored silently (ok: true), not 400.
 * - 429 answers carry no Retry-After header; the window is fixed, default 1000 calls per 60 s.
 * - Access checks run key, workspace, policy (403), billing (402), rate limit (429), in that order.
 * - When both headers are sent, Authorization: Bearer wins over x-api-key.
 * - Request Content-Type is not enforced: any body that parses as JSON is accepted.
 * - Bodies over 1 MiB answer 413 {error: 'payload_too_large'}; wrong methods 405; unknown paths 404.
 * - Extra response fields: anchor created_at, recall item metadata, feedback reinforced, checkout expires_at.
 * - Atom responses' service_source is metadata.service_source, else the anchor's, else 'memory-runtime'.
 * - Anchor metadata is echoed as sent; unknown body fields are ignored everywhere.
 * - Checkout needs no authentication; pricing_model is optional and any string is accepted.
 * - Checkout errors are {status, problems: string[]} (onboarding error bodies are not shown).
 * - Convenience payloads: user_id, conversation_id, messages, question, top_k (see memory-convenience.ts).
 * - Hydrate's budget is max_chars (default 1200, clamped to 8000); it answers {context, used_atoms, max_chars}.
 * - Records are owned by tenant + workspace: two keys of one tenant share a workspace's data.
 */
import type { IncomingMessage } from 'node:http';
import {
  isObject,
  JSON_TYPE,
  listenLoopback,
  type Reply,
  type RunningServer,
  splitTarget,
} from './http-util.js';
import {
  authenticate,
  DEFAULT_MEMORY_TENANTS,
  DEFAULT_RATE_LIMIT,
  type MemoryTenant,
  RateLimiter,
  type RateLimitOptions,
} from './memory-auth.js';
import { type CheckoutOptions, checkout } from './memory-checkout.js';
import { badRequest, errorReply, type Outcome, type RuntimeContext, RuntimeError } from './memory-context.js';
import { createConvenienceRoutes } from './memory-convenience.js';
import type { MemoryDefectName, MemoryQuirkName, MemoryToggles } from './memory-defects.js';
import { createAnchor, feedback, recall, storeAtoms } from './memory-runtime.js';
import { MemoryStore } from './memory-store.js';

/** Options of the independent memory server; every field is optional. */
export interface IndependentMemoryOptions {
  /** Keys, denied workspaces (403) and blocked accounts (402); defaults to DEFAULT_MEMORY_TENANTS. */
  tenants?: readonly MemoryTenant[];
  /** Fixed-window limit per key + workspace; defaults to DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimitOptions;
  /** Deliberate breakages of documented rules (MEMORY_DEFECTS). */
  defects?: ReadonlySet<MemoryDefectName>;
  /** Questionable-but-allowed behaviours (MEMORY_QUIRKS). */
  quirks?: ReadonlySet<MemoryQuirkName>;
  /** Onboarding switches and the base address of the checkout URLs. */
  checkout?: CheckoutOptions;
}

type Route = (ctx: RuntimeContext) => Outcome;

const CHECKOUT_PATH = '/api/v1/billing/maas/checkout-session';

/**
 * Starts the server on 127.0.0.1, port 0.
 *
 * @example
 * const memory = await startIndependentMemoryServer({ rateLimit: { limit: 5, windowMs: 1000 } });
 * await fetch(`${memory.url}/v1/anchors`, { method: 'POST', headers: { 'x-api-key': 'indep-key-acme',
 *   'x-workspace-id': 'ws-1' }, body: JSON.stringify({ name: 'n', type: 't' }) });
 * await memory.close();
 */
export async function startIndependentMemoryServer(
  options: IndependentMemoryOptions = {},
): Promise<RunningServer> {
  const toggles: MemoryToggles = {
    defects: options.defects ?? new Set(),
    quirks: options.quirks ?? new Set(),
  };
  const store = new MemoryStore(toggles.defects.has('ids-not-uuid'));
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const tenants = options.tenants ?? DEFAULT_MEMORY_TENANTS;
  const convenience = createConvenienceRoutes(store);
  const routes: Record<string, Route> = {
    '/v1/anchors': createAnchor,
    '/v1/atoms': storeAtoms,
    '/v1/recall': recall,
    '/v1/feedback': feedback,
    '/v1/memory/ingest': convenience.ingest,
    '/v1/memory/recall': convenience.recall,
    '/v1/memory/hydrate': convenience.hydrate,
  };
  let baseUrl = '';
  const handle = (req: IncomingMessage, text: string | undefined): Reply => {
    const { path } = splitTarget(req);
    if (path === CHECKOUT_PATH) {
      if (req.method !== 'POST') return errorReply(methodNotAllowed(), toggles);
      const parsed = text === undefined ? undefined : parseJson(text, toggles);
      return checkout(parsed, options.checkout?.baseUrl ?? baseUrl, options.checkout ?? {}, toggles);
    }
    // Own properties only: a request target such as `constructor` must not reach Object.prototype.
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (!route) return errorReply(new RuntimeError(404, 'not_found', `no route for ${path}`), toggles);
    if (req.method !== 'POST') return errorReply(methodNotAllowed(), toggles);
    const auth = authenticate(req, tenants, limiter, toggles);
    if (!auth.ok) {
      const { status, error, message } = auth.failure;
      return errorReply(new RuntimeError(status, error, message), toggles);
    }
    const outcome = runRoute(route, text, toggles, (body) => ({
      ...toggles,
      store,
      owner: auth.owner,
      body,
    }));
    return outcome instanceof RuntimeError ? errorReply(outcome, toggles) : outcome;
  };
  const contentType = toggles.defects.has('text-html-content-type') ? 'text/html; charset=utf-8' : JSON_TYPE;
  const server = await listenLoopback(handle, () => ({ contentType }));
  baseUrl = server.url;
  return server;
}

function methodNotAllowed(): RuntimeError {
  return new RuntimeError(405, 'method_not_allowed', 'only POST is supported on this path');
}

/** Parses JSON; undefined when malformed (or throws under the malformed-json-500 defect). */
function parseJson(text: string, toggles: MemoryToggles): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (toggles.defects.has('malformed-json-500')) throw error;
    return undefined;
  }
}

function runRoute(
  route: Route,
  text: string | undefined,
  toggles: MemoryToggles,
  context: (body: Record<string, unknown>) => RuntimeContext,
): Outcome {
  if (text === undefined) return new RuntimeError(413, 'payload_too_large', 'the body exceeds 1 MiB');
  const body = text.trim() === '' ? undefined : parseJson(text, toggles);
  if (body === undefined) return badRequest('the body is not valid JSON');
  if (!isObject(body)) return badRequest('the body must be a JSON object');
  return route(context(body));
}
