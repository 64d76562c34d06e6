import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { ApiName } from '../define-check.js';
import { metaKey } from '../meta.js';
import type { CheckResult } from '../result.js';

/**
 * A vitest reporter that collects each test's `CheckResult` (from `task.meta`) for the
 * conformance reporters, and anything that went wrong outside a check as a run error.
 * @example const reporter = new ConformanceReporter('memory', progress); await startVitest('test', [], { reporters: [reporter] });
 */
export class ConformanceReporter implements Reporter {
  readonly results: CheckResult[] = [];
  readonly errors: string[] = [];

  constructor(
    private readonly api: ApiName,
    private readonly onResult?: (result: CheckResult) => void,
  ) {}

  onTestCaseResult(testCase: TestCase): void {
    const result = toCheckResult(testCase, this.api);
    this.results.push(result);
    this.onResult?.(result);
  }

  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<{ message?: string }>,
  ): void {
    for (const module of modules) {
      for (const error of module.errors()) this.errors.push(`${module.moduleId}: ${error.message}`);
    }
    for (const error of unhandledErrors) this.errors.push(`unhandled: ${error.message ?? String(error)}`);
  }
}

/** The check's own result, or one rebuilt from vitest's when the test ended before setting it (a vitest timeout). */
function toCheckResult(testCase: TestCase, api: ApiName): CheckResult {
  const meta = (testCase.meta() as Record<string, unknown>)[metaKey] as CheckResult | undefined;
  if (meta) return meta;
  const result = testCase.result();
  const id = /^\[([^\]]+)\]/.exec(testCase.name)?.[1] ?? testCase.name;
  const base = { id, title: testCase.name, api, level: 'core', source: 'vitest', rule: '' } as const;
  const durationMs = Math.round(testCase.diagnostic()?.duration ?? 0);
  if (result.state === 'skipped')
    return { ...base, status: 'skipped', durationMs, reason: result.note ?? 'skipped' };
  const message = result.errors?.map((error) => error.message).join('\n') ?? 'failed';
  return {
    ...base,
    status: result.state === 'passed' ? 'passed' : 'failed',
    durationMs,
    failure: { expected: 'the check to finish', received: message },
  };
}
