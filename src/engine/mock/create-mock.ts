import type { Engine } from '../engine.js';
import { createControlsLayer } from '../http/controls/controls.js';
import { createFaults } from '../http/controls/faults.js';
import { createOverrides } from '../http/controls/overrides.js';
import { createJournal } from '../http/logs/journal.js';
import { createUsageCoverage } from '../http/logs/usage-coverage.js';
import { createResponseWriter, engineRequestFrom } from '../http/pipeline/fetch-bridge.js';
import type { EngineRequest } from '../http/pipeline/types.js';
import { createAnswerCache } from './answer-cache.js';
import { compose } from './compose.js';
import { createExchangeLayer, type ExchangeObserver } from './exchanges.js';
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
   * Where the state of record lives, when not only in this process: a layer given what it stands
   * in front of (the controls and the engine). `--state` persists each change before the answer;
   * `--redis` shares every change with the other replicas (src/server/).
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
 * Builds a mock of one API: the one place its request pipeline is composed. In order, outermost
 * first: the exchange layer (times, serialises the answer once, tells the journal, usage coverage
 * and `onExchange`), latency, the sharing or persistence layer when there is one, the controls
 * (control calls, faults, overrides), the answer cache (engines whose reads depend on the URL
 * alone), then the engine. The node adapter, the Prism front and the
 * msw handlers only call `handle` or `fetch` of the result.
 * @see ../../../ARCHITECTURE.md#a-request-from-bin-to-the-response
 * @example
 * const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), { latencyMs: 100 });
 * const response = await mock.fetch(new Request('http://127.0.0.1:4010/v1/anchors', { method: 'POST' }));
 */
export function createMock(engine: Engine, options: MockOptions = {}): Mock {
  const { routes } = engine;
  const journal = createJournal(options.journalCapacity);
  const overrides = createOverrides();
  const faults = createFaults(options.random);
  const coverage = createUsageCoverage(routes);
  const controls = createControlsLayer({
    routes,
    journal,
    overrides,
    faults,
    coverage,
    ...(options.afterReset ? { afterReset: options.afterReset } : {}),
  });
  const serialize = createSerializer();
  // Below the controls, the engine; for an engine whose reads depend on the URL alone, with a
  // cache of its answers in front (answer-cache.ts).
  const answer: Handle = engine.pureReads
    ? compose([createAnswerCache(engine, serialize)], (request) => engine.handle(request))
    : (request) => engine.handle(request);
  const inner: MockInner = {
    api: engine.api,
    routes,
    handle: (request) => controls(request, answer),
    overrides,
    faults,
    snapshot: () => engine.snapshot(),
    restore: (state) => engine.restore(state),
  };
  const observers: ExchangeObserver[] = [journalObserver(journal), coverageObserver(coverage)];
  if (options.onExchange) observers.push(summaryObserver(options.onExchange));
  const layers = [createExchangeLayer(routes, observers, serialize), createLatencyLayer(options.latencyMs)];
  if (options.share) layers.push(options.share(inner));
  const handle = compose(layers, inner.handle);
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
    watch(listener) {
      // Added to the list the exchange layer reads, and taken out again: an unwatched mock runs
      // exactly the observers it had. Taken out after the exchange under way was told.
      const observer: ExchangeObserver = ({ request }) => {
        if (!request.path.startsWith('/__control/')) listener();
      };
      observers.push(observer);
      return () => {
        queueMicrotask(() => {
          const at = observers.indexOf(observer);
          if (at >= 0) observers.splice(at, 1);
        });
      };
    },
  };
}
