import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation, ownHeaders } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/Error "Errors" (400 row) */
export default defineCheck({
  id: 'MEM-MALFORMED-JSON',
  title: 'a malformed JSON body on any /v1/ operation is 400 bad_request',
  api: 'memory',
  level: 'documented',
  source: 'Errors',
  rule: '400 | bad_request | … | key missing or invalid; workspace header missing; malformed body | … validate JSON',
  why: 'documented: the Errors table gives 400 bad_request for a malformed body, remedy "validate JSON".',
  run: async (ctx: CheckContext) => {
    await expectEveryOperation(ctx, {
      headers: ownHeaders(ctx),
      rawBody: '{"name": "ck-conformance malformed", "type": ',
      status: 400,
      code: 'bad_request',
      what: 'a malformed JSON body',
    });
  },
});
