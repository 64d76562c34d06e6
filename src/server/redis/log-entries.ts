import type { EngineRequest } from '../../engine/http/pipeline/types.js';
import type { MemoryChange } from '../../engine/memory/store.js';

/**
 * One entry of the shared log, as JSON in its `d` field: a control call (`q`) that every replica
 * repeats, since what it changes (overrides, faults, fixtures, tenants, added release events, a
 * reset) lives outside the store; or what one API request did: its store changes (`c`), and the
 * one-shot override or fault it used up (`t`, with the request, so every replica takes the same rule).
 */
export type LogEntry = { q: LoggedRequest } | { c: MemoryChange[]; t?: TakenRule };

/** A request, enough to run it again (or match rules against it) on another replica. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  /** The content type of a control call; every header of a request that took a rule (`when` may match them). */
  headers: Record<string, string>;
  body: string | null;
}

/** A use of a held rule: which kind, and the request it answered. */
export interface TakenRule {
  kind: 'override' | 'fault';
  request: LoggedRequest;
}

/** An entry as XRANGE returns it: its id and its fields, name then value. */
export type RawEntry = [id: string, fields: string[]];

const decoder = new TextDecoder();

function bodyText(body: EngineRequest['body']): string | null {
  if (body === null || typeof body === 'string') return body;
  return decoder.decode(body);
}

/**
 * `request` for the log, with every header (`allHeaders`) or only its content type. `body`, when
 * given, replaces the request's own: an added release event is logged as the replica that added
 * it completed it (its date is when it was added there, not when another replica repeats the call).
 */
export function logRequest(request: EngineRequest, allHeaders = false, body?: unknown): LoggedRequest {
  const text = body === undefined ? bodyText(request.body) : JSON.stringify(body);
  const type = request.headers['content-type'];
  const headers = allHeaders ? { ...request.headers } : type === undefined ? {} : { 'content-type': type };
  return { method: request.method, path: request.path, query: request.query.toString(), headers, body: text };
}

/** A logged request as a request again, as if it came from a client on loopback. */
export function replayedRequest(logged: LoggedRequest): EngineRequest {
  return {
    method: logged.method,
    path: logged.path,
    query: new URLSearchParams(logged.query),
    headers: logged.headers,
    body: logged.body,
    origin: 'http://127.0.0.1',
  };
}

/** Reads field `name` of a raw entry. */
export function fieldOf(entry: RawEntry, name: string): string | undefined {
  const fields = entry[1];
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}

/** Orders two stream ids (`<ms>-<seq>`). */
export function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am === bm ? as - bs : am - bm;
}
