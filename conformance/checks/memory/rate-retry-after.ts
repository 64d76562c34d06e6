import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { sleep } from '../../http/backoff.js';
import { ownHeadersOf } from './support/memory-api.js';
import { rateBurst } from './support/rate-burst.js';

const longestWaitSeconds = 15;

/** @see ../../../openapi/memory.yaml#/components/headers/RetryAfter (x-inferred) */
export default defineCheck({
  id: 'MEM-RATE-RETRY-AFTER',
  title: 'a 429 carries Retry-After in whole seconds, and waiting that long is enough',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: RetryAfter header (x-inferred)',
  rule: 'The description asks clients to back off but gives no header; Retry-After in seconds is the HTTP convention for 429.',
  why: "the kit's choice: the documents advise exponential back-off and do not require Retry-After.",
  requires: ['rateLimit'],
  run: async (ctx: CheckContext) => {
    const { limited, sent } = await rateBurst(ctx);
    ctx.expect(limited, 'a 429 from the burst to read Retry-After from', `no 429 in ${sent} requests`);
    const value = limited.responseHeaders['retry-after'];
    ctx.expect(
      value !== undefined && /^\d+$/.test(value),
      'Retry-After: <whole seconds>',
      `Retry-After ${JSON.stringify(value)}`,
      limited,
    );
    const seconds = Number(value);
    // A long window is legitimate; the suite just does not sit through it.
    if (seconds > longestWaitSeconds) return;
    await sleep(seconds * 1000 + 250, ctx.options.signal);
    const after = await ctx.send({
      method: 'POST',
      path: '/v1/anchors',
      headers: ownHeadersOf(ctx),
      json: { name: ctx.label('after retry'), type: 'conformance' },
      retry: false,
    });
    ctx.expect(after.status !== 429, `no 429 after waiting Retry-After (${seconds} s)`, undefined, after);
  },
});
