import { causesOf } from './causes.js';
import { checksFor } from './checks/index.js';
import { computeCoverage } from './coverage.js';
import { raceAbort } from './http/abort.js';
import type { Exchange } from './http/exchange.js';
import { proxyShownFor } from './http/proxy.js';
import { type ConformanceOptions, type ResolvedOptions, resolveOptions } from './options.js';
import { type PlannedCheck, planChecks } from './plan.js';
import { preflight } from './preflight.js';
import { orderByPrerequisites } from './prerequisites.js';
import type { RunReport, Unjudgeable } from './result.js';
import { routeHealthOf } from './route-health.js';
import { type Outcomes, runCheck } from './run-check.js';
import { createRunState, type RunState } from './run-state.js';
import type { CheckResult } from './vocabulary.js';

/** One run, step by step: what the CLI, `runConformance` and the vitest suite file all drive. */
export interface Run {
  options: ResolvedOptions;
  planned: readonly PlannedCheck[];
  /** The one request before any check; `undefined` when the target can be judged. */
  preflight(): Promise<Unjudgeable | undefined>;
  /**
   * Runs one planned check; never throws. Once `options.signal` aborts it sends nothing, so a check
   * it cut short comes back failed with the signal's reason: no verdict on the server.
   */
  check(entry: PlannedCheck): Promise<CheckResult>;
  /** Every exchange of the run so far, preflight included. */
  exchanges(): readonly Exchange[];
  /** The route of a request as the run names it (`POST /v1/recall`). */
  route(method: string, url: string): string;
  /** Ends the run: destroys its sockets, idle or busy. Calling `check` afterwards opens new ones. */
  close(): void;
}

/**
 * Prepares a run: options resolved, checks planned. The run's clock (`maxDurationMs`) starts with
 * its first request.
 * @throws {TypeError} on unusable options (no base URL, memory without key/workspace, unknown `only` id).
 * @example const run = createRun(options); if (!(await run.preflight())) for (const e of run.planned) await run.check(e);
 */
export function createRun(options: ConformanceOptions): Run {
  const resolved = resolveOptions(options);
  // A check runs after the checks it rests on, so their outcome can block it.
  const planned = orderByPrerequisites(planChecks(checksFor(resolved.api), resolved));
  const outcomes: Outcomes = new Map();
  let state: RunState | undefined;
  const stateOf = () => {
    state ??= createRunState(resolved);
    return state;
  };
  return {
    options: resolved,
    planned,
    preflight: () => preflight(stateOf()),
    check: (entry) => runCheck(entry, stateOf(), outcomes),
    exchanges: () => state?.recorder.log ?? [],
    route: (method, url) => stateOf().recorder.route(method, url),
    close: () => state?.close(),
  };
}

/**
 * Settles with `step`, or rejects with the signal's reason as soon as it aborts: a check that
 * awaits something other than a request still does not hold up a cancelled run. One the cancel cut
 * short has no verdict, so a step that settles after the abort rejects too.
 */
async function untilCancelled<T>(step: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  const value = await (signal ? raceAbort(step, signal) : step);
  signal?.throwIfAborted();
  return value;
}

/** A "could not judge" line names the proxy the run went through, when its words do not already. */
function throughProxy(unjudgeable: Unjudgeable, proxy: string | undefined): Unjudgeable {
  if (!proxy || unjudgeable.message.includes(proxy)) return unjudgeable;
  return { ...unjudgeable, message: `${unjudgeable.message} (through the proxy ${proxy})` };
}

/**
 * Runs the conformance suite of one API against a base URL: the preflight, then one check at a
 * time, in order, so traffic stays modest and a rate-limited service is not hammered. This is the
 * one path: `contract-kit conformance` calls it too. `options.signal` cancels it: no check starts
 * after it aborts, the request in flight is aborted, the run's sockets are closed, and the promise
 * rejects with the signal's reason (no report of a part of the run).
 * @throws {TypeError} on unusable options (no base URL, memory without key/workspace, unknown `only` id).
 * @throws the reason of `options.signal` when it aborts before the run ends.
 * @example
 * const report = await runConformance({ api: 'releases', baseUrl: 'https://releases.example.com' });
 * const failed = report.results.filter((result) => result.status === 'failed');
 * @example
 * const report = await runConformance({ api: 'releases', baseUrl, signal: AbortSignal.timeout(60_000) });
 */
export async function runConformance(options: ConformanceOptions): Promise<RunReport> {
  const run = createRun(options);
  const { signal } = options;
  // A run cancelled before it starts sends nothing.
  signal?.throwIfAborted();
  const started = Date.now();
  const { api, baseUrl, level, strict, runId, minCoverage } = run.options;
  const report: RunReport = {
    ...{ api, baseUrl, level, strict, runId, ...(minCoverage === undefined ? {} : { minCoverage }) },
    ...{ startedAt: new Date(started).toISOString(), durationMs: 0, results: [], causes: [], errors: [] },
  };
  // The run's own transport reads the proxy variables; an injected fetch does as it likes.
  const proxy = options.fetch ? undefined : proxyShownFor(baseUrl);
  if (proxy) report.proxy = proxy;
  try {
    const unjudgeable = await untilCancelled(run.preflight(), signal);
    if (unjudgeable) report.unjudgeable = throughProxy(unjudgeable, report.proxy);
    else {
      for (const entry of run.planned) {
        // `onResult` may have aborted it: the next check does not start.
        signal?.throwIfAborted();
        const result = await untilCancelled(run.check(entry), signal);
        options.onResult?.(result);
        report.results.push(result);
      }
    }
  } finally {
    run.close();
  }
  report.causes = causesOf(report.results);
  if (!report.unjudgeable) report.routes = routeHealthOf(api, run.exchanges(), run.route);
  report.coverage = computeCoverage(api, run.exchanges(), report.results);
  report.durationMs = Date.now() - started;
  return report;
}
