import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" and "Errors" */
export default defineCheck({
  id: 'MEM-AUTH-BLOCKED',
  title:
    'a key whose billing account is blocked is 402 billing_access_blocked on every /v1/ operation, sent as Bearer and as x-api-key',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'When the billing account is blocked, the response is 402.',
  why: 'documented: Authentication, rule 3, and the Errors table (402 billing_access_blocked).',
  requires: ['blockedApiKey'],
  run: async (ctx: CheckContext) => {
    // Both documented ways to send the key: a gate that checks only one of them lets the other through.
    const key = ctx.options.blockedApiKey;
    for (const credentials of [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }]) {
      await expectEveryOperation(ctx, {
        headers: { ...credentials, 'x-workspace-id': ctx.options.workspace },
        status: 402,
        code: 'billing_access_blocked',
        what: 'a blocked billing account',
      });
    }
  },
});
