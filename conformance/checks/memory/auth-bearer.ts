import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { exerciseOperations } from './support/exercise-operations.js';

/** @see ../../../../shared/seeds/memory-service-api.md "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-BEARER',
  title: 'Authorization: Bearer <API_KEY> is accepted on /v1/ operations',
  api: 'memory',
  level: 'core',
  source: 'Authentication',
  rule: 'Authorization | one of the two | Bearer <API_KEY>',
  run: async (ctx: CheckContext) => {
    await exerciseOperations(ctx, 'bearer');
  },
});
