import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffDocuments, parseDocument } from '../../src/diff/index.js';

/** The folder that holds oasdiff's vendored test documents and cases.json. */
export const oasdiffFolder = join(import.meta.dirname, 'oasdiff');

/** One case taken from oasdiff's checker tests by scripts/refresh-oasdiff-cases.mjs. */
export interface OasdiffCase {
  name: string;
  file: string;
  old: string;
  new: string;
  /** `all`, or the one check the test runs (its other findings are not asserted). */
  checks: string;
  minLevel: string;
  /** The test asserts that these are all the changes, not only that they are among them. */
  exhaustive: boolean;
  expected: { id: string; level: 'ERR' | 'WARN' | 'INFO' }[];
}

/** How the kit and oasdiff's test judged one case. */
export interface Verdict {
  name: string;
  /** oasdiff's test asserts an ERR or a WARN. */
  oasdiffBreaks: boolean;
  /**
   * The kit reports a change that breaks clients (`--fail-on clients` exits 1), leaving out the
   * changes the test says nothing about and oasdiff rates breaking too (see unspoken).
   */
  kitBreaks: boolean;
  /** The kit reports a change that breaks clients, counting every change. */
  kitBreaksAtAll: boolean;
  /** The kit refused a document (a `$ref` to another file, Swagger 2): the reason. */
  refused: string | undefined;
  /** ERR-level ids oasdiff asserts, and which of them the kit reported under the same id. */
  errIds: string[];
  errIdsFound: string[];
  kitRules: string[];
  /** Changes the kit printed more than once (the same rule, place and message). */
  repeated: string[];
}

/** oasdiff's rules by id: the level it rates them and the check that reports them. */
export type OasdiffRules = Record<string, { level: string; check: string }>;

/** The vendored cases, the commit they were taken from, and oasdiff's rules. */
export function readCases(): { commit: string; cases: OasdiffCase[]; rules: OasdiffRules } {
  return JSON.parse(readFileSync(join(oasdiffFolder, 'cases.json'), 'utf8'));
}

const load = (path: string) => parseDocument(readFileSync(join(oasdiffFolder, path), 'utf8'), path);

/**
 * Whether a change the kit reports as breaking clients is one the test says nothing about: the
 * test runs another check of oasdiff's than the one that reports it, or asserts only that some
 * changes are among those found; the test does not assert its id; and oasdiff rates it ERR or
 * WARN, as the kit does. A disagreement on a change's verdict is never left out this way.
 */
function unspoken(oasdiffCase: OasdiffCase, rules: OasdiffRules, rule: string): boolean {
  const known = rules[rule];
  if (known === undefined || known.level === 'INFO') return false;
  if (oasdiffCase.expected.some((item) => item.id === rule)) return false;
  const otherCheck = oasdiffCase.checks !== 'all' && known.check !== oasdiffCase.checks;
  return otherCheck || !oasdiffCase.exhaustive;
}

/** Runs the kit on one case's pair and sets its verdict beside oasdiff's. */
export function judge(oasdiffCase: OasdiffCase, rules: OasdiffRules): Verdict {
  const oasdiffBreaks = oasdiffCase.expected.some((item) => item.level !== 'INFO');
  const errIds = oasdiffCase.expected.filter((item) => item.level === 'ERR').map((item) => item.id);
  const base = { name: oasdiffCase.name, oasdiffBreaks, errIds };
  try {
    const changes = diffDocuments(load(oasdiffCase.old), load(oasdiffCase.new));
    const kitRules = [...new Set(changes.map((change) => change.rule))];
    const breaking = changes.filter((change) => change.breaks.includes('clients'));
    const kitBreaks = breaking.some((change) => !unspoken(oasdiffCase, rules, change.rule));
    const errIdsFound = errIds.filter((id) => kitRules.includes(id));
    const printed = changes.map((change) =>
      JSON.stringify([change.rule, change.operation, change.location, change.message]),
    );
    const repeated = printed.filter((line, at) => printed.indexOf(line) !== at);
    const kitBreaksAtAll = breaking.length > 0;
    return { ...base, kitBreaks, kitBreaksAtAll, refused: undefined, errIdsFound, kitRules, repeated };
  } catch (error) {
    const refused = (error as Error).message;
    return {
      ...base,
      kitBreaks: false,
      kitBreaksAtAll: false,
      refused,
      errIdsFound: [],
      kitRules: [],
      repeated: [],
    };
  }
}

/** Agreement over all cases, and the share of oasdiff's ERR ids the kit names alike. */
export function score(verdicts: Verdict[]) {
  const agree = verdicts.filter((v) => v.refused === undefined && v.kitBreaks === v.oasdiffBreaks);
  const agreeAtAll = verdicts.filter((v) => v.refused === undefined && v.kitBreaksAtAll === v.oasdiffBreaks);
  const errIds = verdicts.flatMap((v) => v.errIds).length;
  const errIdsFound = verdicts.flatMap((v) => v.errIdsFound).length;
  return {
    cases: verdicts.length,
    agree: agree.length,
    agreement: agree.length / verdicts.length,
    agreeAtAll: agreeAtAll.length,
    errIds,
    errIdsFound,
    idAgreement: errIds === 0 ? 1 : errIdsFound / errIds,
  };
}

/** The cases docs/contract-diff.md lists as intended disagreements: the test names in its table. */
export function intendedDisagreements(markdown: string): Set<string> {
  const section = markdown
    .split('\n## ')
    .find((part) => part.startsWith('Where the kit disagrees with oasdiff'));
  const names = (section ?? '').matchAll(/^\| `(Test\w+)` \|/gm);
  return new Set([...names].map((match) => match[1] as string));
}

/**
 * The kit's own rule ids as docs/contract-diff.md lists them, as patterns: `*` stands for any
 * part of an id.
 */
export function kitOwnIds(markdown: string): RegExp[] {
  const section = markdown.split('| Kit id | What |')[1]?.split('\n\n')[0] ?? '';
  const cells = section.split('\n').map((row) => row.split(' | ')[0] ?? '');
  const ids = cells.flatMap((cell) =>
    [...cell.matchAll(/`([a-z0-9*-]+)`/g)].map((match) => match[1] as string),
  );
  return ids.map((id) => new RegExp(`^${id.replaceAll('*', '[a-z0-9-]+')}$`));
}
