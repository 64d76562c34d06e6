import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { exerciseOperations } from './support/exercise-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-BEARER',
  title: 'Authorization: Bearer <API_KEY> is accepted on /v1/ operations',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'Authorization | one of the two | Bearer <API_KEY>',
  why: 'documented: the Authentication table lists Authorization: Bearer <API_KEY> as one of the two ways.',
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION'],
  run: async (ctx: CheckContext) => {
    await exerciseOperations(ctx, 'bearer');
  },
});
