import type { ConformanceOptions } from '../../conformance/options.js';
import type { Engine } from '../../src/engine/engine.js';
import type { RateLimit } from '../../src/engine/memory/rate-limiter.js';
import type { Breaker } from './serve-engine.js';

/** One deliberately broken server: the breaker breaks one rule; `check` is the check meant to catch it. */
export interface Variant {
  name: string;
  check: string;
  breaker: (engine: Engine) => Breaker;
  /** Memory only: the engine's rate limit (default off, so only the rate variants meet 429). */
  rateLimit?: RateLimit | false;
  options?: Partial<ConformanceOptions>;
}

/** Table rows: `[name, check, breaker]`, as in openapi-typescript's table-driven tests. */
export function variants(rows: [string, string, Variant['breaker'], Partial<Variant>?][]): Variant[] {
  return rows.map(([name, check, breaker, extra]) => ({ name, check, breaker, ...extra }));
}
