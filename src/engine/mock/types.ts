import type { Engine } from '../engine.js';
import type { Faults } from '../http/controls/faults.js';
import type { Overrides } from '../http/controls/overrides.js';
import type { Journal } from '../http/logs/journal.js';
import type { UsageCoverage } from '../http/logs/usage-coverage.js';
import type { AppliedRule } from '../http/pipeline/request-context.js';
import type { Route } from '../http/pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../http/pipeline/types.js';
import type { MockEventsView } from './events.js';

/** Answers one request: the engine, or the layers composed in front of it. */
export type Handle = (request: EngineRequest) => Promise<EngineResponse>;

/**
 * One step of a mock's request pipeline: does its part and calls `next` for the rest, or answers
 * itself. The layers are composed once, in `createMock` (create-mock.ts).
 */
export type Layer = (request: EngineRequest, next: Handle) => Promise<EngineResponse>;

/**
 * What a sharing layer (`--redis`) or a persistence layer (`--state`) is handed when it is made:
 * what it needs to know of the mock beyond the request it is given and its `next`. A client's
 * request goes on through `next`, like in any layer; `below` is the same pipeline for requests
 * that are no client's (a replica repeating another process's control call while it catches up).
 */
export interface MockInner {
  readonly api: Engine['api'];
  readonly routes: readonly Route[];
  /** The layers below the sharing one (the controls, then the engine), for requests of its own. */
  readonly below: Handle;
  /** Whether any one-shot rule (override, fault) is held: any API request may then use one up. */
  holdsRules(): boolean;
  /** Uses up here the rule of `kind` that `request` used in another process. */
  useRule(kind: AppliedRule['kind'], request: EngineRequest): void;
  snapshot(): unknown;
  restore(state: unknown): void;
}

/** One exchange as `--verbose` prints it. */
export interface ExchangeSummary {
  method: string;
  path: string;
  status: number;
  operationId: string | null;
  durationMs: number;
  override: string | null;
  fault: string | null;
  /** The request's id in the mock's lifecycle events (`mock.events`). */
  requestId: string;
  /** Why the mock failed to answer, when it did (the status is then 500). */
  failure?: string;
}

/**
 * A mock of one API: the engine with its front-end tools, behind one request pipeline. Every
 * surface calls `handle` (the node adapter, the Prism front) or `fetch` (msw, browsers, tests),
 * and `reset()` is a `POST /__control/reset` through the same pipeline, so a shared (`--redis`)
 * or persisted (`--state`) mock is reset everywhere and durably.
 */
export interface Mock {
  readonly api: Engine['api'];
  readonly routes: readonly Route[];
  /** The engine beneath the pipeline: its state, without the controls. */
  readonly engine: Engine;
  handle: Handle;
  fetch(request: Request): Promise<Response>;
  /**
   * Back to the initial state (prepared state loaded again), with no overrides, faults or journal
   * entries. Without a sharing or persistence layer it is done when `reset` returns; the promise
   * settles once every layer has (shared with the other replicas, or durable).
   */
  reset(): Promise<void>;
  /** The engine's whole state as JSON-serialisable data (this process's copy). */
  snapshot(): unknown;
  /** Replaces the engine's state with a `snapshot()` (this process's copy). */
  restore(state: unknown): void;
  readonly journal: Journal;
  readonly overrides: Overrides;
  readonly faults: Faults;
  /** What the mock's users exercised, per documented operation and status (`GET /__control/coverage`). */
  readonly coverage: UsageCoverage;
  /**
   * The lifecycle events of every request, with its id (as msw's `server.events`):
   * `request:start`, `request:failure` (a layer could not answer: a state file that could not be
   * written, a lost Redis) and `request:end` (the exchange, also after a failure).
   * @example mock.events.on('request:failure', ({ id, error }) => console.error(id, error))
   */
  readonly events: MockEventsView;
  /**
   * Calls `listener` after every API exchange the journal kept, from now on (the console's live
   * view reads the new entries then); returns the call that stops it. With no one watching, an
   * exchange pays nothing for it: the listener is in the observers' list only while watched.
   */
  watch(listener: () => void): () => void;
}
