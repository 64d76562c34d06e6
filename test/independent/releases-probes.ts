/**
 * One probe per releases defect: `holds(url, data)` is true when the rule the defect breaks holds
 * on the server. Run on a correct server (must hold) and on a server with only that defect (must
 * not hold). The Record type makes a missing probe a type error.
 */
import type { ReleaseDataset, ReleaseEvent } from './releases-data.js';
import type { ReleasesDefectName, ReleasesQuirkName } from './releases-defects.js';

/** A decoded GET answer. */
export interface GetAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON fields.
  body: any;
  contentType: string | null;
}

/** GETs `path` on `url`; body undefined when not JSON. */
export async function get(url: string, path: string): Promise<GetAnswer> {
  const response = await fetch(`${url}${path}`);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, contentType: response.headers.get('content-type') };
}

type Holds = (url: string, data: ReleaseDataset) => Promise<boolean>;

const events = (answer: GetAnswer) =>
  (answer.body?.events ?? []) as (ReleaseEvent & { sources?: { id: number } })[];
const count = (data: ReleaseDataset, keep: (event: ReleaseEvent) => boolean) =>
  data.events.filter(keep).length;

/** Every event id of /api/v1/events, page by page. */
export async function allEventIds(url: string, pageSize: number): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let offset = 0; offset < total && offset < 5000; offset += pageSize) {
    const page = await get(url, `/api/v1/events?limit=${pageSize}&offset=${offset}`);
    total = page.body.pagination.total;
    ids.push(...events(page).map((event) => event.id));
  }
  return { ids, total };
}

const inactiveListed = async (url: string, query: string) => {
  const { body } = await get(url, `/api/v1/sources?limit=100${query}`);
  return body.sources.length > 0 && body.sources.every((source: { is_active: boolean }) => source.is_active);
};

const onlyMatching = (query: string, keep: (event: ReleaseEvent) => boolean): Holds => {
  return async (url, data) => {
    const answer = await get(url, `/api/v1/events?limit=100&${query}`);
    return events(answer).every(keep) && answer.body.pagination.total === count(data, keep);
  };
};

const firstSource = (data: ReleaseDataset) => data.events[0]?.source_id ?? 0;

