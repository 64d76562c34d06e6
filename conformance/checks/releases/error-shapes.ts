import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { type Exchange, jsonOf } from '../../http/exchange.js';

/** One client error per endpoint family; a deployment that serves them all as valid shows no error to compare. */
const probes: [string, Record<string, string>][] = [
  ['/api/v1/sources', { limit: 'abc' }],
  ['/api/v1/events', { limit: 'abc' }],
  ['/api/v1/events', { severity: 'Catastrophic' }],
  ['/api/v1/sources/abc/events', {}],
];

/** The shape of an error body: its sorted top-level keys, or what it is when it is not a JSON object. */
function shapeOf(exchange: Exchange): string {
  const body = jsonOf(exchange);
  if (body === undefined)
    return `not JSON (${exchange.responseHeaders['content-type'] ?? 'no content-type'})`;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `JSON ${typeof body}`;
  return `{${Object.keys(body).sort().join(', ')}}`;
}

/** @see ../../../openapi/releases.yaml#/components/schemas/Error */
export default defineCheck({
  id: 'REL-ERROR-SHAPES',
  title: 'client errors of every endpoint share one body shape',
  api: 'releases',
  level: 'kit',
  advisory: true,
  source: 'openapi/releases.yaml: Error (x-inferred)',
  rule: 'Every error of the releases API is {error, message}, as in the memory API.',
  why: 'the kit\'s choice: "Error status codes and error bodies: not shown"; any shape is correct, but one that changes from endpoint to endpoint would surprise every client that parses it, so the documented level warns.',
  run: async (ctx: CheckContext) => {
    const shapes = new Map<string, Exchange>();
    for (const [path, query] of probes) {
      const exchange = await ctx.send({ method: 'GET', path, query });
      if ((exchange.status ?? 0) >= 400) shapes.set(shapeOf(exchange), exchange);
    }
    const [first, second] = [...shapes.values()];
    ctx.expect(
      !second,
      'one error body shape across the endpoints',
      `${shapes.size} shapes: ${[...shapes.keys()].join('; ')}`,
      second ?? first,
    );
  },
});
