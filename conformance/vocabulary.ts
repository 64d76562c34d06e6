/**
 * The conformance suite's shared vocabulary: the words every other file of the suite uses. It
 * imports nothing, so the suite's dependency graph has one root (see ARCHITECTURE.md).
 * @module
 */

/** The two APIs the suite judges. */
export type ApiName = 'memory' | 'releases';

/** The levels a run can judge at, from the most to the least forgiving. */
export const levels = ['documented', 'kit'] as const;

/**
 * - `documented` (the default against a deployment): what every correct deployment must do, the
 *   documented rules and the rules they plainly imply. A service that chose differently where the
 *   documents say "not shown" passes it.
 * - `kit`: also the kit's own decisions where the documents are silent (the `x-inferred` marks of
 *   openapi/*.yaml). The kit's own mocks are judged at this level.
 */
export type Level = (typeof levels)[number];

/** The names levels had before 0.2, and what they mean now. */
export const levelAliases: Readonly<Record<string, Level>> = { core: 'documented', full: 'kit' };

/** Optional inputs a check needs; without them it is skipped with that reason, never failed. */
export type Requirement =
  | 'otherWorkspace'
  | 'deniedWorkspace'
  | 'blockedApiKey'
  | 'checkout'
  | 'rateLimit'
  | 'maxResponseTime';

/** What a check is, as data: everything but its code. */
export interface CheckInfo {
  /** Stable id such as `MEM-AUTH-NO-KEY`; names the test (`[ID] title`) and `--only`. */
  readonly id: string;
  /** One line saying what is verified. */
  readonly title: string;
  readonly api: ApiName;
  /** The lowest level at which a broken rule fails the run. */
  readonly level: Level;
  /**
   * A `kit` check that also runs at `documented`, where a broken rule is a warning: behaviour the
   * documents do not forbid but that a careful reviewer would question.
   */
  readonly advisory: boolean;
  /** Where the rule comes from: the API document's section, or the OpenAPI document's mark. */
  readonly source: string;
  /** The rule, quoted from `source`. */
  readonly rule: string;
  /** Why the rule sits at its level: documented, plainly implied (and by what), or the kit's choice. */
  readonly why: string;
  readonly requires: readonly Requirement[];
  /**
   * The checks this one rests on (ids of the same API): what it needs working before its own rule
   * can be judged, such as an anchor created or a session recalled. When one of them failed or was
   * blocked, this check is not run and is reported as blocked by that cause.
   */
  readonly restsOn: readonly string[];
}

/** What a failure or a warning says about the server under test. */
export interface FailureDetail {
  expected: string;
  received: string;
  /** Reproduces the request that showed the problem; absent when no single request did. */
  curl?: string;
  /** `METHOD /path` of that request, when known. */
  operation?: string;
  /** The documented route of that request (`POST /v1/recall`), when known. */
  route?: string;
  /**
   * What deviated, in words that do not depend on the check or the route (`400 bad_request
   * answered 401`): failures that show the same deviation are one cause. Absent: the failure is a
   * cause of its own check.
   */
  deviation?: string;
  /** The cause this finding belongs to, when the check that found it knows (a response sweep). */
  cause?: string;
}

/** One probe a check sent: an edge of a documented input and how its answer was judged. */
export interface ProbeRecord {
  /** `header X-Workspace-Id of POST /v1/anchors`. */
  input: string;
  /** The class the value stands for: `empty`, `maximum`, `instant-negative-offset`, … */
  class: string;
  /** The value sent, as text; absent when the input was left out. */
  value?: string;
  /** The answer's status; absent when none came. */
  status?: number;
  /** How it was judged: `400 bad_request (documented)`, `as 2025-03-01T12:00:00Z`, `not judged: …`. */
  judged: string;
  /** Whether the answer met the judgement (absent when not judged). */
  ok?: boolean;
}

/**
 * How a check ended. `warned`: passed, but with questionable behaviour listed in `warnings`.
 * `blocked`: not judged, because something it rests on failed first (a check in its `restsOn`, or
 * a route that did not answer); it counts as not passed, apart from `failed`.
 */
export type Status = 'passed' | 'failed' | 'warned' | 'skipped' | 'blocked';

/** The outcome of one check, as every reporter sees it. */
export interface CheckResult {
  id: string;
  title: string;
  api: ApiName;
  level: Level;
  source: string;
  rule: string;
  status: Status;
  durationMs: number;
  /** Why a check was skipped. */
  reason?: string;
  /**
   * A failed check: the id of the cause its failure shows (its own id, or a route's cause when a
   * route did not answer). A blocked check: the cause that blocked it. Causes are listed once per
   * run (see `causesOf`).
   */
  cause?: string;
  /** A failed check: what broke. A blocked check: what stopped it, when it had started. */
  failure?: FailureDetail;
  warnings?: FailureDetail[];
  /**
   * Every finding of a check that goes on after one (a probe sweep, a response sweep), each with
   * its cause; `failure` and `cause` are the first of them.
   */
  findings?: FailureDetail[];
  /** The edges of documented inputs the check sent, and how each answer was judged. */
  probes?: ProbeRecord[];
  /**
   * How the check judged, where a reader needs it to trust the verdict: e.g. whether a list was
   * walked completely or judged within the traffic budget from pages at known offsets.
   */
  notes?: string[];
}
