import { formatCheck } from '../http/pipeline/formats.js';
import { parseInstant } from './dates.js';
import { type EventRecord, eventTypes, type ReleasesData, type SourceRecord, severities } from './types.js';

/** Says what is wrong with a field value ("must be ..."), or `null` when it is fine. */
type FieldCheck = (value: unknown) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInteger: FieldCheck = (v) =>
  Number.isSafeInteger(v) && (v as number) >= 1 ? null : 'must be a positive integer';
const nonEmptyString: FieldCheck = (v) =>
  typeof v === 'string' && v !== '' ? null : 'must be a non-empty string';
const anyString: FieldCheck = (v) => (typeof v === 'string' ? null : 'must be a string');
const boolean: FieldCheck = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
// The document's `format: uri`, read with the definition every validator here uses (ajv-formats'
// full set), so a dataset the engine accepts is one Prism and the conformance suite accept.
const uriFormat = formatCheck('uri');
const nullableUri: FieldCheck = (v) =>
  v === null || (typeof v === 'string' && uriFormat?.test(v) === true) ? null : 'must be a URI or null';
const oneOf =
  (values: readonly string[]): FieldCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;
// The `type` query parameter allows at most 64 characters; a longer type could never be filtered.
const sourceType: FieldCheck = (v) =>
  typeof v === 'string' && v !== '' && v.length <= 64
    ? null
    : 'must be a non-empty string of at most 64 characters';
const utcDateTime: FieldCheck = (v) =>
  typeof v === 'string' && parseInstant(v) !== null
    ? null
    : 'must be an ISO 8601 UTC date-time like 2024-03-05T14:00:00Z';

const sourceFields: Record<keyof SourceRecord, FieldCheck> = {
  id: positiveInteger,
  name: nonEmptyString,
  type: sourceType,
  target_identifier: nonEmptyString,
  official_website: nullableUri,
  github_url: nullableUri,
  docs_url: nullableUri,
  importance: nonEmptyString,
  is_active: boolean,
};

const eventFields: Record<keyof EventRecord, FieldCheck> = {
  id: positiveInteger,
  source_id: positiveInteger,
  version: nonEmptyString,
  release_date: utcDateTime,
  event_type: oneOf(eventTypes),
  severity: oneOf(severities),
  description: anyString,
  release_notes_url: nullableUri,
  announcement_url: nullableUri,
  migration_guide_url: nullableUri,
};

/** `events[3].severity`, or just `severity` for a record at the top of a request body. */
const fieldPath = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** Checks one record against its field table and returns a clean copy holding only those fields. */
function checkRecord<T>(value: unknown, path: string, fields: Record<string, FieldCheck>): T {
  if (!isObject(value)) throw new Error(`${path === '' ? 'body' : path} must be an object`);
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) throw new Error(`${fieldPath(path, key)} is not a known field`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(fields)) {
    const field = value[key];
    if (field === undefined) throw new Error(`${fieldPath(path, key)} is required`);
    const problem = check(field);
    if (problem !== null) throw new Error(`${fieldPath(path, key)} ${problem}`);
    out[key] = field;
  }
  return out as T;
}

/**
 * Validates one event record; `sourceIds` are the ids it may refer to. Throws a plain Error that
 * names the field (`events[12].severity must be one of Info, Warning, Danger`).
 * @see ../../../openapi/releases.yaml#/components/schemas/Event "Event"
 */
export function validateEventRecord(
  value: unknown,
  path: string,
  sourceIds: ReadonlySet<number>,
): EventRecord {
  const event = checkRecord<EventRecord>(value, path, eventFields);
  if (!sourceIds.has(event.source_id)) {
    throw new Error(`${fieldPath(path, 'source_id')} ${event.source_id} does not refer to a source`);
  }
  return event;
}

/** Throws when two records share an id, naming both. */
function checkUniqueIds(
  records: readonly { id: number }[],
  name: string,
  taken = new Map<number, string>(),
): void {
  records.forEach((record, i) => {
    const first = taken.get(record.id);
    if (first !== undefined) throw new Error(`${name}[${i}].id ${record.id} is also the id of ${first}`);
    taken.set(record.id, `${name}[${i}]`);
  });
}

function readArray(root: Record<string, unknown>, key: string): unknown[] {
  const value = root[key];
  if (!Array.isArray(value)) throw new Error(`${key} must be an array`);
  return value;
}

/**
 * Validates a releases dataset (`--releases-data FILE`, `POST /__control/data`) and returns a
 * clean copy. Throws a plain Error whose message names the record and the field.
 * @example validateReleasesData(JSON.parse(text)) // throws 'events[12].severity must be one of Info, Warning, Danger'
 * @see ../../../openapi/releases.yaml#/components/schemas "Resources and their fields"
 */
export function validateReleasesData(value: unknown): ReleasesData {
  if (!isObject(value)) throw new Error('releases data must be an object with sources and events');
  for (const key of Object.keys(value)) {
    if (key !== 'sources' && key !== 'events') throw new Error(`releases data: ${key} is not a known field`);
  }
  const sources = readArray(value, 'sources').map((s, i) =>
    checkRecord<SourceRecord>(s, `sources[${i}]`, sourceFields),
  );
  checkUniqueIds(sources, 'sources');
  const sourceIds = new Set(sources.map((s) => s.id));
  const events = readArray(value, 'events').map((e, i) => validateEventRecord(e, `events[${i}]`, sourceIds));
  checkUniqueIds(events, 'events');
  return { sources, events };
}

/**
 * Validates events added on top of a dataset (a snapshot's `added` list): each must refer to one
 * of the dataset's sources and have an id no other event has.
 */
export function validateAddedEvents(value: unknown, data: ReleasesData): EventRecord[] {
  if (!Array.isArray(value)) throw new Error('added must be an array');
  const sourceIds = new Set(data.sources.map((s) => s.id));
  const added = value.map((e, i) => validateEventRecord(e, `added[${i}]`, sourceIds));
  const taken = new Map(data.events.map((e, i) => [e.id, `events[${i}]`]));
  checkUniqueIds(added, 'added', taken);
  return added;
}
