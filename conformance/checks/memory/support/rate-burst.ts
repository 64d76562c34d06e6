import type { CheckContext } from '../../../context.js';
import type { Exchange } from '../../../http/exchange.js';
import { createAnchor, ownHeadersOf } from './memory-api.js';

/** What the bounded burst saw. */
export interface Burst {
  sent: number;
  /** The first 429, if any came. */
  limited: Exchange | undefined;
  /** The last request sent, to reproduce a burst that never met a 429. */
  last: Exchange | undefined;
  statuses: Record<number, number>;
}

const wave = 25;

/**
 * Sends recalls in waves of 25 concurrent requests, without back-off, until the first 429 or
 * `rateLimitBurst` requests. Run once per run; the rate-limit checks share it.
 * @example const { limited } = await rateBurst(ctx);
 */
export function rateBurst(ctx: CheckContext): Promise<Burst> {
  return ctx.memo('rate-burst', async () => {
    const max = ctx.options.rateLimitBurst;
    ctx.grantRequests(max);
    const { anchorId } = await createAnchor(ctx, 'rate limit');
    const burst: Burst = { sent: 0, limited: undefined, last: undefined, statuses: {} };
    while (!burst.limited && burst.sent < max) {
      const size = Math.min(wave, max - burst.sent);
      const exchanges = await Promise.all(
        Array.from({ length: size }, () =>
          ctx.send({
            method: 'POST',
            path: '/v1/recall',
            headers: ownHeadersOf(ctx),
            json: { anchor_id: anchorId, query: 'ck-conformance rate limit', limit: 1 },
            retry: false,
          }),
        ),
      );
      burst.sent += size;
      burst.last = exchanges.at(-1);
      for (const exchange of exchanges) {
        const status = exchange.status ?? 0;
        burst.statuses[status] = (burst.statuses[status] ?? 0) + 1;
        if (status === 429 && !burst.limited) burst.limited = exchange;
      }
    }
    return burst;
  });
}
