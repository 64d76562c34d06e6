import type { PlannedCheck } from './plan.js';
import type { CheckResult } from './vocabulary.js';

/**
 * The plan with every check after the checks it rests on, otherwise in its own order: a check
 * moves only as far forward as a prerequisite needs. Prerequisites left out of the plan (`--only`)
 * are not waited for.
 * @throws {Error} when checks rest on each other in a circle (a mistake in the check files).
 * @example orderByPrerequisites(planChecks(memoryChecks, options))
 */
export function orderByPrerequisites(planned: readonly PlannedCheck[]): PlannedCheck[] {
  const byId = new Map(planned.map((entry) => [entry.check.id, entry]));
  const ordered: PlannedCheck[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (entry: PlannedCheck, path: readonly string[]): void => {
    const id = entry.check.id;
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      throw new Error(`internal: checks rest on each other in a circle: ${[...path, id].join(' → ')}`);
    }
    state.set(id, 'visiting');
    for (const prerequisite of entry.check.restsOn) {
      const found = byId.get(prerequisite);
      if (found) visit(found, [...path, id]);
    }
    state.set(id, 'done');
    ordered.push(entry);
  };
  for (const entry of planned) visit(entry, []);
  return ordered;
}

/**
 * The cause that blocks a check: the cause of the first check it rests on that failed or was
 * blocked in this run; `undefined` when every prerequisite passed, warned, was skipped or did not run.
 * @example blockingCause(check.restsOn, outcomes) // 'MEM-ANCHOR-UUID'
 */
export function blockingCause(
  restsOn: readonly string[],
  outcomes: ReadonlyMap<string, CheckResult>,
): string | undefined {
  for (const id of restsOn) {
    const outcome = outcomes.get(id);
    if (outcome?.status === 'failed' || outcome?.status === 'blocked') return outcome.cause ?? id;
  }
  return undefined;
}
