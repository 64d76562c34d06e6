import type { Event, Source } from '../../../../src/client/index.js';
import type { CheckContext } from '../../../context.js';
import type { Exchange } from '../../../http/exchange.js';

/** Query values the checks send; typed loosely so a check can send what the document forbids. */
export type Query = Record<string, string | number | boolean | undefined>;

/** One page of a list, verified enough to read. */
export interface Page<T> {
  records: T[];
  pagination: { limit: number; offset: number; total: number };
  exchange: Exchange;
}

/** What a list is of: sources, all events, or one source's events. */
export type ListKind = 'sources' | 'events' | { sourceId: number };

function pathOf(kind: ListKind): string {
  if (kind === 'sources') return '/api/v1/sources';
  if (kind === 'events') return '/api/v1/events';
  return `/api/v1/sources/${kind.sourceId}/events`;
}

function isPagination(value: unknown): value is Page<unknown>['pagination'] {
  const p = value as Page<unknown>['pagination'];
  return Number.isInteger(p?.limit) && Number.isInteger(p?.offset) && Number.isInteger(p?.total);
}

/**
 * Fetches one page and requires a 2xx with the documented list shape.
 * @example const page = await listPage<Event>(ctx, 'events', { severity: 'Danger', limit: 100 });
 */
export async function listPage<T = Source | Event>(
  ctx: CheckContext,
  kind: ListKind,
  query: Query = {},
): Promise<Page<T>> {
  const exchange = await ctx.send({ method: 'GET', path: pathOf(kind), query });
  ctx.expectStatus(exchange, 'success');
  const body = ctx.json(exchange) as Record<string, unknown>;
  const field = kind === 'sources' ? 'sources' : 'events';
  const records = body?.[field];
  ctx.expect(
    Array.isArray(records) && isPagination(body.pagination),
    `{${field}: [...], pagination: {limit, offset, total}} with integer pagination fields`,
    undefined,
    exchange,
  );
  return { records: records as T[], pagination: body.pagination, exchange };
}

/** A whole list, walked page by page. */
export interface Walk<T> {
  records: T[];
  pages: Page<T>[];
}

/**
 * Walks a list with pages of 100 until `total` is reached (or a page comes back empty). Cached
 * per run, since several checks read the same walk.
 * @example const { records } = await walkList<Source>(ctx, 'sources', { active_only: false });
 */
export function walkList<T = Source | Event>(
  ctx: CheckContext,
  kind: ListKind,
  query: Query = {},
): Promise<Walk<T>> {
  return ctx.memo(`walk ${JSON.stringify([kind, query])}`, async () => {
    const walk: Walk<T> = { records: [], pages: [] };
    // A bound on pages, so a server whose total keeps growing cannot keep the suite walking.
    for (let offset = 0, pageCount = 0; pageCount < 200; pageCount++) {
      const page = await listPage<T>(ctx, kind, { ...query, limit: 100, offset });
      walk.pages.push(page);
      walk.records.push(...page.records);
      offset += page.records.length;
      // The end is a short page, not pagination.total: REL-TOTAL-EXACT judges total against the walk.
      if (page.records.length < 100) break;
    }
    return walk;
  });
}

/** All sources, active or not. */
export function allSources(ctx: CheckContext): Promise<Walk<Source>> {
  return walkList<Source>(ctx, 'sources', { active_only: false });
}

/** All events. */
export function allEvents(ctx: CheckContext): Promise<Walk<Event>> {
  return walkList<Event>(ctx, 'events');
}

/** The value that occurs most often, for picking a filter value that matches several records. */
export function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Ids of records that break `holds`, for a failure line. */
export function offenders<T extends { id: number }>(
  records: readonly T[],
  holds: (record: T) => boolean,
): string {
  const bad = records.filter((record) => !holds(record));
  return `${bad.length} of ${records.length} records break it, e.g. ${JSON.stringify(bad.slice(0, 2))}`;
}
