import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" and "Errors" */
export default defineCheck({
  id: 'MEM-AUTH-DENIED',
  title:
    'a workspace the access policy denies is 403 forbidden on every /v1/ operation, with the key as Bearer and as x-api-key',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'When an access policy denies the key/workspace combination, the response is 403.',
  why: 'documented: Authentication, rule 2, and the Errors table (403 forbidden).',
  requires: ['deniedWorkspace'],
  run: async (ctx: CheckContext) => {
    // Both documented ways to send the key: a gate that checks only one of them lets the other through.
    const key = ctx.options.apiKey;
    for (const credentials of [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }]) {
      await expectEveryOperation(ctx, {
        headers: { ...credentials, 'x-workspace-id': ctx.options.deniedWorkspace },
        status: 403,
        code: 'forbidden',
        what: 'a workspace the access policy denies',
      });
    }
  },
});
