import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { memoryTour } from './support/memory-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'MEM-RESP-JSON',
  title: 'every response is JSON with content-type application/json',
  api: 'memory',
  level: 'documented',
  source: 'What the service does',
  rule: 'All requests and responses use JSON. All listed operations use the POST method.',
  why: 'documented: "All requests and responses use JSON."',
  run: (ctx) => checkRecordedResponses(ctx, 'json', memoryTour),
});
