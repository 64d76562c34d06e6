import type { CheckContext } from '../../../context.js';
import type { Exchange } from '../../../http/exchange.js';
import { createAnchor, type Item, recall, storeEach } from './memory-api.js';

/** Scores of one recall, by atom id. */
export type Scores = ReadonlyMap<string, number>;

/**
 * An anchor with three equally relevant "lemon" atoms and one "mango" atom, and a recall session
 * (limit 2) that returned two of the lemon atoms. `listed`/`unlisted` are the two it returned,
 * `outside` the lemon atom it did not return. The three start with equal relevance, so a service
 * with any scoring of its own can be judged by how their scores move relative to each other.
 */
export interface FeedbackScenario {
  sessionId: string;
  /** Returned by the session; the atom feedback lists. */
  listed: string;
  /** Returned by the session, never listed. */
  unlisted: string;
  /** Not returned by the session. */
  outside: string;
  /** Recalls with the session's own query (a service may reinforce per query) and returns all scores. */
  measure(): Promise<{ scores: Scores; exchange: Exchange }>;
}

const query = 'lemon ckmeasure';

/**
 * Builds the scenario; fails the check when the service cannot even set it up (recall ignores its
 * stored atoms), since no reinforcement can be judged then.
 * @example const scenario = await prepareFeedbackScenario(ctx);
 */
export async function prepareFeedbackScenario(ctx: CheckContext): Promise<FeedbackScenario> {
  const { anchorId } = await createAnchor(ctx, 'feedback');
  // Same length and term counts, so a lexical ranking scores the three lemon atoms equally.
  const contents = ['lemon note 1', 'lemon note 2', 'lemon note 3', 'mango note 4'].map(
    (text) => `${ctx.label('memo')} ckmeasure ${text}`,
  );
  const ids = await storeEach(ctx, anchorId, contents);
  const lemons = ids.slice(0, 3);
  const session = await recall(ctx, anchorId, query, 2);
  const returned = session.items.map((item) => item.atom_id);
  const [listed, unlisted] = returned;
  const outside = lemons.find((id) => !returned.includes(id));
  ctx.expect(
    session.items.length === 2 && listed && unlisted && outside,
    `recall "${query}" with limit 2 to return exactly 2 of the ${ids.length} stored atoms, two of the three lemon atoms ${JSON.stringify(lemons)}`,
    `${session.items.length} ${session.items.length === 1 ? 'item' : 'items'}: ${JSON.stringify(returned)}`,
    session.exchange,
  );
  const measure = async () => {
    const recalled = await recall(ctx, anchorId, query, 10);
    const scores = scoresOf(recalled.items);
    const missing = [listed, unlisted, outside].filter((id) => !scores.has(id));
    ctx.expect(
      missing.length === 0,
      `atoms ${missing.join(', ')} among the recalled items`,
      undefined,
      recalled.exchange,
    );
    return { scores, exchange: recalled.exchange };
  };
  return { sessionId: session.sessionId, listed, unlisted, outside, measure };
}

function scoresOf(items: readonly Item[]): Scores {
  return new Map(items.map((item) => [item.atom_id, item.score]));
}

/**
 * How much `a` gained on `b` between two recalls: relative, so scaled or shifted scores compare fine.
 * @example gain(before, after, listed, unlisted) > tolerance(before, after)
 */
export function gain(before: Scores, after: Scores, a: string, b: string): number {
  const at = (scores: Scores, id: string) => scores.get(id) ?? Number.NaN;
  return at(after, a) - at(after, b) - (at(before, a) - at(before, b));
}

/** Float noise allowance, relative to the size of the scores. */
export function tolerance(...all: Scores[]): number {
  const largest = Math.max(1, ...all.flatMap((scores) => [...scores.values()].map(Math.abs)));
  return largest * 1e-9;
}

/** Before/after scores of the three atoms, for a failure report. */
export function describeScores(scenario: FeedbackScenario, before: Scores, after: Scores): string {
  const line = (name: string, id: string) => `${name} ${id}: ${before.get(id)} → ${after.get(id)}`;
  return [
    line('listed', scenario.listed),
    line('returned-unlisted', scenario.unlisted),
    line('not-returned', scenario.outside),
  ].join('; ');
}
