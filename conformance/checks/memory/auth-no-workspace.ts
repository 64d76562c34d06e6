import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../../shared/seeds/memory-service-api.md "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-NO-WORKSPACE',
  title: 'a valid key without X-Workspace-Id on any /v1/ operation is 400 bad_request',
  api: 'memory',
  level: 'core',
  source: 'Authentication',
  rule: 'A missing or invalid key, or a missing X-Workspace-Id, yields 400.',
  run: async (ctx: CheckContext) => {
    await expectEveryOperation(ctx, {
      headers: { authorization: `Bearer ${ctx.options.apiKey}` },
      status: 400,
      code: 'bad_request',
    });
  },
});
