import type { CheckContext } from '../../context.js';
import { describeResponse, type Exchange } from '../../http/exchange.js';

/**
 * Fails the check listing every offending request as `what → response`, reproducible with the
 * first one's curl line; does nothing when the list is empty.
 * @example failEach(ctx, 'a 4xx for every malformed value', [['?limit=abc', exchange]]);
 */
export function failEach(
  ctx: CheckContext,
  expected: string,
  offending: readonly [string, Exchange][],
): void {
  const first = offending[0];
  if (!first) return;
  const received = offending.map(([what, exchange]) => `${what} → ${describeResponse(exchange)}`).join('\n');
  ctx.fail(expected, received, first[1]);
}

/**
 * As {@link failEach}, but records the finding and goes on (`ctx.flag`), with the deviation the
 * offending requests share, so a check can report several independent deviations.
 * @example flagEach(ctx, '400 for a missing key', [['createAnchor', exchange]], '400 bad_request answered 401');
 */
export function flagEach(
  ctx: CheckContext,
  expected: string,
  offending: readonly [string, Exchange][],
  deviation?: string,
): void {
  const first = offending[0];
  if (!first) return;
  const received = offending.map(([what, exchange]) => `${what} → ${describeResponse(exchange)}`).join('\n');
  ctx.flag(expected, received, first[1], deviation);
}
