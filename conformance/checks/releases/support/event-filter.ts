import type { Event } from '../../../../src/client/index.js';
import type { CheckContext } from '../../../context.js';
import { expectPagedTotal } from './proofs.js';
import { allEvents, type ListKind, listPage, offenders, type Query } from './releases-api.js';

/**
 * Requests one filtered page of events and requires that every record satisfies `holds`, and that
 * pagination.total counts the events that do: those of the full walk when the budget allowed one;
 * otherwise at least those of the walked part, and exactly as many as the filtered list pages
 * through (its last page and the one past it). The checks add what sums prove (see proofs.ts).
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
  if (all.complete) {
    ctx.expect(
      page.pagination.total === want,
      `pagination.total ${want}: the events of the full walk that satisfy ${described}`,
      `pagination.total ${page.pagination.total}`,
      page.exchange,
    );
    return;
  }
  ctx.expect(
    page.pagination.total >= want,
    `pagination.total at least ${want}: the events of the walked ${all.records.length} that satisfy ${described}`,
    `pagination.total ${page.pagination.total}`,
    page.exchange,
  );
  await expectPagedTotal(ctx, kind, query, page.pagination.total);
}
