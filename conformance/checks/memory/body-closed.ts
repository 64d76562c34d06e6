import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { jsonOf } from '../../http/exchange.js';
import { ownHeadersOf } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml x-inferred-decisions */
export default defineCheck({
  id: 'MEM-BODY-CLOSED',
  title: 'an unknown field in a request body is 400 bad_request',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: x-inferred-decisions',
  rule: 'Request bodies are closed objects (unknown fields are a 400)',
  why: "the kit's choice: the documents do not say whether unknown fields are refused; ignoring them is common and correct.",
  run: async (ctx: CheckContext) => {
    const exchange = await ctx.send({
      method: 'POST',
      path: '/v1/anchors',
      headers: ownHeadersOf(ctx),
      json: { name: ctx.label('closed'), type: 'conformance', colour: 'teal' },
    });
    const code = (jsonOf(exchange) as { error?: unknown } | undefined)?.error;
    ctx.expect(
      exchange.status === 400 && code === 'bad_request',
      '400 bad_request for the unknown field "colour"',
      undefined,
      exchange,
    );
  },
});
