import type { CheckContext } from './context.js';
import type { ApiName, CheckInfo, Level, Requirement } from './vocabulary.js';

/** What a check file declares. */
export interface CheckSpec {
  /** Stable id such as `MEM-AUTH-NO-KEY`; names the test (`[ID] title`) and `--only`. */
  id: string;
  /** One line saying what is verified. */
  title: string;
  api: ApiName;
  /** The lowest level at which a broken rule fails the run (see {@link Level}). */
  level: Level;
  /** A `kit` check whose broken rule is a warning at `documented` instead of being skipped there. */
  advisory?: boolean;
  /** The API document's section (documented rules) or the OpenAPI document's mark (kit rules). */
  source: string;
  /** The rule, quoted from `source`. */
  rule: string;
  /**
   * Why the rule sits at its level: "documented", "implied: ..." with the reasoning, or "the kit's
   * choice: ..." naming what the documents leave open.
   */
  why: string;
  requires?: readonly Requirement[];
  /**
   * Ids of checks (same API) whose rule this one needs working, such as `MEM-ANCHOR-UUID` for a
   * check that stores atoms in a new anchor. When one of them fails, this check is reported as
   * blocked by it instead of failing with the same symptom; the run orders them first.
   */
  restsOn?: readonly string[];
  /** Throws a `ConformanceFailure` (through `ctx.expect`/`ctx.fail`) when the server breaks the rule. */
  run: (ctx: CheckContext) => Promise<void>;
}

/** A registered check: its data, frozen, and its code. */
export interface Check extends CheckInfo {
  readonly run: (ctx: CheckContext) => Promise<void>;
}

const idPattern = /^(MEM|REL)-[A-Z0-9]+(-[A-Z0-9]+)*$/;

/**
 * Declares one conformance check: one rule, one id, one small file.
 * @throws {TypeError} when the id does not look like `MEM-…`/`REL-…` of its API, a text is empty,
 *   `restsOn` names itself or another API's check, or an advisory check is not a `kit` check.
 * @example
 * export default defineCheck({
 *   id: 'MEM-RECALL-LIMIT', title: 'recall never returns more items than limit', api: 'memory',
 *   level: 'documented', source: 'Endpoints: Rules', rule: 'The recall limit caps the number of returned items.',
 *   why: 'documented', run: async (ctx) => { ... },
 * });
 */
export function defineCheck(spec: CheckSpec): Check {
  const prefix = spec.api === 'memory' ? 'MEM-' : 'REL-';
  if (!idPattern.test(spec.id) || !spec.id.startsWith(prefix)) {
    throw new TypeError(`check id ${JSON.stringify(spec.id)} must look like ${prefix}WORD-WORD`);
  }
  if (![spec.rule, spec.source, spec.title, spec.why].every((text) => text.trim())) {
    throw new TypeError(`check ${spec.id} needs a title, a source, a quoted rule and a why`);
  }
  const foreign = (spec.restsOn ?? []).filter(
    (id) => id === spec.id || !idPattern.test(id) || !id.startsWith(prefix),
  );
  if (foreign.length > 0) {
    throw new TypeError(
      `check ${spec.id} cannot rest on ${foreign.join(', ')}: name other ${prefix}… checks`,
    );
  }
  if (spec.advisory && spec.level !== 'kit') {
    throw new TypeError(`check ${spec.id}: only a kit check can be advisory at the documented level`);
  }
  return Object.freeze({
    ...spec,
    advisory: spec.advisory ?? false,
    requires: Object.freeze([...(spec.requires ?? [])]),
    restsOn: Object.freeze([...(spec.restsOn ?? [])]),
  });
}
