import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEveryOperation } from './support/runtime-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-NO-WORKSPACE',
  title: 'a valid key (Bearer or x-api-key) without X-Workspace-Id on any /v1/ operation is 400 bad_request',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'A missing or invalid key, or a missing X-Workspace-Id, yields 400.',
  why: 'documented: Authentication, rule 1; the Errors table names the message "X-Workspace-Id is required".',
  run: async (ctx: CheckContext) => {
    // With the key sent each documented way: a gate that asks for the workspace on one form only lets the other through.
    const key = ctx.options.apiKey;
    for (const headers of [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }]) {
      await expectEveryOperation(ctx, {
        headers,
        status: 400,
        code: 'bad_request',
        what: 'a missing X-Workspace-Id',
      });
    }
  },
});
