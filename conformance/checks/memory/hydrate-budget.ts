import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { hydrate, ingest } from './support/convenience-api.js';

/** @see ../../../openapi/memory.yaml "POST /v1/memory/hydrate" (x-inferred) */
export default defineCheck({
  id: 'MEM-HYDRATE-BUDGET',
  title: 'hydrate never exceeds max_tokens and lists what it left out',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: POST /v1/memory/hydrate (x-inferred)',
  rule: '`token_count` never exceeds `max_tokens`; atoms that did not fit are listed in `omitted_atom_ids`. Tokens are estimated as ceil(characters / 4).',
  why: "the kit's choice: the convenience endpoints' payloads (and so the budget's field) are not shown.",
  run: async (ctx: CheckContext) => {
    const user = ctx.label('user');
    const facts = Array.from(
      { length: 6 },
      (_, n) => `Fact ${n + 1}: ${'the customer keeps detailed notes '.repeat(3)}`,
    );
    await ingest(ctx, user, facts);
    const maxTokens = 60;
    const { body, exchange } = await hydrate(ctx, user, maxTokens);
    const context = typeof body.context === 'string' ? body.context : '';
    const tokens = body.token_count;
    ctx.expect(
      typeof tokens === 'number' && tokens <= maxTokens && Math.ceil(context.length / 4) <= maxTokens,
      `token_count and ceil(context length / 4) at most ${maxTokens}`,
      `token_count ${JSON.stringify(tokens)}, context of ${context.length} characters`,
      exchange,
    );
    const omitted = Array.isArray(body.omitted_atom_ids) ? body.omitted_atom_ids.length : 0;
    ctx.expect(
      omitted > 0 && body.truncated === true,
      'some of the six atoms (~25 tokens each) omitted, and truncated true',
      undefined,
      exchange,
    );
  },
});
