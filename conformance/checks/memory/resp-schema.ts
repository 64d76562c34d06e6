import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { memoryTour } from './support/memory-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'MEM-RESP-SCHEMA',
  title: 'every response body matches the documented schema for its operation and status',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields; Errors',
  rule: 'Runtime error bodies are JSON with two string fields, error (machine code) and message (short text).',
  why: "documented: the fields of each resource and the error body; the kit's x-inferred parts and the payloads the documents do not show are judged at the kit level only.",
  run: (ctx) => checkRecordedResponses(ctx, 'schema', memoryTour),
});
