import type { Source } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, allSources, walkList } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources" */
export default defineCheck({
  id: 'REL-ACTIVE-FALSE',
  title: 'active_only=false lists inactive sources too: every source an event names, and every active one',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources',
  rule: 'active_only | boolean | true | only active sources',
  why: 'documented: active_only=false lifts the "only active sources" filter.',
  run: async (ctx: CheckContext) => {
    const all = await allSources(ctx);
    const active = await walkList<Source>(ctx, 'sources');
    const ids = new Set(all.records.map((source) => source.id));
    const lost = active.records.filter((source) => !ids.has(source.id)).map((source) => source.id);
    const first = all.pages[0]?.exchange;
    // Sources too many to walk: the whole list counts at least the active ones.
    if (!all.complete) {
      ctx.expect(
        all.total >= active.total,
        `a total with active_only=false (${all.total}) at least the active sources' (${active.total})`,
        `${all.total}`,
        first,
      );
      return;
    }
    ctx.expect(
      lost.length === 0,
      'every active source also listed with active_only=false',
      `missing: ${lost.join(', ')}`,
      first,
    );
    // An event's source exists even when it is no longer tracked, so active_only=false must list it.
    const events = await allEvents(ctx);
    const unlisted = [...new Set(events.records.map((event) => event.source_id))].filter(
      (id) => !ids.has(id),
    );
    ctx.expect(
      unlisted.length === 0,
      'every source that events refer to listed with active_only=false',
      `sources ${unlisted.slice(0, 10).join(', ')} have events but are not listed`,
      first,
    );
  },
});
