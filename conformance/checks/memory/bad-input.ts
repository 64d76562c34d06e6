import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeResponse, type Exchange } from '../../http/exchange.js';
import { failEach } from '../shared/fail-each.js';
import { createAnchor, ownHeadersOf } from './support/memory-api.js';

/** Well-formed JSON whose values have the wrong type or range; `anchor` is a real anchor id. */
function badBodies(anchor: string): [string, string, unknown][] {
  return [
    ['/v1/recall', 'limit "abc"', { anchor_id: anchor, query: 'garden', limit: 'abc' }],
    ['/v1/recall', 'limit -1', { anchor_id: anchor, query: 'garden', limit: -1 }],
    ['/v1/recall', 'limit 1.5', { anchor_id: anchor, query: 'garden', limit: 1.5 }],
    ['/v1/recall', 'limit "3" (a string)', { anchor_id: anchor, query: 'garden', limit: '3' }],
    ['/v1/recall', 'query as an object', { anchor_id: anchor, query: { text: 'garden' } }],
    ['/v1/recall', 'anchor_id as a number', { anchor_id: 42, query: 'garden' }],
    ['/v1/recall', 'a JSON array as the body', [anchor, 'garden']],
    ['/v1/atoms', 'content as a number', { anchor_id: anchor, content: 42, chunking: { enabled: false } }],
    ['/v1/atoms', 'chunking "yes"', { anchor_id: anchor, content: 'x', chunking: 'yes' }],
    ['/v1/anchors', 'metadata as an array', { name: 'x', type: 'x', metadata: ['lane'] }],
    [
      '/v1/feedback',
      'used_memory_atom_ids as a string',
      { session_id: anchor, success: true, used_memory_atom_ids: 'a' },
    ],
    ['/v1/feedback', 'success "yes"', { session_id: anchor, success: 'yes', used_memory_atom_ids: [] }],
  ];
}

/** @see ../../../openapi/memory.yaml#/components/responses/BadRequest */
export default defineCheck({
  id: 'MEM-BAD-INPUT',
  title: 'wrongly typed request values never get a 5xx; accepting them is a warning',
  api: 'memory',
  level: 'documented',
  source: 'Errors',
  rule: '400 bad_request: key missing or invalid; workspace header missing; malformed body.',
  why: 'implied: a 5xx says the server failed, and input is the client\'s to get wrong; the Errors table answers a malformed body with 400. Whether a wrongly typed value is "malformed" is not shown, so serving it is a warning at the documented level and a failure at the kit level.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'bad input');
    const crashed: [string, Exchange][] = [];
    for (const [path, what, json] of badBodies(anchorId)) {
      const exchange = await ctx.send({ method: 'POST', path, headers: ownHeadersOf(ctx), json });
      const status = exchange.status ?? 0;
      if (status >= 500) crashed.push([`${path} with ${what}`, exchange]);
      else if (ctx.level === 'kit') ctx.expectError(exchange, 400, 'bad_request');
      else if (status < 300) ctx.warn(`4xx for ${path} with ${what}`, describeResponse(exchange), exchange);
    }
    failEach(ctx, 'a 4xx (never a 5xx) for every wrongly typed value', crashed);
  },
});
