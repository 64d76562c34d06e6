import type { CheckContext } from './context.js';

/** The two APIs the suite judges. */
export type ApiName = 'memory' | 'releases';

/**
 * `core`: only what the seed documents state. `full`: also the kit's inferred contract (the
 * `x-inferred` decisions of the OpenAPI documents).
 */
export type Level = 'core' | 'full';

/** Optional inputs a check needs; without them it is skipped with that reason, never failed. */
export type Requirement = 'otherWorkspace' | 'deniedWorkspace' | 'blockedApiKey' | 'checkout' | 'rateLimit';

/** What a check file declares. */
export interface CheckSpec {
  /** Stable id such as `MEM-AUTH-NO-KEY`; names the test (`[ID] title`) and `--only`. */
  id: string;
  /** One line saying what is verified. */
  title: string;
  api: ApiName;
  level: Level;
  /** Section of the seed document (core) or the OpenAPI document (full) the rule comes from. */
  source: string;
  /** The rule, quoted from `source` (or the `x-inferred-reason` for full checks). */
  rule: string;
  requires?: readonly Requirement[];
  /** Throws a `ConformanceFailure` (through `ctx.expect`/`ctx.fail`) when the server breaks the rule. */
  run: (ctx: CheckContext) => Promise<void>;
}

/** A registered check: the spec, frozen, with `requires` always present. */
export interface Check extends Readonly<Omit<CheckSpec, 'requires'>> {
  readonly requires: readonly Requirement[];
}

const idPattern = /^(MEM|REL)-[A-Z0-9]+(-[A-Z0-9]+)*$/;

/**
 * Declares one conformance check: one rule, one id, one small file.
 * @throws {TypeError} when the id does not look like `MEM-…`/`REL-…` of its API, or rule/source are empty.
 * @example
 * export default defineCheck({
 *   id: 'MEM-RECALL-LIMIT', title: 'recall never returns more items than limit', api: 'memory',
 *   level: 'core', source: 'Endpoints: Rules', rule: 'The recall limit caps the number of returned items.',
 *   run: async (ctx) => { ... },
 * });
 */
export function defineCheck(spec: CheckSpec): Check {
  const prefix = spec.api === 'memory' ? 'MEM-' : 'REL-';
  if (!idPattern.test(spec.id) || !spec.id.startsWith(prefix)) {
    throw new TypeError(`check id ${JSON.stringify(spec.id)} must look like ${prefix}WORD-WORD`);
  }
  if (!spec.rule.trim() || !spec.source.trim() || !spec.title.trim()) {
    throw new TypeError(`check ${spec.id} needs a title, a source and a quoted rule`);
  }
  return Object.freeze({ ...spec, requires: Object.freeze([...(spec.requires ?? [])]) });
}
