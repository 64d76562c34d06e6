import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { releasesTour } from './support/releases-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'REL-RESP-STATUS',
  title: 'every response has a status the document lists for its operation',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints; Errors',
  rule: 'Success status codes: not shown. Error status codes and error bodies: not shown.',
  why: 'implied: success and error statuses are not shown, so the documented level accepts any 2xx and any 4xx; a 5xx to a valid request is a server fault.',
  run: (ctx) => checkRecordedResponses(ctx, 'status', releasesTour),
});
