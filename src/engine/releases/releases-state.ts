import { createReleasesStore, type ReleasesStore } from './releases-store.js';
import type { EventRecord, ReleasesData, ServedEvent } from './types.js';
import { validateAddedEvents, validateReleasesData } from './validate-releases-data.js';

/** Marks a releases snapshot, so `restore` can tell it from another engine's state. */
const snapshotFormat = 'contract-kit/releases-state@1';

/**
 * The releases engine's whole state as JSON: the dataset (`null` while it is the one the engine
 * was created with, to keep snapshots small) and the events added on top of it.
 */
export interface ReleasesSnapshot {
  format: typeof snapshotFormat;
  data: ReleasesData | null;
  added: EventRecord[];
}

/** The mutable state of one releases engine, with a version that moves on every change. */
export interface ReleasesState {
  readonly version: number;
  current(): ReleasesStore;
  addEvent(event: EventRecord): ServedEvent;
  /** Back to the dataset the state was created with. */
  reset(): void;
  /** Serves `data` (already validated) instead, until the next reset. */
  replaceData(data: ReleasesData): void;
  snapshot(): ReleasesSnapshot;
  restore(snapshot: unknown): void;
}

interface Value {
  data: ReleasesData;
  isInitial: boolean;
  added: EventRecord[];
  store: ReleasesStore;
}

// One sort over dataset and added events together, rather than one insertion per added event.
const stateValue = (data: ReleasesData, isInitial: boolean, added: EventRecord[] = []): Value => ({
  data,
  isInitial,
  added,
  store: createReleasesStore({ sources: data.sources, events: [...data.events, ...added] }),
});

/**
 * Holds a validated dataset plus added events. Each change swaps in a new immutable store, so a
 * request in flight keeps the consistent state it started with.
 * @see ../../../ARCHITECTURE.md#the-control-surface "Behaviour the mocks must have" (control surface)
 */
export function createReleasesState(initialData: ReleasesData): ReleasesState {
  const initial = stateValue(initialData, true);
  let value = initial;
  let version = 0;
  const change = (next: Value) => {
    value = next;
    version++;
  };
  return {
    get version() {
      return version;
    },
    current: () => value.store,
    addEvent(event) {
      change({ ...value, added: [...value.added, event], store: value.store.withEvent(event) });
      return value.store.serve(event);
    },
    reset: () => change(initial),
    replaceData: (data) => change(stateValue(data, false)),
    snapshot: () =>
      structuredClone({
        format: snapshotFormat,
        data: value.isInitial ? null : value.data,
        added: value.added,
      }),
    restore: (snapshot) => change(readSnapshot(snapshot, initial)),
  };
}

/** Reads a snapshot back into a state value, or throws an Error that says what is wrong with it. */
function readSnapshot(snapshot: unknown, initial: Value): Value {
  const given = snapshot as Partial<ReleasesSnapshot> | null;
  if (typeof given !== 'object' || given === null || given.format !== snapshotFormat) {
    throw new Error(`not a releases engine snapshot (expected format ${snapshotFormat})`);
  }
  try {
    const isInitial = given.data === null || given.data === undefined;
    const data = isInitial ? initial.data : validateReleasesData(given.data);
    const added = validateAddedEvents(given.added ?? [], data);
    return isInitial && added.length === 0 ? initial : stateValue(data, isInitial, added);
  } catch (error) {
    throw new Error(`invalid releases snapshot: ${error instanceof Error ? error.message : String(error)}`);
  }
}
