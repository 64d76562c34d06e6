import type { operations } from '../../generated/memory.js';
import { memoryDocument } from '../../generated/memory-document.js';
import type { CommonEngineOptions, Engine } from '../engine.js';
import { redactValue } from '../http/logs/journal-body.js';
import { ApiError } from '../http/pipeline/api-error.js';
import { type ControlHandler, createApp, renderError } from '../http/pipeline/create-app.js';
import { bodyLimits, parseJsonBody } from '../http/pipeline/json-body.js';
import { bindOperations } from '../http/pipeline/operation-types.js';
import { createCheckoutHandler } from './checkout.js';
import type { MemoryContext } from './context.js';
import { createConvenienceHandlers } from './convenience-handlers.js';
import { createGate } from './gate.js';
import { createIdSource } from './ids.js';
import {
  createRateLimiter,
  defaultRateLimit,
  type RateLimit,
  type RateLimiterFactory,
} from './rate-limiter.js';
import { createRecallText } from './recall-text.js';
import { createRuntimeHandlers, type Secured } from './runtime-handlers.js';
import { readSnapshot, snapshotVersion } from './snapshot.js';
import { MemoryStore } from './store.js';
import { loadTenants, type TenantsFixture } from './tenants.js';

/** Options of the memory engine; the same as `contract-kit mock` and the msw handlers take. */
export interface MemoryEngineOptions extends CommonEngineOptions {
  /** The tenants fixture (keys, workspaces, policy, billing, pricing models). */
  tenants: TenantsFixture;
  /** Deterministic ids (and so deterministic responses) for snapshot tests. */
  seed?: number;
  /** Requests per window per key+workspace; `false` turns the limit off. */
  rateLimit?: RateLimit | false;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * Where the state lives: the store the engine reads and writes, whose change stream its owner
   * listens to (see {@link MemoryStore}). Default: a new store in memory.
   */
  store?: MemoryStore;
  /** Builds the rate limiter (default: in memory); `--redis` passes one shared by every replica. */
  rateLimiter?: RateLimiterFactory;
}

function createControl(
  engine: () => Engine,
  setTenants: (t: TenantsFixture) => void,
): Record<string, ControlHandler> {
  const ok = (body: unknown) => ({ status: 200, headers: { 'content-type': 'application/json' }, body });
  return {
    'POST /__control/reset': () => {
      engine().reset();
      return ok({ ok: true });
    },
    'POST /__control/tenants': (request) => {
      try {
        setTenants(
          loadTenants(parseJsonBody(request.body ?? '', request.bodyTooLarge, bodyLimits.maxControlBytes)),
        );
      } catch (error) {
        return renderError(
          error instanceof ApiError ? error : new ApiError('bad_request', (error as Error).message),
        );
      }
      return ok({ ok: true });
    },
  };
}

/**
 * Creates a stateful Hosted Memory Service mock.
 * @example const engine = createMemoryEngine({ tenants: defaultTenants, seed: 1 })
 * @see ../../../openapi/memory.yaml#/paths
 */
export function createMemoryEngine(options: MemoryEngineOptions): Engine {
  const now = options.now ?? Date.now;
  let tenants = loadTenants(options.tenants);
  let version = 0;
  const ids = createIdSource(options.seed);
  const store = options.store ?? new MemoryStore();
  const limiterOf = options.rateLimiter ?? createRateLimiter;
  const limiter = options.rateLimit === false ? null : limiterOf(options.rateLimit ?? defaultRateLimit, now);
  const ctx: MemoryContext = { store, ids, now, tenants: () => tenants, changed: () => void version++ };
  // Typed per operationId against src/generated: a handler whose body or answer drifts from the document does not compile.
  const handlers = bindOperations<operations, Secured>({
    ...createRuntimeHandlers(ctx),
    ...createConvenienceHandlers(ctx),
    ...createCheckoutHandler(ctx),
  });
  const gate = createGate(() => tenants, limiter);
  const app = createApp({
    document: memoryDocument as never,
    handlers,
    gate: (_route, request) => gate(request),
    control: createControl(
      () => engine,
      (t) => (tenants = t),
    ),
    onError: (error) => (options.onError ?? console.error)(error),
    state: store,
    idPrefix: 'm',
  });
  const engine: Engine = {
    ...app,
    api: 'memory',
    get version() {
      return version;
    },
    reset() {
      store.clear();
      limiter?.reset();
      tenants = loadTenants(options.tenants);
      ids.restore(options.seed ?? 0);
      version++;
    },
    snapshot: () => ({
      format: 'contract-kit/memory',
      version: snapshotVersion,
      ids: ids.state(),
      workspaces: store.snapshot(),
    }),
    idPosition: () => ids.state(),
    // Recalls are what a mock of this API serves most: their text is made from pieces kept per atom.
    bodyTexts: { recall: createRecallText },
    rateWindows: () =>
      limiter?.windows?.().map(({ bucket, ...window }) => {
        const [key = '', workspace = ''] = bucket.split('\u0000');
        return { key: redactValue(key), workspace, ...window };
      }) ?? (limiter === null ? [] : undefined),
    restore(state) {
      const snapshot = readSnapshot(state);
      store.restore(snapshot.workspaces);
      ids.restore(snapshot.ids);
      version++;
    },
  };
  return engine;
}
