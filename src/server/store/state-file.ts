import type { Engine } from '../../engine/engine.js';
import { errorResponse } from '../../engine/http/pipeline/api-error.js';
import type { EngineRequest } from '../../engine/http/pipeline/types.js';
import type { MemoryChange, MemorySnapshot } from '../../engine/memory/snapshot.js';
import type { MemoryStore } from '../../engine/memory/store.js';
import { LayerFailure } from '../../engine/mock/events.js';
import type { Layer } from '../../engine/mock/types.js';
import { createFileStore, type FileStoreOptions } from './file-store.js';
import { createIdPosition } from './id-position.js';
import { StateFileError } from './state-file-error.js';
import type { StateStore } from './state-store.js';

export { writeFileAtomic } from './atomic-write.js';
export { StateFileError } from './state-file-error.js';

/** `--state FILE`: the engine's state on disk. */
export interface StateFile {
  /** Resolves once every change made so far is durable. */
  sync(): Promise<void>;
  /** Persists what is pending, waits for compaction, releases the files. */
  close(): Promise<void>;
  /**
   * The mock's persistence layer (see createMock's `share`): a request that changed nothing (its
   * context's `changes`, when the engine's store reports them) answers at once instead of waiting
   * for other requests' writes, and one that changed something answers once its changes are durable.
   */
  layer: Layer;
}

/** Options of {@link openStateFile}. */
export interface StateFileOptions extends FileStoreOptions {
  /**
   * The engine's store, whose changes are appended to the change log (O(change) per write). Without it, every
   * change writes the whole state as a new snapshot (O(state) per write): the fallback for
   * engines the server did not create.
   */
  store?: MemoryStore;
  /** Another backend instead of the file store (the file is then only named in errors). */
  backend?: StateStore;
}

function newIdOf(change: MemoryChange): string | undefined {
  if (change.op === 'anchor') return change.anchor.anchor_id;
  if (change.op === 'atom') return change.atom.atom_id;
  if (change.op === 'session') return change.session.session_id;
  return undefined;
}

/**
 * Reads the engine's id generator position: in O(1) where the engine offers `idPosition()`, else
 * from a whole snapshot (a copy of the state, O(state) on the thread serving requests).
 */
function idPositionOf(engine: Engine): () => number {
  const cheap = engine.idPosition;
  if (typeof cheap === 'function') return () => cheap.call(engine);
  return () => (engine.snapshot() as MemorySnapshot).ids;
}

/**
 * Loads `file` into the engine when it exists, then persists every later change. A file that
 * cannot be read or restored is an error naming the file, never silently replaced: it may hold
 * the only copy of someone's test data.
 * @example const state = await openStateFile(engine, 'state.json', { store });
 * const mock = createMock(engine, { share: () => state.layer });
 */
export async function openStateFile(
  engine: Engine,
  file: string,
  options: StateFileOptions = {},
): Promise<StateFile> {
  const backend = options.backend ?? createFileStore(file, options);
  const loaded = await backend.load();
  if (loaded) {
    try {
      engine.restore(loaded);
    } catch (error) {
      throw new StateFileError(
        `state file ${file} cannot be loaded: ${(error as Error).message} (move it away to start empty)`,
      );
    }
  }
  await backend.open(loaded ? null : (engine.snapshot() as MemorySnapshot));
  return createStateFile(engine, backend, options.store);
}

/**
 * Persists an engine's changes through `backend` with group commit: one write runs at a time,
 * and every change made while it runs goes into the single next write, so under load the number
 * of fsyncs follows the disk's speed, not the request rate, and no answer is sent before its
 * change is on disk. With `store`, changes are appended to the change log; a reset or restore
 * (or, without `store`, any change) writes a whole snapshot instead.
 */
export function createStateFile(engine: Engine, backend: StateStore, store?: MemoryStore): StateFile {
  let emitted = 0;
  let durable = 0;
  let buffer: string[] = [];
  let snapshotDue = false;
  let failure: unknown = null;
  let pumping = false;
  let waiters: { target: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let version = engine.version;

  let unsubscribe = () => {};
  if (store) {
    const readPosition = idPositionOf(engine);
    const ids = createIdPosition(readPosition(), readPosition);
    unsubscribe = store.subscribe((change) => {
      emitted++;
      if (change.op === 'reset' || change.op === 'replaced') {
        snapshotDue = true;
        return;
      }
      const id = newIdOf(change);
      const position = id === undefined ? undefined : ids.after(id);
      // Serialised now: the objects may change later (an atom's reinforcement).
      buffer.push(JSON.stringify(position === undefined ? change : { ...change, ids: position }));
    });
  }

  function settle(): void {
    const ready = waiters.filter((w) => failure !== null || w.target <= durable);
    waiters = waiters.filter((w) => !ready.includes(w));
    for (const w of ready) failure === null ? w.resolve() : w.reject(failure);
  }

  async function pump(): Promise<void> {
    while (durable < emitted && failure === null) {
      const upto = emitted;
      try {
        if (snapshotDue) {
          snapshotDue = false;
          buffer = [];
          await backend.replace(engine.snapshot() as MemorySnapshot);
        } else {
          const changes = buffer;
          buffer = [];
          await backend.append(changes);
        }
        durable = upto;
      } catch (error) {
        // A lost write would leave a gap in the change log: acknowledge nothing after it.
        failure = error;
      }
      settle();
    }
    pumping = false;
  }

  /** Resolves once every change made so far is durable; at once for `request` if it changed nothing. */
  function sync(request?: EngineRequest): Promise<void> {
    if (!store && engine.version !== version) {
      version = engine.version;
      emitted++;
      snapshotDue = true;
    }
    if (failure !== null) return Promise.reject(failure);
    // Nothing to wait for, or a request that changed nothing (known only with a store).
    const unchanged =
      store !== undefined && request?.context !== undefined && request.context.changes.length === 0;
    if (durable >= emitted || unchanged) return Promise.resolve();
    const waiting = new Promise<void>((resolve, reject) =>
      waiters.push({ target: emitted, resolve, reject }),
    );
    if (!pumping) {
      pumping = true;
      void pump();
    }
    return waiting;
  }

  return {
    sync: () => sync(),
    layer: (request, next) =>
      next(request).then((response) =>
        sync(request).then(
          () => response,
          (error: unknown) => {
            // Nothing after a lost write is acknowledged: the client hears why, and so do the journal and --verbose.
            const message = `the state (--state) could not be written: ${(error as Error).message}`;
            throw new LayerFailure(message, errorResponse('state_unavailable', message));
          },
        ),
      ),
    async close() {
      await sync().catch(() => undefined);
      unsubscribe();
      await backend.close();
    },
  };
}
