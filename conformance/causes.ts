import type { CheckResult, FailureDetail } from './vocabulary.js';

/**
 * One distinct reason a run did not pass, listed before the checks it explains: a check whose
 * rule broke, a route that did not answer, or a bound of the run that stopped requests.
 */
export interface Cause {
  /** A check id (`MEM-ANCHOR-UUID`), a route's (`route POST /v1/recall`) or a bound's (`run …`). */
  id: string;
  kind: 'check' | 'route' | 'run';
  /** The documented route of the request that showed it, when one did. */
  route?: string;
  /** What went wrong, in one line: what was expected and what came instead. */
  problem: string;
  /** One line that reproduces it. */
  curl?: string;
  /** Checks that failed with it. */
  failed: string[];
  /** Checks not judged because of it. */
  blocked: string[];
}

/** The cause id of a route that did not answer. */
export function routeCauseId(route: string): string {
  return `route ${route}`;
}

function kindOf(id: string): Cause['kind'] {
  return id.startsWith('route ') ? 'route' : id.startsWith('run ') ? 'run' : 'check';
}

function problemOf(kind: Cause['kind'], detail: FailureDetail | undefined): string {
  if (!detail) return 'failed';
  return kind === 'check' ? `expected ${detail.expected}; received ${detail.received}` : detail.received;
}

/**
 * The distinct causes of a run, in the order they first showed, each with the checks it failed
 * and blocked. A cause's route, problem and curl come from its first check that recorded one.
 * @example causesOf(report.results).map((cause) => cause.id) // ['route POST /v1/recall', 'MEM-ANCHOR-UUID']
 */
export function causesOf(results: readonly CheckResult[]): Cause[] {
  const causes = new Map<string, Cause>();
  for (const result of results) {
    if ((result.status !== 'failed' && result.status !== 'blocked') || !result.cause) continue;
    const id = result.cause;
    const kind = kindOf(id);
    let cause = causes.get(id);
    if (!cause) {
      cause = { id, kind, problem: '', failed: [], blocked: [] };
      causes.set(id, cause);
    }
    // A check cause is described by that check's own failure, never by what it blocked.
    const describes = kind === 'check' ? result.id === id : cause.problem === '';
    if (describes && result.failure) {
      const { route, curl } = result.failure;
      Object.assign(cause, { problem: problemOf(kind, result.failure) }, route ? { route } : {});
      if (curl) cause.curl = curl;
      else delete cause.curl;
    }
    (result.status === 'failed' ? cause.failed : cause.blocked).push(result.id);
  }
  for (const cause of causes.values()) {
    if (cause.problem === '') cause.problem = kindOf(cause.id) === 'route' ? 'did not answer' : 'failed';
  }
  return [...causes.values()];
}
