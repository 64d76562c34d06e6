import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1 */
export default defineCheck({
  id: 'REL-API-INFO',
  title: 'GET /api/v1 answers with API information as a JSON object',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1',
  rule: 'Returns API information and the available endpoints. Response body shape: not shown.',
  why: 'documented: the endpoint exists and returns JSON ("every listed operation uses GET and returns JSON"); its body shape is not shown, so any JSON object passes.',
  run: async (ctx: CheckContext) => {
    const exchange = await ctx.send({ method: 'GET', path: '/api/v1' });
    ctx.expectStatus(exchange, 'success');
    const body = ctx.json(exchange);
    ctx.expect(
      body !== null && typeof body === 'object' && !Array.isArray(body),
      'a JSON object',
      undefined,
      exchange,
    );
  },
});
