import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeResponse, type Exchange } from '../../http/exchange.js';
import { failEach } from '../shared/fail-each.js';

/** Query values of the wrong type or out of any sensible range, per path. */
const badQueries: [string, Record<string, string>][] = [
  ['/api/v1/events', { limit: 'abc' }],
  ['/api/v1/events', { offset: 'abc' }],
  ['/api/v1/events', { limit: '-5' }],
  ['/api/v1/events', { source_id: 'abc' }],
  ['/api/v1/events', { start_date: 'not-a-date' }],
  ['/api/v1/events', { end_date: '2024-13-45T99:00:00Z' }],
  ['/api/v1/events', { limit: '1e999' }],
  ['/api/v1/sources', { limit: 'abc' }],
  ['/api/v1/sources', { active_only: 'maybe' }],
  ['/api/v1/sources', { offset: '99999999999999999999999' }],
  ['/api/v1/sources/abc/events', {}],
  ['/api/v1/sources/99999999999999999999999/events', { severity: 'Danger' }],
];

/** Malformed on its face (not merely out of range), so serving it as valid is questionable. */
const malformed = /abc|not-a-date|maybe|99:00/;

/** @see ../../../openapi/releases.yaml#/components/responses/BadRequest */
export default defineCheck({
  id: 'REL-BAD-INPUT',
  title: 'malformed query values never get a 5xx; serving them as valid is a warning',
  api: 'releases',
  level: 'documented',
  source: 'GET /api/v1/sources; GET /api/v1/events',
  rule: 'limit: integer; offset: integer; source_id: integer; start_date, end_date: ISO datetime; active_only: boolean.',
  why: "implied: a 5xx says the server failed, and a query value is the client's to get wrong. Error statuses are not shown, so any 4xx passes; a 2xx for a value that is not of its documented type is a warning.",
  run: async (ctx: CheckContext) => {
    const crashed: [string, Exchange][] = [];
    for (const [path, query] of badQueries) {
      const exchange = await ctx.send({ method: 'GET', path, query });
      const status = exchange.status ?? 0;
      const what = `${path}?${new URLSearchParams(query)}`;
      if (status >= 500) crashed.push([what, exchange]);
      else if (status < 300 && malformed.test(what))
        ctx.warn(`a 4xx for ${what}`, describeResponse(exchange), exchange);
    }
    failEach(ctx, 'a 4xx (never a 5xx) for every malformed query value', crashed);
  },
});
