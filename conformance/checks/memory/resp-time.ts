import { defineCheck } from '../../define-check.js';
import { checkResponseTimes } from '../shared/response-time.js';
import { memoryTour } from './support/memory-tour.js';

/** Applied to every response the run has seen, with --max-response-time only. */
export default defineCheck({
  id: 'MEM-RESP-TIME',
  title: "every response arrives within the run's response-time budget (--max-response-time)",
  api: 'memory',
  level: 'documented',
  source: "the run's own budget (--max-response-time)",
  rule: 'Each response, headers and body, arrives within the budget the run was given.',
  why: "the user's budget: not a rule of the documents; it runs only when --max-response-time is given, and then fails the run like a documented rule.",
  requires: ['maxResponseTime'],
  run: (ctx) => checkResponseTimes(ctx, memoryTour),
});
