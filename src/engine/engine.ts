import type { App } from './http/pipeline/create-app.js';

/**
 * A stateful mock of one API. `handle` is the plain-data seam for the node adapter, `fetch` the
 * WHATWG seam for msw and browsers; both run the same code.
 */
export interface Engine extends App {
  readonly api: 'memory' | 'releases';
  /** Increments on every change of state; adapters persist when it moves. */
  readonly version: number;
  /**
   * True when the answer to a GET depends only on the state (its `version`) and the URL, never on
   * headers (no credentials): a mock may then serve a repeated GET from its answer cache.
   */
  readonly pureReads?: boolean;
  /** Back to the state the engine was created with (fixtures loaded, nothing stored). */
  reset(): void;
  /** The whole state as JSON-serialisable data, for `--state FILE`. */
  snapshot(): unknown;
  /** Replaces the state with a snapshot; throws a clear Error when it is not one. */
  restore(state: unknown): void;
  /**
   * The id generator's position, as `snapshot()` would record it, read in O(1): `--state` notes it
   * beside journal entries that drew ids. Engines without generated ids leave it out.
   */
  idPosition?(): number;
  /**
   * The rate limit's open windows, the key in each shown as the journal shows it (redacted), for
   * the console; `undefined` when the limiter keeps them elsewhere (`--redis`). Engines without a
   * rate limit leave it out.
   */
  rateWindows?(): RateWindowView[] | undefined;
  /**
   * Text makers for the 200 answers of the operations it serves most, by operationId: a mock
   * makes one of each (createSerializer, src/engine/mock/serialize.ts) and uses it instead of
   * `JSON.stringify` for that operation's answers. Engines without leave it out.
   */
  readonly bodyTexts?: Readonly<Record<string, () => BodyText>>;
}

/**
 * Makes the JSON text of one operation's answer, exactly `JSON.stringify(body)`, with its length
 * in UTF-8 bytes; `undefined` for a body it does not know how to make (then JSON.stringify does).
 */
export type BodyText = (body: unknown) => { text: string; bytes: number } | undefined;

/** One open rate-limit window as the console shows it: the key redacted. */
export interface RateWindowView {
  key: string;
  workspace: string;
  count: number;
  limit: number;
  resetsInMs: number;
}

/** Options every engine takes. */
export interface CommonEngineOptions {
  /** Called with unexpected errors (they become 500 `internal_error`). Default: console.error. */
  onError?: (error: unknown) => void;
}
