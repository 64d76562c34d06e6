import { describe, expect, it } from 'vitest';
import { tinyReleasesData } from '../../../test/support/tiny-releases-data.js';
import { validateAddedEvents, validateReleasesData } from './validate-releases-data.js';

/** A deep copy of the tiny dataset with one field of one record set (`undefined` deletes it). */
function withField(list: 'sources' | 'events', index: number, field: string, value: unknown): unknown {
  const data = structuredClone(tinyReleasesData) as unknown as Record<string, Record<string, unknown>[]>;
  const record = data[list]?.[index] ?? expect.fail(`no ${list}[${index}]`);
  if (value === undefined) delete record[field];
  else record[field] = value;
  return data;
}

describe('validateReleasesData', () => {
  it('[DATA-OK] accepts a valid dataset and returns an equal copy', () => {
    const clean = validateReleasesData(tinyReleasesData);
    expect(clean).toEqual(tinyReleasesData);
    expect(clean.events[0]).not.toBe(tinyReleasesData.events[0]);
  });

  const cases: [string, { given: unknown; want: string }][] = [
    ['not an object', { given: [], want: 'releases data must be an object with sources and events' }],
    [
      'unknown top-level key',
      { given: { ...tinyReleasesData, extra: 1 }, want: 'releases data: extra is not a known field' },
    ],
    ['events missing', { given: { sources: [] }, want: 'events must be an array' }],
    [
      'source not an object',
      {
        given: { ...tinyReleasesData, sources: [tinyReleasesData.sources[0], null] },
        want: 'sources[1] must be an object',
      },
    ],
    [
      'source id not an integer',
      { given: withField('sources', 0, 'id', 1.5), want: 'sources[0].id must be a positive integer' },
    ],
    [
      'source field missing',
      { given: withField('sources', 2, 'is_active', undefined), want: 'sources[2].is_active is required' },
    ],
    [
      'source field unknown',
      { given: withField('sources', 0, 'stars', 3), want: 'sources[0].stars is not a known field' },
    ],
    [
      'source url not a URI',
      {
        given: withField('sources', 1, 'docs_url', 'react.dev'),
        want: 'sources[1].docs_url must be a URI or null',
      },
    ],
    [
      // format: uri (ajv-formats' full rule) refuses what a looser "scheme://non-space" test let by.
      'source url with characters a URI cannot hold',
      {
        given: withField('sources', 1, 'docs_url', 'http://exa<mple>.com'),
        want: 'sources[1].docs_url must be a URI or null',
      },
    ],
    [
      'source type empty',
      {
        given: withField('sources', 1, 'type', ''),
        want: 'sources[1].type must be a non-empty string of at most 64 characters',
      },
    ],
    [
      'duplicate source id',
      { given: withField('sources', 3, 'id', 1), want: 'sources[3].id 1 is also the id of sources[1]' },
    ],
    [
      'bad severity',
      {
        given: withField('events', 11, 'severity', 'Fatal'),
        want: 'events[11].severity must be one of Info, Warning, Danger',
      },
    ],
    [
      'bad event_type',
      {
        given: withField('events', 0, 'event_type', 'release'),
        want: 'events[0].event_type must be one of Release, Deprecation, EOL',
      },
    ],
    [
      'release_date not UTC',
      {
        given: withField('events', 2, 'release_date', '2024-03-05T14:00:00+01:00'),
        want: 'events[2].release_date must be an ISO 8601 UTC date-time like 2024-03-05T14:00:00Z',
      },
    ],
    [
      'release_date plain date',
      {
        given: withField('events', 2, 'release_date', '2024-03-05'),
        want: 'events[2].release_date must be an ISO 8601 UTC date-time',
      },
    ],
    [
      'release_date impossible',
      {
        given: withField('events', 2, 'release_date', '2023-02-29T00:00:00Z'),
        want: 'events[2].release_date must be an ISO 8601 UTC date-time',
      },
    ],
    [
      'dangling source_id',
      {
        given: withField('events', 4, 'source_id', 99),
        want: 'events[4].source_id 99 does not refer to a source',
      },
    ],
    [
      'duplicate event id',
      { given: withField('events', 5, 'id', 2), want: 'events[5].id 2 is also the id of events[1]' },
    ],
    [
      'embedded sources are not stored',
      { given: withField('events', 0, 'sources', {}), want: 'events[0].sources is not a known field' },
    ],
  ];
  it.each(cases)('[DATA-BAD] %s', (_, { given, want }) => {
    expect(() => validateReleasesData(given)).toThrow(want);
  });
});

describe('validateAddedEvents', () => {
  const added = { ...tinyReleasesData.events[0], id: 100 };
  it('[DATA-ADDED] accepts new events of known sources', () => {
    expect(validateAddedEvents([added], tinyReleasesData)).toEqual([added]);
  });
  it.each([
    ['not a list', {}, 'added must be an array'],
    ['id taken by the dataset', [{ ...added, id: 3 }], 'added[0].id 3 is also the id of events[2]'],
    ['id taken twice', [added, added], 'added[1].id 100 is also the id of added[0]'],
    ['unknown source', [{ ...added, source_id: 9 }], 'added[0].source_id 9 does not refer to a source'],
  ])('[DATA-ADDED] %s', (_, given, want) => {
    expect(() => validateAddedEvents(given, tinyReleasesData)).toThrow(want);
  });
});
