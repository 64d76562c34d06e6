import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { exerciseOperations } from './support/exercise-operations.js';

/** @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-X-API-KEY',
  title: 'x-api-key: <API_KEY> is accepted on /v1/ operations',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'x-api-key | one of the two | <API_KEY>',
  why: 'documented: the Authentication table lists x-api-key: <API_KEY> as one of the two ways.',
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION'],
  run: async (ctx: CheckContext) => {
    await exerciseOperations(ctx, 'x-api-key');
  },
});
