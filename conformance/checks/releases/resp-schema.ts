import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { releasesTour } from './support/releases-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'REL-RESP-SCHEMA',
  title: 'every response body matches the documented schema for its operation and status',
  api: 'releases',
  level: 'core',
  source: 'Resources and their fields; Endpoints',
  rule: 'Response: object with sources (array of Source) and pagination (Pagination object).',
  run: (ctx) => checkRecordedResponses(ctx, 'schema', releasesTour),
});
