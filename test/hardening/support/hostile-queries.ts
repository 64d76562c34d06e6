import fc from 'fast-check';

/** A releases request whose query (or path id) is invalid by construction. */
export interface HostileQuery {
  label: string;
  path: string;
  query: URLSearchParams;
  status: 400 | 404;
}

type Params = [string, string][];

const enums = {
  event_type: ['Release', 'Deprecation', 'EOL'],
  severity: ['Info', 'Warning', 'Danger'],
} as const;

const isInteger = (s: string) => /^-?\d{1,15}$/.test(s);

/** Valid values of each parameter; an event list's dates always keep start before end. */
const validValues: Record<string, fc.Arbitrary<string>> = {
  limit: fc.integer({ min: 1, max: 500 }).map(String),
  offset: fc.integer({ min: 0, max: 3000 }).map(String),
  source_id: fc.integer({ min: 1, max: 500 }).map(String),
  event_type: fc.constantFrom(...enums.event_type),
  severity: fc.constantFrom(...enums.severity),
  start_date: fc.constantFrom('2010-01-01', '2015-06-30T12:00:00Z', '2016-02-29T23:59:59.5+02:00'),
  end_date: fc.constantFrom('2020-01-01', '2024-12-31T23:59:59Z', '2030-01-01T00:00:00-05:00'),
  active_only: fc.constantFrom('true', 'false'),
  type: fc.constantFrom('npm', 'pypi', 'github_release', 'cargo'),
};

const junk = fc.string({ unit: 'binary', maxLength: 24 });

function badInteger(minimum: number): fc.Arbitrary<string> {
  return fc.oneof(
    junk.filter((s) => !isInteger(s)),
    fc.integer({ min: -1e9, max: minimum - 1 }).map(String),
    fc.constantFrom('1.5', '1e2', '0x10', '+1', ' 1', '1 ', '∞', 'NaN', '12345678901234567890'),
  );
}

const badDate = fc.oneof(
  fc.constantFrom(
    '',
    'yesterday',
    '2024-13-01',
    '2024-02-30',
    '2023-02-29',
    '2024-01-01T24:00:00Z',
    '2024-01-01T12:60:00Z',
    '2024-01-01T12:00:60Z',
    '2024-01-01T12:00:00',
    '2024-01-01T12:00:00+25:00',
    '2024/01/01',
    '1700000000',
    '２０２４-01-01',
  ),
  junk.filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s)),
);

/** Bad values of each parameter, by name. */
const badValues: Record<string, fc.Arbitrary<string>> = {
  limit: badInteger(1),
  offset: badInteger(0),
  source_id: badInteger(1),
  event_type: junk.filter((s) => !(enums.event_type as readonly string[]).includes(s)),
  severity: junk.filter((s) => !(enums.severity as readonly string[]).includes(s)),
  start_date: badDate,
  end_date: badDate,
  active_only: junk.filter((s) => s !== 'true' && s !== 'false'),
  type: fc.oneof(fc.constant(''), fc.string({ minLength: 65, maxLength: 200 })),
};

/** The releases operations with the query parameters each documents. */
export const releasesOperations = {
  listSources: { path: () => '/api/v1/sources', params: ['type', 'active_only', 'limit', 'offset'] },
  listEvents: {
    path: () => '/api/v1/events',
    params: ['source_id', 'event_type', 'severity', 'start_date', 'end_date', 'limit', 'offset'],
  },
  listSourceEvents: {
    path: (id: string) => `/api/v1/sources/${id}/events`,
    params: ['event_type', 'severity', 'start_date', 'end_date', 'limit', 'offset'],
  },
} as const;

type OperationName = keyof typeof releasesOperations;

/** Some valid parameters of an operation, each at most once. */
function validSubset(names: readonly string[]): fc.Arbitrary<Params> {
  return fc
    .subarray([...names])
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((name) =>
          (validValues[name] as fc.Arbitrary<string>).map((v) => [name, v] as [string, string]),
        ),
      ),
    );
}

const badId = fc.oneof(
  badInteger(1)
    .filter((s) => s !== '' && !s.includes('/') && !s.includes('?') && !s.includes('#'))
    .map(encodeURIComponent),
  fc.constantFrom('%ZZ', '%E0%A4%A', '1%2F2', '..', '%00'),
);

/**
 * Hostile queries of one releases operation: one parameter given a bad value, or given twice, on
 * top of valid others; a start date after the end date; for the path form, a bad or unknown id.
 */
export function hostileQueries(operation: OperationName): fc.Arbitrary<HostileQuery> {
  const { path, params } = releasesOperations[operation];
  const build = (label: string, list: Params, status: 400 | 404 = 400, id = '1') => ({
    label,
    path: path(id),
    query: new URLSearchParams(list),
    status,
  });
  const oneBad = fc
    .tuple(validSubset(params), fc.constantFrom(...params))
    .chain(([valid, name]) =>
      (badValues[name] as fc.Arbitrary<string>).map((value) =>
        build(`bad ${name}=${JSON.stringify(value)}`, [...valid.filter(([n]) => n !== name), [name, value]]),
      ),
    );
  const twice = fc
    .tuple(validSubset(params), fc.constantFrom(...params))
    .chain(([valid, name]) =>
      fc
        .tuple(validValues[name] as fc.Arbitrary<string>, validValues[name] as fc.Arbitrary<string>)
        .map(([a, b]) =>
          build(`${name} twice`, [...valid.filter(([n]) => n !== name), [name, a], [name, b]]),
        ),
    );
  const reversed = fc.constant(
    build('start after end', [
      ['start_date', '2024-06-01'],
      ['end_date', '2024-05-31T23:59:59Z'],
    ]),
  );
  const kinds: fc.Arbitrary<HostileQuery>[] = [oneBad, twice];
  if ((params as readonly string[]).includes('start_date')) kinds.push(reversed);
  if (operation === 'listSourceEvents') {
    kinds.push(
      fc.tuple(badId, validSubset(params)).map(([id, valid]) => build(`bad id ${id}`, valid, 400, id)),
      fc
        .integer({ min: 100_000, max: 999_999_999 })
        .map((id) => build(`unknown id ${id}`, [], 404, String(id))),
    );
  }
  return fc.oneof(...kinds);
}

/** Unknown parameter names and values, which every operation must ignore. */
export const unknownParams: fc.Arbitrary<Params> = fc.array(
  fc.tuple(
    fc.string({ minLength: 1, maxLength: 12 }).filter((n) => !Object.hasOwn(validValues, n)),
    fc.string({ maxLength: 24 }),
  ),
  { minLength: 1, maxLength: 4 },
);
