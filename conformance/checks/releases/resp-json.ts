import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { releasesTour } from './support/releases-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'REL-RESP-JSON',
  title: 'every response is JSON with content-type application/json',
  api: 'releases',
  level: 'core',
  source: 'What the service does',
  rule: 'Read-only: every listed operation uses GET and returns JSON.',
  run: (ctx) => checkRecordedResponses(ctx, 'json', releasesTour),
});
