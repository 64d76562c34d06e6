import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-SEVERITY',
  title: 'GET /api/v1/events?severity= returns exactly the events of that severity',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'severity | string | Info, Warning or Danger',
  why: 'documented: the severity filter.',
  run: async (ctx: CheckContext) => {
    for (const severity of ['Info', 'Warning', 'Danger']) {
      await expectEventFilter(ctx, { severity }, (event) => event.severity === severity);
    }
  },
});
