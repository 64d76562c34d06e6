import type { EngineRequest, EngineResponse } from '../pipeline/types.js';
import { maxJournalBodyBytes, readBodyForJournal, redactHeaders } from './journal-body.js';
import { createRing } from './ring.js';

/**
 * One exchange in short, as `GET /__control/log` lists it: no headers, no bodies.
 */
export interface LogEntry {
  at: string;
  method: string;
  path: string;
  query: string;
  /** The operation the path and method name, also when the answer is an error; null for 404/405. */
  operationId: string | null;
  /** What the client got; 0 when a fault reset the connection or left it hanging. */
  status: number;
  durationMs: number;
}

/**
 * One exchange as the journal reports it: what was asked, what was answered, how long it took,
 * and which override or fault shaped the answer. Secrets in headers are redacted.
 */
export interface JournalEntry extends LogEntry {
  /** Increasing number of the exchange since the engine started (not reset by `clear`). */
  seq: number;
  request: { headers: Record<string, string>; body: unknown };
  response: { headers: Record<string, string>; body: unknown };
  /** The override that answered, e.g. `o1 (recall)`, or null. */
  override: string | null;
  /** The fault that applied, e.g. `f2: status 503, undocumented`, or null. */
  fault: string | null;
  /** The request's id in the mock's lifecycle events and `--verbose` (its context's), when a mock recorded it. */
  requestId?: string;
  /** Why the mock failed to answer (a state file that could not be written, a lost Redis); the status is then 500. */
  failure?: string;
}

/** What an exchange leaves in the journal before it is formatted (formatting waits for a read). */
export interface JournalRecord {
  request: EngineRequest;
  response: EngineResponse;
  operationId: string | null;
  durationMs: number;
  override?: string | null;
  fault?: string | null;
  failure?: string;
}

/**
 * Which entries to return: an operation (operationId or `METHOD /template`) and a status, exact
 * (`429`) or a class (`'4xx'`). Unset fields match everything.
 */
export interface JournalFilter {
  operation?: string;
  status?: number | string;
}

/**
 * The one request log of a controlled engine, both surfaces share it: msw's `journal()`,
 * `GET /__control/journal` (whole exchanges) and `GET /__control/log` (their {@link LogEntry} lines).
 */
export interface Journal {
  /** Keeps an exchange (the response's JSON text rather than its body, when it has one). */
  record(record: JournalRecord): void;
  entries(filter?: JournalFilter): JournalEntry[];
  /** Every kept exchange in short, oldest first, without redacting headers or decoding bodies. */
  lines(): LogEntry[];
  clear(): void;
}

/** Parses a status filter; `undefined` for one that is not a status or a class such as `5xx`. */
export function parseStatusFilter(value: number | string): ((status: number) => boolean) | undefined {
  const text = String(value).trim().toLowerCase();
  if (/^[1-5]\d\d$/.test(text)) return (status) => status === Number(text);
  if (/^[1-5]xx$/.test(text)) return (status) => Math.floor(status / 100) === Number(text[0]);
  return undefined;
}

/** One exchange as kept: the record's fields, numbered and timed, in one object. */
interface Kept {
  seq: number;
  at: number;
  request: EngineRequest;
  response: EngineResponse;
  operationId: string | null;
  durationMs: number;
  override: string | null;
  fault: string | null;
  failure: string | undefined;
  built?: JournalEntry;
}

function build(kept: Kept): JournalEntry {
  const { request, response } = kept;
  kept.built ??= {
    seq: kept.seq,
    at: new Date(kept.at).toISOString(),
    method: request.method,
    path: request.path,
    query: request.query.toString(),
    operationId: kept.operationId,
    status: response.status,
    durationMs: kept.durationMs,
    request: { headers: redactHeaders(request.headers), body: readBodyForJournal(request.body) },
    response: {
      headers: redactHeaders(response.headers),
      body: response.json === undefined ? (response.body ?? null) : JSON.parse(response.json),
    },
    override: kept.override,
    fault: kept.fault,
    ...(request.context === undefined ? {} : { requestId: request.context.id }),
    ...(kept.failure === undefined ? {} : { failure: kept.failure }),
  };
  return kept.built;
}

function line(kept: Kept): LogEntry {
  const { request } = kept;
  return {
    at: new Date(kept.at).toISOString(),
    method: request.method,
    path: request.path,
    query: request.query.toString(),
    operationId: kept.operationId,
    status: kept.response.status,
    durationMs: kept.durationMs,
  };
}

/**
 * Creates a journal that keeps the last `capacity` exchanges. Recording keeps references, except
 * for a response's body, which it keeps as the JSON text the mock's exchange layer made of it
 * (the text the writer then sends; see src/engine/mock/serialize.ts): a thousand kept answers as object graphs were a thousand times a few dozen objects
 * that every young-generation collection copied and then promoted, 9 µs of CPU per recall served
 * over HTTP (bench/ceiling.ts, journal of one entry vs 1,000). Bodies are decoded and headers
 * redacted on first read, so a read gives a copy of each response body, and the request's parts
 * are the engine's own values: treat them as read-only.
 * @example const journal = createJournal(); journal.entries({ operation: 'recall', status: '4xx' })
 */
export function createJournal(capacity = 1000, now: () => number = Date.now): Journal {
  const kept = createRing<Kept>(capacity);
  let seq = 0;
  return {
    record({ request, response, operationId, durationMs, override, fault, failure }) {
      // A large body is summarised now rather than held: 1,000 kept requests of 1 MiB each would
      // otherwise pin 1 GiB that a hostile client chose.
      const { body } = request;
      if (body !== null && (typeof body === 'string' ? body.length : body.byteLength) > maxJournalBodyBytes) {
        request = { ...request, body: String(readBodyForJournal(body)) };
      }
      // The text alone, not the body beside it: keeping both doubled what each collection copied.
      const text = response.json;
      if (text !== undefined)
        response = { status: response.status, headers: response.headers, body: null, json: text };
      kept.push({
        seq: ++seq,
        at: now(),
        request,
        response,
        operationId,
        durationMs,
        override: override ?? null,
        fault: fault ?? null,
        failure,
      });
    },
    entries(filter = {}) {
      const status = filter.status === undefined ? undefined : parseStatusFilter(filter.status);
      if (filter.status !== undefined && status === undefined) {
        throw new TypeError('status must be a status such as 429 or a class such as 4xx');
      }
      const op = filter.operation;
      return kept
        .items()
        .filter((entry) => {
          if (status && !status(entry.response.status)) return false;
          if (op === undefined || entry.operationId === op) return true;
          return `${entry.request.method} ${entry.request.path}` === op;
        })
        .map(build);
    },
    lines: () => kept.items().map(line),
    clear: () => kept.clear(),
  };
}
