import type { Source } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectPagedTotal } from './support/proofs.js';
import { allSources, mostCommon, offenders, walkList } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources" */
export default defineCheck({
  id: 'REL-FILTER-SOURCE-TYPE',
  title: 'GET /api/v1/sources?type= returns exactly the sources of that type',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources',
  rule: 'type | string | none | filter by source type',
  why: 'documented: the type filter of sources.',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    const all = await allSources(ctx);
    const type = mostCommon(all.records.map((source) => source.type)) ?? 'npm';
    const filtered = await walkList<Source>(ctx, 'sources', { active_only: false, type });
    const exchange = filtered.pages[0]?.exchange;
    ctx.expect(
      filtered.records.every((source) => source.type === type),
      `only sources of type ${type}`,
      () => offenders(filtered.records, (source) => source.type === type),
      exchange,
    );
    // Sources too many to walk: the listed ones hold, and the list ends where its total says.
    if (!all.complete || !filtered.complete) {
      return expectPagedTotal(ctx, 'sources', { active_only: false, type }, filtered.total);
    }
    const want = all.records.filter((source) => source.type === type).length;
    ctx.expect(
      filtered.records.length === want,
      `all ${want} sources of type ${type}`,
      `${filtered.records.length}`,
      exchange,
    );
  },
});
