import type { TestContext } from 'vitest';
import type { ConformanceOptions } from './options.js';
import { createRun } from './run-conformance.js';
import type { CheckResult } from './vocabulary.js';

export { optionsFromEnv } from './parse-options.js';

/**
 * Vitest's API, loaded only inside a Vitest run (which sets VITEST): this module is part of
 * `contract-kit/conformance`, and programs that only call `runConformance` need no Vitest.
 */
const vitest = process.env.VITEST ? await import('vitest') : undefined;

/** The message vitest shows for a failed check: rule, expected, received, curl. */
function describeFailure(result: CheckResult): string {
  const failure = result.failure;
  return [
    `[${result.id}] ${result.rule}`,
    `expected: ${failure?.expected ?? ''}`,
    `received: ${failure?.received ?? ''}`,
    ...(failure?.curl ? [`curl: ${failure.curl}`] : []),
  ].join('\n');
}

/**
 * Registers the suite in the calling vitest file: one test per check, named `[ID] title`, in run
 * order, on the same run path as `runConformance` and the CLI. The preflight runs in `beforeAll`;
 * a target that cannot be judged fails every test with its one line. A skipped check calls
 * `ctx.skip(reason)`; a warned one passes with its warnings annotated. Tests share one run, so
 * they run in order in one file (vitest's default).
 *
 * With neither an API nor a base URL (`optionsFromEnv` in a run without the `CONFORMANCE_*`
 * variables: the project's everyday `vitest run`), it registers one skipped test that says how to
 * run the suite, rather than failing every run that does not mean to judge a deployment. Half an
 * option set (an API without a base URL) fails, naming what is missing.
 * @example registerConformanceSuite({ api: 'releases', baseUrl: 'http://127.0.0.1:4011' });
 */
export function registerConformanceSuite(options: ConformanceOptions): void {
  if (!vitest)
    throw new Error(
      'registerConformanceSuite registers Vitest tests: call it in a test file that Vitest runs',
    );
  const { afterAll, beforeAll, test } = vitest;
  if (!options.api && !options.baseUrl) {
    test.skip('[conformance] not run: set CONFORMANCE_API and CONFORMANCE_BASE_URL to judge a deployment', () => {});
    return;
  }
  const run = createRun(options);
  // A safety net above the run's own bounds: the recorder ends every request by then.
  const timeout = run.options.maxDurationMs + 30_000;
  beforeAll(async () => {
    const unjudgeable = await run.preflight();
    if (unjudgeable) {
      const { problem, message, nextStep } = unjudgeable;
      throw new Error(`could not judge (${problem}): ${message}. Next: ${nextStep}`);
    }
  }, timeout);
  afterAll(() => run.close());
  for (const entry of run.planned) {
    test(`[${entry.check.id}] ${entry.check.title}`, { timeout }, async (context: TestContext) => {
      const result = await run.check(entry);
      if (result.status === 'skipped') context.skip(result.reason);
      for (const warning of result.warnings ?? []) {
        context.annotate(`warning: expected ${warning.expected}; received ${warning.received}`, 'warning');
      }
      // Blocked: not judged because what it rests on failed; the test fails naming that cause.
      if (result.status === 'blocked') throw new Error(`[${result.id}] ${result.reason ?? 'blocked'}`);
      const failed = result.status === 'failed' || (run.options.strict && result.status === 'warned');
      if (failed) throw new Error(describeFailure(result));
    });
  }
}
