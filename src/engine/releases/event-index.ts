import {
  type Candidates,
  type Filter,
  firstIndex,
  type PositionPage,
  selectPage,
  within,
} from './candidates.js';
import { parseInstant } from './dates.js';
import type { EventRecord, EventType, Severity } from './types.js';

/**
 * Events sorted once in the API's order (release_date descending, then id descending), with
 * position lists per source, event type and severity. Immutable: adding an event makes a new index.
 * @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events
 */
export interface EventIndex {
  /** Every event, newest first. */
  readonly events: readonly EventRecord[];
  /** `release_date` of `events[i]` in epoch milliseconds, so descending; for binary search. */
  readonly times: readonly number[];
  readonly bySource: ReadonlyMap<number, readonly number[]>;
  readonly byType: ReadonlyMap<string, readonly number[]>;
  readonly bySeverity: ReadonlyMap<string, readonly number[]>;
  readonly maxId: number;
}

/** The filters of `/api/v1/events`; dates are inclusive bounds in epoch milliseconds. */
export interface EventFilter {
  sourceId?: number;
  eventType?: EventType;
  severity?: Severity;
  start?: number;
  end?: number;
}

const timeOf = (event: EventRecord) => parseInstant(event.release_date) ?? Number.NaN;

/** Negative when `a` comes before `b` in the API's order. Ids are unique, so the order is total. */
function compare(a: EventRecord, aTime: number, b: EventRecord, bTime: number): number {
  return bTime - aTime || b.id - a.id;
}

function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

/** Builds the position lists of events already in order: one pass, no sort. */
function indexSorted(events: readonly EventRecord[], times: readonly number[]): EventIndex {
  const bySource = new Map<number, number[]>();
  const byType = new Map<string, number[]>();
  const bySeverity = new Map<string, number[]>();
  let maxId = 0;
  events.forEach((event, position) => {
    push(bySource, event.source_id, position);
    push(byType, event.event_type, position);
    push(bySeverity, event.severity, position);
    maxId = Math.max(maxId, event.id);
  });
  return { events, times, bySource, byType, bySeverity, maxId };
}

/** Sorts validated events into the API's order and indexes them. */
export function createEventIndex(events: readonly EventRecord[]): EventIndex {
  const decorated = events.map((event) => ({ event, time: timeOf(event) }));
  decorated.sort((a, b) => compare(a.event, a.time, b.event, b.time));
  return indexSorted(
    decorated.map((d) => d.event),
    decorated.map((d) => d.time),
  );
}

/** A new index with one more event, inserted at its place in the order (no re-sort). */
export function withEvent(index: EventIndex, event: EventRecord): EventIndex {
  const time = timeOf(event);
  const at = firstIndex(
    index.events.length,
    (i) => compare(index.events[i] as EventRecord, index.times[i] as number, event, time) > 0,
  );
  const events = [...index.events.slice(0, at), event, ...index.events.slice(at)];
  const times = [...index.times.slice(0, at), time, ...index.times.slice(at)];
  return indexSorted(events, times);
}

/**
 * One page of the events that pass `filter`, in the API's order, with the exact total. Date
 * bounds cut a range of the sorted table by binary search; the rarest index list in that range
 * drives the walk (see {@link selectPage}).
 */
export function queryEvents(
  index: EventIndex,
  filter: EventFilter,
  offset: number,
  limit: number,
): PositionPage {
  const { events, times } = index;
  const { end, start } = filter;
  // Newest first: events after `end` form a prefix, events before `start` a suffix.
  const from = end === undefined ? 0 : firstIndex(times.length, (i) => (times[i] as number) <= end);
  const to =
    start === undefined ? times.length : firstIndex(times.length, (i) => (times[i] as number) < start);
  const range: Candidates = { list: null, from, to: Math.max(from, to) };
  const filters: Filter[] = [];
  const add = (list: readonly number[] | undefined, test: (event: EventRecord) => boolean) =>
    filters.push({ candidates: within(list ?? [], from, to), test: (p) => test(events[p] as EventRecord) });
  const { sourceId, eventType, severity } = filter;
  if (sourceId !== undefined) add(index.bySource.get(sourceId), (e) => e.source_id === sourceId);
  if (eventType !== undefined) add(index.byType.get(eventType), (e) => e.event_type === eventType);
  if (severity !== undefined) add(index.bySeverity.get(severity), (e) => e.severity === severity);
  return selectPage(range, filters, offset, limit);
}
