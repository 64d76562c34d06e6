import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { releasesTour } from './support/releases-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'REL-RESP-ERROR-CODE',
  title: 'every error response is {error, message} with the code the document pairs with its status',
  api: 'releases',
  level: 'kit',
  source: 'openapi/releases.yaml: Error (x-inferred)',
  rule: "Error bodies are not shown; the memory API's {error, message} shape is reused so one client handles both.",
  why: 'the kit\'s choice: "Error status codes and error bodies: not shown".',
  run: (ctx) => checkRecordedResponses(ctx, 'error-code', releasesTour),
});
