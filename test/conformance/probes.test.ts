/**
 * Probes from the documents (issue 41, item 1): every documented input's equivalence classes and
 * boundaries are derived from the dereferenced OpenAPI documents, a parameter added to a document
 * gets its probes without new code, and each check shows the probes it sent in the JSON report.
 */
import { describe, expect, test } from 'vitest';
import { documentedInputs, inputsOf } from '../../conformance/probes/documented-inputs.js';
import { inputEdges } from '../../conformance/probes/input-edges.js';
import { probeInstant, writeInstant } from '../../conformance/probes/instant-forms.js';
import { renderJson } from '../../conformance/reporters/json.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { releasesDocument } from '../../src/generated/releases-document.js';
import { memoryEngine, memoryRun, releasesEngine, releasesRun } from './engines.js';

const find = (api: 'memory' | 'releases', operationId: string, name: string) => {
  const input = documentedInputs(api).find((i) => i.operationId === operationId && i.name === name);
  if (!input) throw new Error(`no input ${name} of ${operationId}`);
  return input;
};
const edges = (input: ReturnType<typeof find>) =>
  inputEdges(input).map((edge) => [edge.class, edge.value, edge.meaning, edge.inferred]);

describe('[PROBE-DERIVE] classes and boundaries come from the documents', () => {
  test.for([
    [
      'a required header: missing, empty and blank are invalid (minLength 1)',
      { api: 'memory', op: 'recall', name: 'X-Workspace-Id' },
      [
        ['missing', undefined, 'invalid', false],
        ['empty', '', 'invalid', false],
        ['blank', '   ', 'invalid', false],
      ],
    ],
    [
      "the recall limit's inferred bounds 1..100: each bound, one past it, 0 and a negative",
      { api: 'memory', op: 'recall', name: 'limit' },
      [
        ['missing', undefined, 'valid', true],
        ['minimum', 1, 'valid', true],
        ['below-minimum', 0, 'invalid', true],
        ['maximum', 100, 'valid', true],
        ['above-maximum', 101, 'invalid', true],
        ['negative', -1, 'invalid', true],
      ],
    ],
    [
      'an enum filter: each value and one outside',
      { api: 'releases', op: 'listEvents', name: 'severity' },
      [
        ['missing', undefined, 'valid', false],
        ['empty', '', 'undefined', false],
        ['blank', '   ', 'undefined', false],
        ['enum-value', 'Info', 'valid', false],
        ['enum-value', 'Warning', 'valid', false],
        ['enum-value', 'Danger', 'valid', false],
        ['enum-outside', 'ck-outside', 'invalid', false],
      ],
    ],
    [
      'a boolean: true and false; other spellings are not defined',
      { api: 'releases', op: 'listSources', name: 'active_only' },
      [
        ['missing', undefined, 'valid', false],
        ['boolean', 'true', 'valid', false],
        ['boolean', 'false', 'valid', false],
        ['boolean-spelling', '1', 'undefined', false],
        ['boolean-spelling', '0', 'undefined', false],
        ['boolean-spelling', 'TRUE', 'undefined', false],
        ['boolean-spelling', 'yes', 'undefined', false],
      ],
    ],
  ] as const)('%s', ([, { api, op, name }, want]) => {
    expect(
      edges(find(api, op, name)).filter(([kind]) => kind !== 'empty' || want.some(([w]) => w === 'empty')),
    ).toEqual(want);
  });

  test('a date-time bound: the same instant with Z, both offsets and fractions; a date alone is the kit reading', () => {
    const classes = inputEdges(find('releases', 'listEvents', 'start_date')).map((edge) => [
      edge.class,
      edge.meaning,
      edge.inferred,
    ]);
    expect(classes).toEqual(
      expect.arrayContaining([
        ['instant-z', 'valid', false],
        ['instant-positive-offset', 'same-as-canonical', false],
        ['instant-negative-offset', 'same-as-canonical', false],
        ['instant-fraction', 'same-as-canonical', false],
        ['date-only', 'valid', true],
      ]),
    );
  });

  test('credentials come from the security schemes; checkout, which has none, has no credential input', () => {
    const credentials = documentedInputs('memory').filter((input) => input.place === 'credential');
    expect(new Set(credentials.map((input) => input.name))).toEqual(new Set(['authorization', 'x-api-key']));
    expect(credentials.some((input) => input.operationId === 'createCheckoutSession')).toBe(false);
    expect(credentials.find((input) => input.name === 'authorization')?.scheme).toBe('bearer');
  });
});

