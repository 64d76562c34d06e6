import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { ownHeadersOf } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/Anchor */
export default defineCheck({
  id: 'MEM-ANCHOR-FIELDS',
  title: 'a created anchor comes back with the name, type and metadata it was created with',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints',
  rule: 'POST /v1/anchors | request body: name (string), type (string), metadata (object) | response body: anchor_id, name, type, metadata',
  why: "implied: the response is the anchor that was created; a name, type or metadata key different from the request's is not that anchor. Extra metadata keys the service adds are allowed.",
  run: async (ctx: CheckContext) => {
    const sent = {
      name: ctx.label('fields'),
      type: 'conformance',
      metadata: { lane: 'conformance', service_source: 'ck-conformance' },
    };
    const exchange = await ctx.send({
      method: 'POST',
      path: '/v1/anchors',
      headers: ownHeadersOf(ctx),
      json: sent,
    });
    ctx.expectStatus(exchange, 'success');
    const body = ctx.json(exchange) as { name?: unknown; type?: unknown; metadata?: Record<string, unknown> };
    const metadata = body.metadata ?? {};
    const same =
      body.name === sent.name &&
      body.type === sent.type &&
      Object.entries(sent.metadata).every(([key, value]) => metadata[key] === value);
    ctx.expect(
      same,
      `name ${JSON.stringify(sent.name)}, type "conformance", metadata with ${JSON.stringify(sent.metadata)}`,
      `name ${JSON.stringify(body.name)}, type ${JSON.stringify(body.type)}, metadata ${JSON.stringify(body.metadata)}`,
      exchange,
    );
  },
});
