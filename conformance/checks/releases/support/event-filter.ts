import type { Event } from '../../../../src/client/index.js';
import type { CheckContext } from '../../../context.js';
import { allEvents, type ListKind, listPage, offenders, type Query } from './releases-api.js';

/**
 * Requests one filtered page of events and requires that every record satisfies `holds`, and
 * that pagination.total equals the number of events in the full walk that satisfy it.
 * @example await expectEventFilter(ctx, { severity: 'Danger' }, (event) => event.severity === 'Danger');
 */
export async function expectEventFilter(
  ctx: CheckContext,
  query: Query,
  holds: (event: Event) => boolean,
  kind: ListKind = 'events',
): Promise<void> {
  const all = await allEvents(ctx);
  const scope =
    typeof kind === 'object' ? all.records.filter((event) => event.source_id === kind.sourceId) : all.records;
  const page = await listPage<Event>(ctx, kind, { ...query, limit: 100 });
  const described = JSON.stringify(query);
  ctx.expect(
    page.records.every(holds),
    `every returned event to satisfy ${described}`,
    () => offenders(page.records, holds),
    page.exchange,
  );
  const want = scope.filter(holds).length;
  ctx.expect(
    page.pagination.total === want,
    `pagination.total ${want}: the events of the full walk that satisfy ${described}`,
    `pagination.total ${page.pagination.total}`,
    page.exchange,
  );
}
