import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import type { Exchange } from '../../http/exchange.js';
import { failUnrefused, isRefused } from '../shared/kit-error.js';
import { createAnchor, ownHeadersOf, unknownId } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/CreateAtomsRequest */
export default defineCheck({
  id: 'MEM-REQUIRED-FIELD',
  title: 'a request without a field its operation cannot do without is 400 bad_request',
  api: 'memory',
  level: 'kit',
  advisory: true,
  source: 'openapi/memory.yaml: request schemas, required (x-inferred)',
  rule: 'An atom needs anchor_id and content; a recall needs anchor_id and query; feedback needs session_id, success and used_memory_atom_ids; an anchor needs name and type.',
  why: "the kit's choice: the documents list request fields but not which are required; storing an atom without content or recalling without a query would surprise a reviewer, so the documented level warns.",
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'required fields');
    const requests: [string, string, unknown][] = [
      ['/v1/atoms', 'content', { anchor_id: anchorId, chunking: { enabled: false } }],
      ['/v1/recall', 'query', { anchor_id: anchorId, limit: 1 }],
      ['/v1/feedback', 'session_id', { success: true, used_memory_atom_ids: [unknownId()] }],
      ['/v1/anchors', 'name', { type: 'conformance' }],
    ];
    const accepted: [string, Exchange][] = [];
    for (const [path, missing, json] of requests) {
      const exchange = await ctx.send({ method: 'POST', path, headers: ownHeadersOf(ctx), json });
      if (!isRefused(ctx, exchange, 400, 'bad_request'))
        accepted.push([`${path} without ${missing}`, exchange]);
    }
    failUnrefused(ctx, accepted, 400, 'bad_request');
  },
});
