import type { CheckContext } from '../../../context.js';
import { type ListKind, listName, listPage, type Query } from './releases-api.js';

/**
 * What a check can prove about a list it cannot walk to the end, in a few requests each: a total
 * against the pages at known offsets, a total against the sum of its parts, and a stable order
 * where pages overlap.
 */

/** The documented values of the events' enumerated filters: every event has exactly one of each. */
export const partsOf = {
  severity: ['Info', 'Warning', 'Danger'],
  event_type: ['Release', 'Deprecation', 'EOL'],
} as const;

/**
 * Proves `total` by paging: the last page (offset ⌊(total−1)/100⌋·100) holds total − offset records
 * (total mod 100, or 100) and offset `total` holds none, both with the same total. A list longer or
 * shorter than its total fails one of the two.
 * @example await expectPagedTotal(ctx, 'events', {}, 100_000);
 */
export async function expectPagedTotal(
  ctx: CheckContext,
  kind: ListKind,
  query: Query,
  total: number,
): Promise<void> {
  const name = listName(kind, query);
  if (total > 0) {
    const offset = Math.floor((total - 1) / 100) * 100;
    const last = await listPage(ctx, kind, { ...query, limit: 100, offset });
    ctx.expect(
      last.records.length === total - offset && last.pagination.total === total,
      `the last page of ${name} (offset ${offset}, limit 100) to hold total − offset = ${total - offset} records, total ${total}`,
      `${last.records.length} records, total ${last.pagination.total}`,
      last.exchange,
    );
  }
  const past = await listPage(ctx, kind, { ...query, limit: 100, offset: total });
  ctx.expect(
    past.records.length === 0 && past.pagination.total === total,
    `no records of ${name} at offset ${total} (its total), total still ${total}`,
    `${past.records.length} records, total ${past.pagination.total}`,
    past.exchange,
  );
}

/**
 * The totals of `field`'s values add up to the list's own total: the values part the list (each
 * record has exactly one), so a filter that drops or repeats records, or is ignored, breaks the sum.
 * @example await expectPartsSum(ctx, 'events', {}, 'severity', partsOf.severity);
 */
export async function expectPartsSum(
  ctx: CheckContext,
  kind: ListKind,
  query: Query,
  field: string,
  values: readonly string[],
): Promise<void> {
  const whole = await listPage(ctx, kind, { ...query, limit: 1 });
  const parts: string[] = [];
  let sum = 0;
  for (const value of values) {
    const part = await listPage(ctx, kind, { ...query, [field]: value, limit: 1 });
    parts.push(`${field}=${value}: ${part.pagination.total}`);
    sum += part.pagination.total;
  }
  ctx.expect(
    sum === whole.pagination.total,
    `the totals of ${listName(kind, query)} for each ${field} (${values.join(', ')}) to add up to its total ${whole.pagination.total}`,
    `${parts.join(', ')}: ${sum}`,
    whole.exchange,
  );
}

/**
 * Pages at known offsets across a list, each with one overlapping it by half: the shared records
 * are the same in both, and no id of these pages repeats, nor one of `seen` (the walked
 * prefix). A list whose order is not stable, or whose offset skips or repeats, breaks it.
 * @example await expectStablePages(ctx, 'events', {}, 100_000, new Set(prefixIds));
 */
export async function expectStablePages(
  ctx: CheckContext,
  kind: ListKind,
  query: Query,
  total: number,
  seen: ReadonlySet<number>,
): Promise<void> {
  const name = listName(kind, query);
  const ids = new Set(seen);
  const offsets = [1, 2, 3].map((quarter) => Math.floor((total * quarter) / 4 / 100) * 100);
  for (const offset of [...new Set(offsets)].filter((at) => at >= seen.size && at + 50 < total)) {
    const page = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 100, offset });
    const next = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 100, offset: offset + 50 });
    // The same records, in any order within the page: a page's own order is not what paging promises.
    const shared = page.records.slice(50).map((record) => record.id);
    const again = next.records.slice(0, shared.length).map((record) => record.id);
    const sorted = (ids: number[]) => JSON.stringify([...ids].sort((a, b) => a - b));
    ctx.expect(
      sorted(shared) === sorted(again),
      `${name}: records ${offset + 51}–${offset + 50 + shared.length} the same at offset ${offset} and at offset ${offset + 50}`,
      `ids ${JSON.stringify(shared.slice(0, 5))}… and ${JSON.stringify(again.slice(0, 5))}…`,
      next.exchange,
    );
    const repeated = [...page.records, ...next.records.slice(shared.length)]
      .map((record) => record.id)
      .filter((id) => ids.has(id) || !ids.add(id));
    ctx.expect(
      repeated.length === 0,
      `${name}: no id at offset ${offset} that an earlier page of the walk or of the samples held`,
      `ids ${repeated.slice(0, 5).join(', ')} again`,
      page.exchange,
    );
  }
}

/**
 * Two lists that hold the same records report the same total: `GET /api/v1/events?source_id=N`
 * and `GET /api/v1/sources/N/events`.
 * @example await expectSameTotal(ctx, ['events', { source_id: 7 }], [{ sourceId: 7 }, {}]);
 */
export async function expectSameTotal(
  ctx: CheckContext,
  ...lists: [[ListKind, Query], [ListKind, Query]]
): Promise<void> {
  const [one, other] = await Promise.all(
    lists.map(([kind, query]) => listPage(ctx, kind, { ...query, limit: 1 })),
  );
  const [a, b] = lists.map(([kind, query]) => listName(kind, query));
  ctx.expect(
    one?.pagination.total === other?.pagination.total,
    `${a} and ${b} (the same events) with the same total`,
    `totals ${one?.pagination.total} and ${other?.pagination.total}`,
    other?.exchange,
  );
}
