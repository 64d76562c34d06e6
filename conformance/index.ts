/**
 * The conformance suite: one check per rule of both APIs' documents, the one run path the CLI
 * also uses, and the reporters. `registerConformanceSuite` (conformance/register-suite.ts) runs
 * the same checks as Vitest tests, in a test file of the user's own Vitest (conformance/README.md).
 * @example
 * import { runConformance } from 'contract-kit/conformance';
 * const report = await runConformance({ api: 'releases', baseUrl: 'https://releases.example.com' });
 * process.exitCode = exitCodeOf(report);
 * @module
 */
export { checksFor, memoryChecks, releasesChecks } from './checks/index.js';
export type { CheckContext } from './context.js';
export { type Check, type CheckSpec, defineCheck } from './define-check.js';
export { ConformanceFailure, TransportError } from './failure.js';
export type { Exchange } from './http/exchange.js';
export { type OptionSpec, optionTable } from './option-table.js';
export { type ConformanceOptions, defaults } from './options.js';
export { optionsFromEnv, registerConformanceSuite } from './register-suite.js';
export { renderHtml } from './reporters/html.js';
export { renderJson } from './reporters/json.js';
export { renderJunit } from './reporters/junit.js';
export { renderPrettySummary } from './reporters/pretty.js';
export { exitCodeOf, exitCodes, type RunReport, summarise, summaryLine, type Unjudgeable } from './result.js';
export { createRun, type Run, runConformance } from './run-conformance.js';
export {
  type ApiName,
  type CheckInfo,
  type CheckResult,
  type FailureDetail,
  type Level,
  levels,
  type Requirement,
  type Status,
} from './vocabulary.js';
