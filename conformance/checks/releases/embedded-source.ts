import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, allSources } from './support/releases-api.js';

const fields = ['id', 'name', 'type', 'official_website', 'github_url', 'docs_url'] as const;

/** @see ../../../openapi/releases.yaml#/components/schemas/Event "Event" */
export default defineCheck({
  id: 'REL-EMBEDDED-SOURCE',
  title: "each event's embedded sources object matches its source record",
  api: 'releases',
  level: 'documented',
  source: 'Resources and their fields: Event',
  rule: 'sources | object | embedded source summary: id, name, type, official_website, github_url, docs_url',
  why: 'documented: each event embeds a sources object (id, name, type, official_website, github_url, docs_url) of the source it refers to.',
  run: async (ctx: CheckContext) => {
    const walk = await allSources(ctx);
    const sources = new Map(walk.records.map((source) => [source.id, source]));
    const events = await allEvents(ctx);
    for (const page of events.pages) {
      for (const event of page.records) {
        const source = sources.get(event.source_id);
        // Sources too many to walk: an event is judged against the sources walked.
        if (!source && !walk.complete) continue;
        const embedded = (event.sources ?? {}) as unknown as Record<string, unknown>;
        const differs = fields.filter((field) => source && embedded[field] !== source[field]);
        ctx.expect(
          source && event.sources?.id === event.source_id && differs.length === 0,
          `event ${event.id}: sources equal to source ${event.source_id}'s ${fields.join(', ')}`,
          () => `sources ${JSON.stringify(event.sources)}; source record ${JSON.stringify(source ?? null)}`,
          page.exchange,
        );
      }
    }
  },
});
