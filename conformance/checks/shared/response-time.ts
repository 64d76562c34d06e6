import type { CheckContext } from '../../context.js';
import type { Exchange } from '../../http/exchange.js';
import { findOperation, operationsOf } from '../../schema/operations.js';

/** `METHOD /documented/path` of an exchange, or its own path when the document does not list it. */
function routeOf(exchange: Exchange, ctx: CheckContext): string {
  const base = new URL(ctx.options.baseUrl).pathname.replace(/\/+$/, '');
  const { pathname } = new URL(exchange.url);
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const operation = findOperation(operationsOf(ctx.check.api), exchange.method, `http://route${path}`);
  return `${exchange.method} ${operation?.path ?? path}`;
}

/**
 * The body of the response-time checks (`--max-response-time`): every operation seen once
 * (`tour`), then every answered exchange of the run measured against the budget; the failure names
 * each route over it with its slowest exchange, and reproduces the slowest of all.
 * @example await checkResponseTimes(ctx, memoryTour);
 */
export async function checkResponseTimes(
  ctx: CheckContext,
  tour: (ctx: CheckContext) => Promise<void>,
): Promise<void> {
  await ctx.memo('response-tour', () => tour(ctx));
  const budget = ctx.options.maxResponseTimeMs ?? Number.POSITIVE_INFINITY;
  const slowest = new Map<string, { exchange: Exchange; over: number }>();
  for (const exchange of ctx.exchanges()) {
    if (exchange.status === undefined || exchange.durationMs <= budget) continue;
    const route = routeOf(exchange, ctx);
    const seen = slowest.get(route);
    slowest.set(route, {
      exchange: seen && seen.exchange.durationMs >= exchange.durationMs ? seen.exchange : exchange,
      over: (seen?.over ?? 0) + 1,
    });
  }
  const routes = [...slowest.entries()].sort((a, b) => b[1].exchange.durationMs - a[1].exchange.durationMs);
  const worst = routes[0]?.[1].exchange;
  if (!worst) return;
  const lines = routes.map(
    ([route, { exchange, over }]) =>
      `${route}: slowest ${exchange.durationMs} ms (sent by ${exchange.checkId ?? 'the suite'}), ${over} over the budget`,
  );
  ctx.fail(`every response within ${budget} ms (--max-response-time)`, lines.join('\n'), worst);
}