test('[PROBE-NEW-PARAM] a parameter added to a document gets its probes with no new code', () => {
  const document = structuredClone(releasesDocument) as unknown as Record<string, unknown>;
  const events = (document.paths as Record<string, { get: { parameters: unknown[] } }>)['/api/v1/events'];
  events?.get.parameters.push(
    { name: 'announced_after', in: 'query', schema: { type: 'string', format: 'date-time' } },
    { name: 'priority', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 5 } },
  );
  const added = inputsOf(document).filter((input) => ['announced_after', 'priority'].includes(input.name));
  expect(added.map((input) => inputEdges(input).map((edge) => edge.class))).toEqual([
    [
      'missing',
      'empty',
      'blank',
      'instant-z',
      'instant-positive-offset',
      'instant-negative-offset',
      'instant-fraction',
    ],
    ['missing', 'minimum', 'below-minimum', 'maximum', 'above-maximum', 'negative'],
  ]);
});

test('[PROBE-INSTANT] every written form is the same instant; the offset moves a dropped bound across a record', () => {
  const ms = Date.UTC(2025, 2, 1, 12, 0, 0);
  const forms = [
    'instant-z',
    'instant-positive-offset',
    'instant-negative-offset',
    'instant-fraction',
  ] as const;
  const written = forms.map((form) => writeInstant(ms, form, 125));
  expect(written).toEqual([
    '2025-03-01T12:00:00Z',
    '2025-03-01T14:05:00+02:05',
    '2025-03-01T09:55:00-02:05',
    '2025-03-01T12:00:00.000Z',
  ]);
  for (const text of written) expect(Date.parse(text)).toBe(ms);
  const hour = 3_600_000;
  const chosen = probeInstant([ms, ms + 3 * hour, ms + 3 * hour + 2 * hour, ms + 10 * 24 * hour]);
  // The narrowest gap (2 h) is halved: the instant sits 1 h from both records, the offset is 61 min.
  expect(chosen).toEqual({ ms: ms + 4 * hour, offsetMinutes: 61 });
  expect(probeInstant([ms, ms + 3 * 24 * hour])).toBeUndefined();
});

describe.concurrent('[PROBE-REPORT] each check shows the probes it sent in the JSON report', () => {
  test('memory: the blank headers and the edges of the recall limit', { timeout: 60_000 }, async () => {
    const engine = memoryEngine();
    const report = await runConformance({
      ...memoryRun,
      baseUrl: 'http://engine.test',
      fetch: (request) => engine.fetch(request),
      only: ['MEM-AUTH-BLANK', 'MEM-RECALL-LIMIT'],
    });
    const json = JSON.parse(renderJson(report));
    const blank = json.results.find((r: { id: string }) => r.id === 'MEM-AUTH-BLANK');
    expect(blank.status).toBe('passed');
    expect(blank.probes).toContainEqual({
      input: 'header X-Workspace-Id of POST /v1/recall',
      class: 'empty',
      value: '',
      status: 400,
      judged: '400 bad_request (Authentication, rule 1)',
      ok: true,
    });
    const limit = json.results.find((r: { id: string }) => r.id === 'MEM-RECALL-LIMIT');
    expect(limit.probes.map((p: { value: string }) => p.value)).toEqual(['1', '0', '100', '101', '-1']);
    expect(limit.probes.every((p: { ok: boolean }) => p.ok)).toBe(true);
  });

  test('releases: the date forms and the enum filters', { timeout: 60_000 }, async () => {
    const engine = releasesEngine();
    const report = await runConformance({
      ...releasesRun,
      baseUrl: 'http://engine.test',
      fetch: (request) => engine.fetch(request),
      only: ['REL-DATE-FORMS', 'REL-ENUM-FILTERS'],
    });
    const { results } = JSON.parse(renderJson(report));
    const dates = results.find((r: { id: string }) => r.id === 'REL-DATE-FORMS');
    const enums = results.find((r: { id: string }) => r.id === 'REL-ENUM-FILTERS');
    expect([dates.status, enums.status]).toEqual(['passed', 'passed']);
    const judged = dates.probes.filter((p: { ok?: boolean }) => p.ok !== undefined);
    expect(new Set(judged.map((p: { class: string }) => p.class))).toEqual(
      new Set(['instant-positive-offset', 'instant-negative-offset', 'instant-fraction']),
    );
    expect(
      judged.every((p: { judged: string }) => /^answered as \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(p.judged)),
    ).toBe(true);
    expect(enums.probes).toContainEqual(
      expect.objectContaining({
        input: 'query severity of GET /api/v1/events',
        class: 'enum-outside',
        value: 'ck-outside',
        status: 400,
        ok: true,
      }),
    );
  });
});
