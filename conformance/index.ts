/**
 * The conformance suite: checks of the documented rules of both APIs, a runner that needs no test
 * framework, and the reporters. The CLI (`contract-kit conformance`) runs the same checks through vitest.
 * @example
 * import { runConformance } from './conformance/index.js';
 * const results = await runConformance({ api: 'releases', baseUrl: 'http://127.0.0.1:4011' });
 * @module
 */
export { checksFor, memoryChecks, releasesChecks } from './checks/index.js';
export type { CheckContext } from './context.js';
export {
  type ApiName,
  type Check,
  type CheckSpec,
  defineCheck,
  type Level,
  type Requirement,
} from './define-check.js';
export { ConformanceFailure, type FailureDetail, TransportError } from './failure.js';
export type { Exchange } from './http/exchange.js';
export { type ConformanceOptions, defaults } from './options.js';
export { renderHtml } from './reporters/html.js';
export { renderJson } from './reporters/json.js';
export { renderJunit } from './reporters/junit.js';
export { renderPrettySummary } from './reporters/pretty.js';
export { type CheckResult, exitCodeOf, type RunReport, summarise } from './result.js';
export { runConformance } from './run-conformance.js';
