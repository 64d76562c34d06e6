import { caseRouteOf, refusalDeviation } from '../../../assertions.js';
import type { CheckContext } from '../../../context.js';
import { describeResponse, type Exchange, jsonOf } from '../../../http/exchange.js';

/**
 * Requires that a workspace's request for another workspace's resource is refused. At the kit
 * level the refusal is the kit's 404 not_found; at the documented level any refusal the Errors
 * table allows for it (404 not_found, or 403 forbidden) passes, since the documents do not say
 * which one a foreign resource gets. Either way the body is the documented error shape.
 * @example expectRefused(ctx, ctx.exchangeOf(result.response), 'the anchor of another workspace');
 */
export function expectRefused(ctx: CheckContext, exchange: Exchange, what: string): void {
  if (ctx.level === 'kit') {
    ctx.expectError(exchange, 404, 'not_found');
    return;
  }
  const body = jsonOf(exchange) as { error?: unknown; message?: unknown } | undefined;
  const refused =
    (exchange.status === 404 && body?.error === 'not_found') ||
    (exchange.status === 403 && body?.error === 'forbidden');
  if (refused && typeof body?.message === 'string') return;
  const status = exchange.status === 403 ? 403 : 404;
  ctx.fail(
    `${what} refused: 404 not_found (or 403 forbidden) in the documented error shape`,
    `${describeResponse(exchange)}${exchange.status !== undefined && exchange.status < 300 ? ' (a leak between workspaces)' : ''}`,
    exchange,
    // Another workspace's resource is an unknown one here: the case of the 404 checks on this route.
    refusalDeviation(
      exchange,
      status,
      status === 403 ? 'forbidden' : 'not_found',
      `404 not_found on ${caseRouteOf(exchange)}`,
    ),
  );
}
