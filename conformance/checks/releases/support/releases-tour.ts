import type { CheckContext } from '../../../context.js';

/**
 * One request to each operation plus the documented error cases, so the response checks see
 * every operation even when run alone.
 */
export async function releasesTour(ctx: CheckContext): Promise<void> {
  await ctx.send({ method: 'GET', path: '/api/v1' });
  await ctx.send({ method: 'GET', path: '/api/v1/sources', query: { limit: 5 } });
  await ctx.send({ method: 'GET', path: '/api/v1/events', query: { limit: 5, severity: 'Danger' } });
  await ctx.send({ method: 'GET', path: '/api/v1/sources/1/events', query: { limit: 5 } });
  await ctx.send({ method: 'GET', path: '/api/v1/sources/987654321/events' });
  await ctx.send({ method: 'GET', path: '/api/v1/events', query: { severity: 'Catastrophic' } });
}
