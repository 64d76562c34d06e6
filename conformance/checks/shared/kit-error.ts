import type { CheckContext } from '../../context.js';
import { type Exchange, jsonOf } from '../../http/exchange.js';
import { failEach } from './fail-each.js';

/**
 * Whether a response refuses a request the way the run's level asks: at `kit`, exactly the kit's
 * error (this status and `{error: code}`); at `documented`, where error statuses or bodies are not
 * shown, any 4xx, so a deployment's own 422 or `{detail}` body is not questioned.
 * @example if (!isRefused(ctx, exchange, 404, 'not_found')) ...
 */
export function isRefused(ctx: CheckContext, exchange: Exchange, status: number, code: string): boolean {
  if (ctx.level === 'documented') return (exchange.status ?? 0) >= 400 && (exchange.status ?? 0) < 500;
  return exchange.status === status && (jsonOf(exchange) as { error?: unknown } | undefined)?.error === code;
}

/** What {@link isRefused} expects, in words for a report. */
export function refusal(ctx: CheckContext, status: number, code: string): string {
  return ctx.level === 'documented' ? 'a 4xx refusal' : `${status} {"error": "${code}", "message": <string>}`;
}

/**
 * Fails (or, for an advisory check at `documented`, warns) listing every request that was not refused.
 * @example failUnrefused(ctx, [['?limit=0', exchange]], 400, 'bad_request');
 */
export function failUnrefused(
  ctx: CheckContext,
  served: readonly [string, Exchange][],
  status: number,
  code: string,
): void {
  failEach(ctx, `${refusal(ctx, status, code)} for each of them`, served);
}
