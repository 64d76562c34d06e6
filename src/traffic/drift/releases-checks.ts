import { firstBreak, type Json, listOf, paginationOf } from './body-access.js';
import { type AgreeCheck, type DriftRule, documented, type EachCheck, inferred } from './drift-step.js';

/** The kit's ordering decision of both lists. */
export const ordering = inferred('releases', '/x-inferred-decisions/4');

/** The kit's order of events: newest first, then id descending. */
export const eventsNewestFirst: EachCheck = {
  kind: 'each',
  name: 'events newest first, then id descending',
  rule: ordering,
  test: (body) => {
    const at = firstBreak(listOf(body, 'events'), (x, y) => {
      const [dx, dy] = [Date.parse(String(x.release_date)), Date.parse(String(y.release_date))];
      return dx > dy || (dx === dy && Number(x.id) > Number(y.id));
    });
    return at < 0 ? undefined : `events[${at}] is out of order`;
  },
};

/** The description's page cap. */
export const pageCap = (key: string): EachCheck => ({
  kind: 'each',
  name: 'at most 100 records a page',
  rule: documented('Limits: "at most 100 records per request"'),
  test: (body) => (listOf(body, key).length <= 100 ? undefined : `${listOf(body, key).length} records`),
});

/** The totals of the same filters agree (when both sides serve the same data). */
export const total = (source = 'Pagination object: "total (total matching records)"'): AgreeCheck => ({
  kind: 'agree',
  name: 'pagination.total for the same filters',
  rule: documented(source),
  value: (body) => paginationOf(body, 'total'),
  sameData: true,
});

/** The same records in the same order, over the shorter page, when the totals agree. */
export const sameIds = (key: string): AgreeCheck => ({
  kind: 'agree',
  name: `the same ${key} in the same order`,
  rule: ordering,
  value: (body) => listOf(body, key).map((record) => record.id),
  sameData: true,
  prefix: true,
  // Different totals already say the pages hold different records; the order is judged only when they agree.
  given: (body) => paginationOf(body, 'total'),
});

/** Every record of a list passes a documented test (a filter, the defaults). */
export const every = (
  name: string,
  source: string,
  key: string,
  test: (record: Json, ids: Map<string, unknown>) => boolean,
): EachCheck => ({
  kind: 'each',
  name,
  rule: documented(source),
  test: (body, side) => {
    const at = listOf(body, key).findIndex((record) => !test(record, side.ids));
    return at < 0 ? undefined : `${key}[${at}] does not`;
  },
});

/** The served `pagination.limit`. */
export const limitIs = (value: number, rule: DriftRule): EachCheck => ({
  kind: 'each',
  name: `pagination.limit is ${value}`,
  rule,
  test: (body) =>
    paginationOf(body, 'limit') === value
      ? undefined
      : `pagination.limit is ${JSON.stringify(paginationOf(body, 'limit'))}`,
});
