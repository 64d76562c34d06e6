import { type TestContext, test } from 'vitest';
import { checksFor } from './checks/index.js';
import { describeFailure, metaKey } from './meta.js';
import type { ConformanceOptions } from './options.js';
import { resolveOptions } from './options.js';
import { planChecks } from './plan.js';
import { runCheck } from './run-check.js';
import { createRunState, type RunState } from './run-state.js';

export { optionsFromEnv } from './env.js';

/**
 * Registers one vitest test per check, named `[ID] title`, in run order: the suite as a factory
 * of a base URL and options. A skipped check calls `ctx.skip(reason)`, so the reason reaches every
 * reporter. Tests share one run state, so they must run in order in one file (vitest's default).
 * @example registerConformanceSuite({ api: 'releases', baseUrl: 'http://127.0.0.1:4011' });
 */
export function registerConformanceSuite(options: ConformanceOptions): void {
  const resolved = resolveOptions(options);
  const planned = planChecks(checksFor(resolved.api), resolved);
  let state: RunState | undefined;
  // A safety net above the run's own bounds: the recorder ends every request by then.
  const timeout = resolved.maxDurationMs + 30_000;
  for (const entry of planned) {
    test(`[${entry.check.id}] ${entry.check.title}`, { timeout }, async (context: TestContext) => {
      // The run's clock (--max-duration) starts with its first check, not at collection.
      state ??= createRunState(resolved);
      const result = await runCheck(entry, state);
      (context.task.meta as Record<string, unknown>)[metaKey] = result;
      if (result.status === 'skipped') context.skip(result.reason);
      if (result.status === 'failed') throw new Error(describeFailure(result));
    });
  }
}
