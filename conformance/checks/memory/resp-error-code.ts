import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { memoryTour } from './support/memory-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'MEM-RESP-ERROR-CODE',
  title: 'every error response carries the code the document pairs with its status',
  api: 'memory',
  level: 'documented',
  source: 'Errors',
  rule: '400 bad_request; 402 billing_access_blocked; 403 forbidden; 404 not_found; 429 rate_limited',
  why: 'documented: the Errors table pairs each status with its error code.',
  run: (ctx) => checkRecordedResponses(ctx, 'error-code', memoryTour),
});
