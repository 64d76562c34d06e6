import type { Engine } from '../engine.js';
import { createControls } from '../http/controls/controls.js';
import { createFaults } from '../http/controls/faults.js';
import { createOverrides } from '../http/controls/overrides.js';
import { createJournal } from '../http/logs/journal.js';
import { createUsageCoverage } from '../http/logs/usage-coverage.js';
import { createResponseWriter, engineRequestFrom } from '../http/pipeline/fetch-bridge.js';
import { createContextMaker } from '../http/pipeline/request-context.js';
import { matchRoute } from '../http/pipeline/router.js';
import type { EngineRequest } from '../http/pipeline/types.js';
import { createAnswerCache } from './answer-cache.js';
import { compose } from './compose.js';
import { createMockEvents } from './events.js';
import { createExchangeLayer } from './exchanges.js';
import { createLatencyLayer } from './latency.js';
import { coverageObserver, journalObserver, summaryObserver } from './observers.js';
import { createSerializer } from './serialize.js';
import type { ExchangeSummary, Handle, Layer, Mock, MockInner } from './types.js';

/** Options of {@link createMock}. */
export interface MockOptions {
  /** Latency added to every API answer (`--latency`), besides `Prefer: delay=`. */
  latencyMs?: number;
  /** Called after every exchange, control calls included (the CLI's `--verbose` prints it). */
  onExchange?: (summary: ExchangeSummary) => void;
  /** Decides probabilistic faults; default `Math.random`. */
  random?: () => number;
  /** Exchanges the journal keeps; default 1,000. */
  journalCapacity?: number;
  /** Runs after every reset: prepared state (a memory fixture) goes here. */
  afterReset?: () => void;
  /**
   * Where the state of record lives, when not only in this process: a layer, placed between
   * latency and the controls, made with what it needs to know of the mock (mock/types.ts,
   * `MockInner`). `--state` persists each change before the answer; `--redis` shares every change
   * with the other replicas (src/server/).
   */
  share?: (inner: MockInner) => Layer;
}

const resetRequest = (): EngineRequest => ({
  method: 'POST',
  path: '/__control/reset',
  query: new URLSearchParams(),
  headers: {},
  body: null,
  origin: 'http://localhost',
});

/**
 * Builds a mock of one API: the one place its request pipeline is composed. Each request gets its
 * context here, where it enters (request-context.ts); then the one list of layers, outermost
 * first: the exchange layer (tells the mock's events of the request's start, failure and end:
 * the journal, usage coverage and `onExchange` listen), latency, the sharing or persistence layer
 * when there is one, the controls (control calls, faults, overrides), the answer cache (engines
 * whose reads depend on the URL alone), then the engine. Each layer calls `next` for the rest, at
 * most once (compose.ts), so where a layer stands in the list decides what it sees. The node
 * adapter, the Prism front and the msw handlers only call `handle` or `fetch` of the result.
 * @see ../../../ARCHITECTURE.md#a-request-from-bin-to-the-response
 * @example
 * const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), { latencyMs: 100 });
 * const response = await mock.fetch(new Request('http://127.0.0.1:4010/v1/anchors', { method: 'POST' }));
 */
export function createMock(engine: Engine, options: MockOptions = {}): Mock {
  const { routes } = engine;
  const contextOf =
    engine.contextOf ?? createContextMaker({ routes, match: (m, p) => matchRoute(routes, m, p) });
  const journal = createJournal(options.journalCapacity);
  const overrides = createOverrides();
  const faults = createFaults(options.random);
  const coverage = createUsageCoverage(routes);
  const events = createMockEvents();
  const controls = createControls({
    routes,
    journal,
    overrides,
    faults,
    coverage,
    ...(options.afterReset ? { afterReset: options.afterReset } : {}),
  });
  const serialize = createSerializer(engine.bodyTexts);
  for (const listen of [journalObserver(journal), coverageObserver(coverage)])
    events.on('request:end', listen);
  if (options.onExchange) events.on('request:end', summaryObserver(options.onExchange));
  const layers: Layer[] = [createExchangeLayer(events, serialize), createLatencyLayer(options.latencyMs)];
  // The sharing layer is handed the rest of the pipeline below it, for requests of its own.
  const sharedAt = options.share ? layers.length + 1 : -1;
  if (options.share) {
    layers.push(
      options.share({
        api: engine.api,
        routes,
        below: (request) => pipeline.from(sharedAt)(enter(request, true)),
        holdsRules: controls.holdsRules,
        useRule: controls.useRule,
        snapshot: () => engine.snapshot(),
        restore: (state) => engine.restore(state),
      }),
    );
  }
  layers.push(controls.layer);
  // For an engine whose reads depend on the URL alone, a cache of its answers (answer-cache.ts).
  if (engine.pureReads) layers.push(createAnswerCache(engine, serialize));
  const pipeline = compose(layers, (request) => engine.handle(request));

  /** The request with its context: one call of `handle` is one request. */
  function enter(request: EngineRequest, replay = false): EngineRequest {
    const context = contextOf(request, replay);
    if (Object.isExtensible(request)) {
      request.context = context;
      return request;
    }
    return { ...request, context };
  }

  const handle: Handle = (request) => pipeline(enter(request));
  const write = createResponseWriter();
  return {
    api: engine.api,
    routes,
    engine,
    handle,
    fetch: async (input) => write(await handle(await engineRequestFrom(input)), input.signal),
    async reset() {
      const response = await handle(resetRequest());
      if (response.status >= 300)
        throw new Error(`the ${engine.api} mock could not reset: ${response.status} ${response.json ?? ''}`);
    },
    snapshot: () => engine.snapshot(),
    restore: (state) => engine.restore(state),
    journal,
    overrides,
    faults,
    coverage,
    events,
    watch(listener) {
      return events.on('request:end', ({ request }) => {
        if (!request.context?.control) listener();
      });
    },
  };
}
