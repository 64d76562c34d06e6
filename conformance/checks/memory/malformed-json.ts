import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation, ownHeaders } from './support/runtime-operations.js';

/** @see ../../../../shared/seeds/memory-service-api.md "Errors" (400 row) */
export default defineCheck({
  id: 'MEM-MALFORMED-JSON',
  title: 'a malformed JSON body on any /v1/ operation is 400 bad_request',
  api: 'memory',
  level: 'core',
  source: 'Errors',
  rule: '400 | bad_request | … | key missing or invalid; workspace header missing; malformed body | … validate JSON',
  run: async (ctx: CheckContext) => {
    await expectEveryOperation(ctx, {
      headers: ownHeaders(ctx),
      rawBody: '{"name": "ck-conformance malformed", "type": ',
      status: 400,
      code: 'bad_request',
    });
  },
});
