import { defineCheck } from '../../define-check.js';
import { checkRecordedResponses } from '../shared/response-rules.js';
import { releasesTour } from './support/releases-tour.js';

/** Applied to every response the run has seen. @see ../../schema/response-validator.ts */
export default defineCheck({
  id: 'REL-RESP-SCHEMA',
  title: 'every response body matches the documented schema for its operation and status',
  api: 'releases',
  level: 'documented',
  source: 'Resources and their fields; Endpoints',
  rule: 'Response: object with sources (array of Source) and pagination (Pagination object).',
  why: 'documented: the Source, Event and Pagination fields; GET /api/v1 and the error bodies are not shown and judged at the kit level only.',
  run: (ctx) => checkRecordedResponses(ctx, 'schema', releasesTour),
});
