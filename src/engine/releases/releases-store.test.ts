import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/releases.js';
import { createReleasesEngine } from './create-releases-engine.js';
import { createReleasesStore } from './releases-store.js';
import { type EventRecord, eventTypes, type ReleasesData, type SourceRecord, severities } from './types.js';

/** A deterministic dataset of 600 events on only 40 distinct dates: most events share a date. */
function syntheticData(): ReleasesData {
  let seed = 42;
  // mulberry32: small, deterministic, and without the low-bit cycles of a power-of-two LCG.
  const random = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n;
  };
  const next = (n: number) => Math.floor(random(n));
  const sources: SourceRecord[] = [1, 2, 3, 4, 5].map((id) => ({
    id,
    name: `pkg-${id}`,
    type: ['npm', 'pypi', 'github_release'][id % 3] as string,
    target_identifier: `pkg-${id}`,
    official_website: null,
    github_url: null,
    docs_url: null,
    importance: 'medium',
    is_active: id !== 5,
  }));
  const ids = Array.from({ length: 600 }, (_, i) => i + 1).sort(() => next(3) - 1);
  const events: EventRecord[] = ids.map((id) => ({
    id,
    source_id: 1 + next(5),
    version: `1.${id}.0`,
    release_date: `2024-0${1 + next(4)}-1${next(10)}T12:00:00Z`,
    event_type: eventTypes[next(3)] as EventRecord['event_type'],
    severity: severities[next(3)] as EventRecord['severity'],
    description: '',
    release_notes_url: null,
    announcement_url: null,
    migration_guide_url: null,
  }));
  return { sources, events };
}

const data = syntheticData();

/** The reference answer: filter everything, then sort; what the indexes must reproduce. */
function reference(filter: (e: EventRecord) => boolean): number[] {
  return data.events
    .filter(filter)
    .sort((a, b) => Date.parse(b.release_date) - Date.parse(a.release_date) || b.id - a.id)
    .map((e) => e.id);
}

const engine = createReleasesEngine({ data });

async function walk(path: string, query: string, limit: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  // Steps by the page size served.
  for (let offset = 0, done = false; !done; ) {
    const q = new URLSearchParams(`${query}&limit=${limit}&offset=${offset}`);
    const response = await engine.handle({
      method: 'GET',
      path,
      query: q,
      headers: {},
      body: null,
      origin: 'http://127.0.0.1:4011',
    });
    const { events, pagination } = response.body as components['schemas']['EventList'];
    totals.add(pagination.total);
    ids.push(...events.map((e) => e.id));
    offset += pagination.limit;
    done = offset >= pagination.total;
  }
  return { ids, totals: [...totals] };
}

describe('page walks', () => {
  const at = (d: string) => Date.parse(d);
  const cases: [string, { path?: string; query: string; want: (e: EventRecord) => boolean }][] = [
    ['everything', { query: '', want: () => true }],
    ['source_id', { query: 'source_id=3', want: (e) => e.source_id === 3 }],
    [
      'event_type + severity',
      {
        query: 'event_type=EOL&severity=Warning',
        want: (e) => e.event_type === 'EOL' && e.severity === 'Warning',
      },
    ],
    [
      'dates',
      {
        query: 'start_date=2024-02-12T12:00:00Z&end_date=2024-03-15',
        want: (e) =>
          at(e.release_date) >= at('2024-02-12T12:00:00Z') && at(e.release_date) < at('2024-03-16'),
      },
    ],
    [
      'all filters on the source path',
      {
        path: '/api/v1/sources/2/events',
        query: 'severity=Info&event_type=Release&start_date=2024-01-15',
        want: (e) =>
          e.source_id === 2 &&
          e.severity === 'Info' &&
          e.event_type === 'Release' &&
          at(e.release_date) >= at('2024-01-15'),
      },
    ],
  ];
  it.each(cases)(
    '[PG-WALK] %s: pages hold exactly `total` distinct ids, in order',
    async (_, { path, query, want }) => {
      const expected = reference(want);
      expect(expected.length).toBeGreaterThan(10);
      for (const limit of [7, 33, 100]) {
        const { ids, totals } = await walk(path ?? '/api/v1/events', query, limit);
        expect(totals).toEqual([expected.length]);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(expected);
      }
    },
  );
});

describe('withEvent', () => {
  it('[IX-INSERT] inserting events one by one gives the same order as sorting them all', () => {
    const [first, ...rest] = [data.events.slice(0, 300), data.events.slice(300)];
    let store = createReleasesStore({ sources: data.sources, events: first ?? [] });
    for (const event of rest.flat()) store = store.withEvent(event);
    const sorted = createReleasesStore(data);
    const page = { limit: 1000, offset: 0 };
    expect(store.listEvents({}, page).events.map((e) => e.id)).toEqual(
      sorted.listEvents({}, page).events.map((e) => e.id),
    );
    expect(store.listEvents({ severity: 'Danger' }, page)).toEqual(
      sorted.listEvents({ severity: 'Danger' }, page),
    );
    expect(store.nextEventId()).toBe(601);
  });
});