/** Every releases defect's probe. */
export const RELEASES_DEFECT_PROBES: Record<ReleasesDefectName, Holds> = {
  'limit-not-capped': async (url) => events(await get(url, '/api/v1/events?limit=150')).length <= 100,
  'active-default-false': (url) => inactiveListed(url, ''),
  'inactive-in-default': (url) => inactiveListed(url, '&active_only=true'),
  async 'sources-default-limit-wrong'(url, data) {
    const { body } = await get(url, '/api/v1/sources?active_only=false');
    return body.pagination.limit === 50 && body.sources.length === Math.min(50, data.sources.length);
  },
  async 'sources-type-filter-ignored'(url) {
    const { body } = await get(url, '/api/v1/sources?type=pypi&active_only=false&limit=100');
    return (
      body.sources.length > 0 && body.sources.every((source: { type: string }) => source.type === 'pypi')
    );
  },
  'total-page-length': async (url, data) =>
    (await get(url, '/api/v1/events?limit=5')).body.pagination.total === data.events.length,
  'total-ignores-filters': onlyMatching('severity=Danger', (event) => event.severity === 'Danger'),
  async 'pagination-echo-wrong'(url) {
    const { pagination } = (await get(url, '/api/v1/events?limit=7&offset=3')).body;
    return pagination.limit === 7 && pagination.offset === 3;
  },
  async 'unstable-order'(url) {
    const { ids, total } = await allEventIds(url, 25);
    return ids.length === total && new Set(ids).size === total;
  },
  'offset-ignored': async (url) => offsetConsistent(url),
  'offset-off-by-one': async (url) => offsetConsistent(url),
  'filter-severity-ignored': onlyMatching('severity=Warning', (event) => event.severity === 'Warning'),
  'filter-event-type-ignored': onlyMatching('event_type=EOL', (event) => event.event_type === 'EOL'),
  'filter-source-id-ignored': (url, data) =>
    onlyMatching(`source_id=${firstSource(data)}`, (event) => event.source_id === firstSource(data))(
      url,
      data,
    ),
  async 'dates-exclusive'(url, data) {
    const date = data.events[0]?.release_date ?? '';
    const query = `start_date=${encodeURIComponent(date)}&end_date=${encodeURIComponent(date)}`;
    const expected = count(data, (event) => event.release_date === date);
    return expected > 0 && (await get(url, `/api/v1/events?${query}`)).body.pagination.total === expected;
  },
  'date-filters-ignored': onlyMatching(
    'start_date=2024-06-01T00:00:00Z&end_date=2024-06-30T23:59:59Z',
    (event) => event.release_date.startsWith('2024-06'),
  ),
  'embedded-source-missing': async (url) => embedsMatch(url),
  'embedded-source-mismatch': async (url) => embedsMatch(url),
  async 'source-events-wrong-source'(url, data) {
    const id = firstSource(data);
    const answer = await get(url, `/api/v1/sources/${id}/events?limit=100`);
    return events(answer).every((event) => event.source_id === id) && answer.body.pagination.total > 0;
  },
  async 'source-events-severity-ignored'(url, data) {
    const id = firstSource(data);
    const answer = await get(url, `/api/v1/sources/${id}/events?severity=Info&limit=100`);
    const expected = count(data, (event) => event.source_id === id && event.severity === 'Info');
    return (
      events(answer).every((event) => event.severity === 'Info') && answer.body.pagination.total === expected
    );
  },
  'server-error-bad-limit': async (url) => (await get(url, '/api/v1/events?limit=abc')).status < 500,
  'server-error-unknown-source': async (url) =>
    (await get(url, '/api/v1/sources/999999/events')).status < 500,
  'api-info-missing': async (url) => (await get(url, '/api/v1')).status === 200,
  'json-content-type-missing': async (url) =>
    (await get(url, '/api/v1/events')).contentType?.startsWith('application/json') === true,
};

async function offsetConsistent(url: string): Promise<boolean> {
  const whole = events(await get(url, '/api/v1/events?limit=20'));
  const shifted = events(await get(url, '/api/v1/events?limit=5&offset=7'));
  return JSON.stringify(shifted.map((e) => e.id)) === JSON.stringify(whole.slice(7, 12).map((e) => e.id));
}

async function embedsMatch(url: string): Promise<boolean> {
  const list = events(await get(url, '/api/v1/events?limit=100'));
  return list.length > 0 && list.every((event) => event.sources?.id === event.source_id);
}

/** One probe per releases quirk: true when the questionable behaviour is observed. */
export const RELEASES_QUIRK_PROBES: Record<ReleasesQuirkName, (url: string) => Promise<boolean>> = {
  'unknown-enum-filter-ignored': async (url) =>
    (await get(url, '/api/v1/events?event_type=Foo')).status === 200,
  'negative-offset-served': async (url) => (await get(url, '/api/v1/events?offset=-1')).status === 200,
  'unknown-source-200': async (url) => (await get(url, '/api/v1/sources/999999/events')).status === 200,
  async 'error-shapes-vary'(url) {
    const paths = [
      '/api/v1/sources?limit=abc',
      '/api/v1/events?limit=abc',
      '/api/v1/sources/101/events?limit=abc',
    ];
    const shapes = new Set<string>();
    for (const path of paths)
      shapes.add(
        Object.keys((await get(url, path)).body ?? {})
          .sort()
          .join(','),
      );
    return shapes.size > 1;
  },
  'invalid-date-ignored': async (url) =>
    (await get(url, '/api/v1/events?start_date=yesterday')).status === 200,
};
