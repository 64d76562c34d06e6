/**
 * A limit on the work of one diff. Real documents, a 1 MB pair included, stay far below it; a
 * document built to fan out (a schema whose properties reference schemas whose properties
 * reference more) meets it, and the diff stops with a clear refusal instead of running for
 * minutes and exhausting memory.
 */
export class WorkLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkLimitError';
  }
}

/** How many schema comparisons and changes one diff may make. */
export interface WorkLimits {
  comparisons: number;
  changes: number;
}

/** The work one diff has left, its limits, and what it need not do again. */
export interface WorkBudget {
  left: WorkLimits;
  limits: WorkLimits;
  /**
   * Pairs of referenced schemas whose whole walk found no change, by side and subject: met at
   * another place (the same error schema under every operation's 4xx), they are not walked again.
   */
  clean: Set<string>;
  /** How many times a walk stopped at a pair already met at its place (then it is not known clean). */
  cut: number;
}

/**
 * The default limits: the 1 MB pair of bench/diff-speed.ts needs about 1% of them, while the
 * fan-out pair of test/diff/bounded.test.ts would need billions of comparisons.
 */
export const defaultLimits: WorkLimits = { comparisons: 2_000_000, changes: 200_000 };

/** A fresh budget for one diff. */
export function createBudget(limits: WorkLimits = defaultLimits): WorkBudget {
  return { left: { ...limits }, limits, clean: new Set(), cut: 0 };
}

/**
 * Spends one unit of a budget's kind, or refuses past its end.
 * @throws {WorkLimitError} naming the limit
 */
export function spend(budget: WorkBudget, kind: keyof WorkLimits): void {
  budget.left[kind] -= 1;
  if (budget.left[kind] >= 0) return;
  throw new WorkLimitError(
    `comparing these documents needs more than ${budget.limits[kind]} schema ${kind}; ` +
      'refused (a real document needs far fewer: look for $refs that fan out)',
  );
}
