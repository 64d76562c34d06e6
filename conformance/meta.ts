import type { CheckResult } from './result.js';

/** The key under which each test's `CheckResult` travels to the reporters (`task.meta`). */
export const metaKey = 'conformance';

/** The message vitest shows for a failed check: rule, expected, received, curl. */
export function describeFailure(result: CheckResult): string {
  const failure = result.failure;
  return [
    `[${result.id}] ${result.rule}`,
    `expected: ${failure?.expected ?? ''}`,
    `received: ${failure?.received ?? ''}`,
    ...(failure?.curl ? [`curl: ${failure.curl}`] : []),
  ].join('\n');
}
