import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { memoryTour } from './support/memory-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'MEM-RESP-STATUS',
  title: 'every response has a status the document lists for its operation',
  api: 'memory',
  level: 'documented',
  source: 'Errors; Endpoints',
  rule: 'The Errors table lists 400, 402, 403, 404 and 429 for runtime calls; "Success status codes of all endpoints: not shown".',
  why: "documented: the Errors table lists the runtime error statuses; success codes are not shown, so the documented level accepts any 2xx and the kit level the kit's own.",
  run: (ctx) => checkRecordedResponses(ctx, 'status', memoryTour),
});
