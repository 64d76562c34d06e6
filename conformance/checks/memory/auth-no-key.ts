import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-NO-KEY',
  title: 'no API key on any /v1/ operation is 400 bad_request, not 401',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'A missing or invalid key, or a missing X-Workspace-Id, yields 400.',
  why: 'documented: Authentication, rule 1, and the Errors table (400 bad_request).',
  run: async (ctx: CheckContext) => {
    await expectEveryOperation(ctx, {
      headers: { 'x-workspace-id': ctx.options.workspace },
      status: 400,
      code: 'bad_request',
      what: 'a missing key',
    });
  },
});
