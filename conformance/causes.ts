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
  /**
   * The routes of the requests its findings point at (each finding's first), when more than one:
   * the same deviation from several checks and routes is one cause.
   */
  routes?: string[];
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
 * and blocked and the routes it showed on. A check with findings of several causes (a sweep)
 * counts for each. A cause's route, problem and curl come from its own check's first finding (a
 * route's or a bound's from the first check that recorded one).
 * @example causesOf(report.results).map((cause) => cause.id) // ['route POST /v1/recall', 'MEM-ANCHOR-UUID']
 */
export function causesOf(results: readonly CheckResult[]): Cause[] {
  const causes = new Map<string, Cause>();
  const causeFor = (id: string): Cause => {
    let cause = causes.get(id);
    if (!cause) {
      cause = { id, kind: kindOf(id), problem: '', failed: [], blocked: [] };
      causes.set(id, cause);
    }
    return cause;
  };
  for (const result of results) {
    if ((result.status !== 'failed' && result.status !== 'blocked') || !result.cause) continue;
    for (const [id, detail] of entriesOf(result)) {
      const cause = causeFor(id);
      // A check cause is described by that check's own failure, never by what it blocked.
      const describes =
        cause.kind === 'check' ? result.id === id && cause.problem === '' : cause.problem === '';
      if (describes && detail) {
        const { route, curl } = detail;
        Object.assign(cause, { problem: problemOf(cause.kind, detail) }, route ? { route } : {});
        if (curl) cause.curl = curl;
        else delete cause.curl;
      }
      if (detail?.route && result.status === 'failed') addRoute(cause, detail.route);
      const list = result.status === 'failed' ? cause.failed : cause.blocked;
      if (!list.includes(result.id)) list.push(result.id);
    }
  }
  for (const cause of causes.values()) {
    if (cause.problem === '') cause.problem = kindOf(cause.id) === 'route' ? 'did not answer' : 'failed';
    if (cause.routes && cause.routes.length < 2) delete cause.routes;
  }
  return [...causes.values()];
}

/** Each cause a result counts for, with the detail that shows it there. */
function entriesOf(result: CheckResult): [string, FailureDetail | undefined][] {
  if (result.status === 'failed' && result.findings) {
    return result.findings.map((finding) => [finding.cause ?? (result.cause as string), finding]);
  }
  return [[result.cause as string, result.failure]];
}

function addRoute(cause: Cause, route: string): void {
  cause.routes ??= [];
  if (!cause.routes.includes(route)) cause.routes.push(route);
}
