import type { Source } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { walkList } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources" */
export default defineCheck({
  id: 'REL-ACTIVE-DEFAULT',
  title: 'GET /api/v1/sources lists only active sources by default',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources',
  rule: 'active_only | boolean | true | only active sources',
  why: 'documented: active_only defaults to true.',
  run: async (ctx: CheckContext) => {
    const { records, pages } = await walkList<Source>(ctx, 'sources');
    const inactive = records.filter((source) => source.is_active !== true);
    const page =
      pages.find((candidate) => candidate.records.some((source) => source.is_active !== true)) ?? pages[0];
    ctx.expect(
      inactive.length === 0,
      'every source is_active true without active_only',
      () =>
        `inactive sources listed: ${inactive
          .slice(0, 5)
          .map((source) => source.id)
          .join(', ')}`,
      page?.exchange,
    );
  },
});
