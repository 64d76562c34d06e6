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

/** A list walked page by page: to its end, or a prefix when the traffic budget does not allow more. */
export interface Walk<T> {
  /** Every record walked, in order: the whole list when `complete`, else its first records. */
  records: T[];
  pages: Page<T>[];
  /** The walk ended on a short page. `false`: it was cut short, and no check judges a total from it. */
  complete: boolean;
  /** pagination.total of the first page. */
  total: number;
}

const pageSize = 100;
/** Pages a walk the budget cannot take to the end still reads: records to choose filter values from. */
const prefixPages = 10;

/**
 * Whether a walk of `pages` more pages fits the run's budgets and leaves a third of each to the
 * rest of the run: requests (`--max-requests`; exchanges so far count against it) and time
 * (`--max-duration`; the pages are priced at the mean time of the run's recent answers).
 */
export function fitsBudget(ctx: CheckContext, pages: number): boolean {
  const { maxRequests, maxDurationMs } = ctx.options;
  const exchanges = ctx.exchanges();
  const requestsLeft = maxRequests - exchanges.length - Math.max(100, Math.floor(maxRequests / 3));
  // Requests go one at a time, so the run's time so far is about the sum of its exchanges'.
  const spentMs = exchanges.reduce((sum, exchange) => sum + exchange.durationMs, 0);
  const recent = exchanges.filter((exchange) => exchange.status !== undefined).slice(-20);
  const meanMs = recent.reduce((sum, exchange) => sum + exchange.durationMs, 0) / Math.max(1, recent.length);
  const timeLeftMs = maxDurationMs - spentMs - maxDurationMs / 3;
  return pages <= requestsLeft && pages * meanMs <= timeLeftMs;
}

async function walk<T>(ctx: CheckContext, kind: ListKind, query: Query): Promise<Walk<T>> {
  const first = await listPage<T>(ctx, kind, { ...query, limit: pageSize, offset: 0 });
  const total = first.pagination.total;
  // A walk to the end reads total / 100 pages and the short (or empty) one after them.
  const needed = Math.floor(Math.max(total, first.records.length) / pageSize) + 1;
  const full = fitsBudget(ctx, needed);
  // Two pages of slack, so a total smaller than the list shows as a walk that did not end.
  const bound = full ? needed + 2 : Math.min(needed, prefixPages);
  const result: Walk<T> = { records: [...first.records], pages: [first], complete: false, total };
  for (let offset = first.records.length; result.pages.length < bound; ) {
    // The end is a short page, not pagination.total: REL-TOTAL-EXACT judges total against the walk.
    if ((result.pages.at(-1) as Page<T>).records.length < pageSize) break;
    const page = await listPage<T>(ctx, kind, { ...query, limit: pageSize, offset });
    result.pages.push(page);
    result.records.push(...page.records);
    offset += page.records.length;
  }
  result.complete = (result.pages.at(-1) as Page<T>).records.length < pageSize;
  return result;
}

/** `GET /api/v1/events?severity=Danger`: the list a walk is of, for notes and failures. */
export function listName(kind: ListKind, query: Query = {}): string {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
  const search = pairs.map(([name, value]) => `${name}=${value}`).join('&');
  return `GET ${pathOf(kind)}${search ? `?${search}` : ''}`;
}

/**
 * Walks a list with pages of 100 to its end (a short page) when the traffic budget allows, else
 * reads its first pages only and says so (`complete: false`). Cached per run, since several checks
 * read the same walk; each check that reads it gets a note saying which it was.
 * @example const { records, complete } = await walkList<Source>(ctx, 'sources', { active_only: false });
 */
export async function walkList<T = Source | Event>(
  ctx: CheckContext,
  kind: ListKind,
  query: Query = {},
): Promise<Walk<T>> {
  const result = await ctx.memo(`walk ${JSON.stringify([kind, query])}`, () => walk<T>(ctx, kind, query));
  const name = listName(kind, query);
  ctx.note(
    result.complete
      ? `${name}: walked completely, ${result.records.length} records in ${result.pages.length} pages`
      : `${name}: ${result.total} records are more than the run's budget lets it walk (--max-requests ${ctx.options.maxRequests}, --max-duration ${ctx.options.maxDurationMs}); judged from its first ${result.records.length} records, pages at known offsets and totals that must add up`,
  );
  return result;
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
