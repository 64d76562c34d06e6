import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-INVALID-KEY',
  title: 'an invalid API key (Bearer or x-api-key) on any /v1/ operation is 400 bad_request',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'A missing or invalid key, or a missing X-Workspace-Id, yields 400.',
  why: 'documented: Authentication, rule 1.',
  run: async (ctx: CheckContext) => {
    const invalid = `ck_conformance_invalid_${ctx.runId.replace(/\W/g, '')}`;
    const workspace = ctx.options.workspace;
    await expectEveryOperation(ctx, {
      headers: { authorization: `Bearer ${invalid}`, 'x-workspace-id': workspace },
      status: 400,
      code: 'bad_request',
      what: 'an invalid key',
    });
    await expectEveryOperation(ctx, {
      headers: { 'x-api-key': invalid, 'x-workspace-id': workspace },
      status: 400,
      code: 'bad_request',
      what: 'an invalid key',
    });
  },
});
