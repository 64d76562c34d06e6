import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { releasesTour } from './support/releases-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'REL-RESP-JSON',
  title: 'every response is JSON with content-type application/json',
  api: 'releases',
  level: 'documented',
  source: 'What the service does',
  rule: 'Read-only: every listed operation uses GET and returns JSON.',
  why: 'documented: "every listed operation uses GET and returns JSON"; error bodies are not shown, so a non-JSON error is a warning at the documented level.',
  run: (ctx) => checkRecordedResponses(ctx, 'json', releasesTour),
});
