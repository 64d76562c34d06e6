import { checksFor } from './checks/index.js';
import { type ConformanceOptions, resolveOptions } from './options.js';
import { planChecks } from './plan.js';
import type { CheckResult } from './result.js';
import { runCheck } from './run-check.js';
import { createRunState } from './run-state.js';

/**
 * Runs the conformance suite of one API against a base URL, without vitest: one check at a time,
 * in order, so traffic stays modest and a rate-limited service is not hammered.
 * @throws {TypeError} on unusable options (no base URL, memory without key/workspace, unknown `only` id).
 * @example
 * const results = await runConformance({ api: 'releases', baseUrl: 'https://releases.example.com' });
 * const failed = results.filter((result) => result.status === 'failed');
 */
export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const resolved = resolveOptions(options);
  const planned = planChecks(checksFor(resolved.api), resolved);
  const state = createRunState(resolved);
  const results: CheckResult[] = [];
  for (const entry of planned) {
    const result = await runCheck(entry, state);
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
