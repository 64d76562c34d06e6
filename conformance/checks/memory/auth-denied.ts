import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" and "Errors" */
export default defineCheck({
  id: 'MEM-AUTH-DENIED',
  title: 'a workspace the access policy denies is 403 forbidden on every /v1/ operation',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'When an access policy denies the key/workspace combination, the response is 403.',
  why: 'documented: Authentication, rule 2, and the Errors table (403 forbidden).',
  requires: ['deniedWorkspace'],
  run: async (ctx: CheckContext) => {
    await expectEveryOperation(ctx, {
      headers: {
        authorization: `Bearer ${ctx.options.apiKey}`,
        'x-workspace-id': ctx.options.deniedWorkspace,
      },
      status: 403,
      code: 'forbidden',
    });
  },
});
