import type { JournalEntry } from '../../src/engine/http/logs/journal.js';

/** One exchange as the console shows it: a journal entry. */
export type ConsoleEntry = JournalEntry;

/** What a control call answered. */
export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** One table of the state view: column names and rows of text. */
export interface StateTable {
  title: string;
  columns: string[];
  rows: string[][];
  /** Rows left out to keep the page light, if any. */
  more?: number;
}

/** What the state view shows: counts, then tables. */
export interface StateSummary {
  counts: Record<string, number>;
  tables: StateTable[];
}

/** A response violation Prism reported (src/server/prism/violations.ts), as the console reads it. */
export interface ConsoleViolation {
  method: string;
  path: string;
  status: number;
  location: string[];
  message: string;
}

/** `GET /__control/violations`, or null when no Prism is in front (direct mode, msw). */
export interface ConsoleViolations {
  count: number;
  violations: ConsoleViolation[];
  expected?: number;
}

/**
 * How a console reaches its mock: over HTTP (the page `/__console/` serves) or in the page (msw,
 * `mountConsole`). The views know nothing else, so both consoles are the same code.
 */
export interface ConsoleTransport {
  readonly api: 'memory' | 'releases';
  /** Where the API's requests go, for the curl lines. */
  readonly baseUrl: string;
  /** Said plainly above the journal: whose exchanges it shows. */
  readonly scope: string;
  /** A `/__control/` call, as JSON. */
  control(method: string, path: string, body?: unknown): Promise<ControlAnswer>;
  /**
   * The journal, live: `onEntries` gets every kept entry first (`replace`), then new ones as they
   * come. Returns the call that stops listening.
   */
  live(onEntries: (entries: ConsoleEntry[], replace: boolean) => void): () => void;
  /** The dereferenced OpenAPI document of the API. */
  document(): Promise<OpenApiDocument>;
  state(): Promise<StateSummary>;
  violations(): Promise<ConsoleViolations | null>;
}

/** The parts of an OpenAPI document the console reads. */
export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, OpenApiOperation | unknown>>;
}

/** One operation of the document. */
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }
  >;
}
