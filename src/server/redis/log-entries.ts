import type { EngineRequest } from '../../engine/http/types.js';
import type { MemoryChange } from '../../engine/memory/store.js';

/**
 * One entry of the shared log, as JSON in its `d` field: the store changes one request made
 * (`c`), or a control call (`q`) that every replica repeats, since what it changes (overrides,
 * faults, fixtures, tenants, added release events, a reset) lives outside the store.
 */
export type LogEntry = { c: MemoryChange[] } | { q: LoggedRequest };

/** A control call, enough to run it again on another replica. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  contentType?: string;
  body: string | null;
}

/** An entry as XRANGE returns it: its id and its fields, name then value. */
export type RawEntry = [id: string, fields: string[]];

const decoder = new TextDecoder();

/** The control call `request`, for the log. */
export function logRequest(request: EngineRequest): LoggedRequest {
  const body =
    request.body === null
      ? null
      : typeof request.body === 'string'
        ? request.body
        : decoder.decode(request.body);
  const type = request.headers['content-type'];
  return {
    method: request.method,
    path: request.path,
    query: request.query.toString(),
    ...(type === undefined ? {} : { contentType: type }),
    body,
  };
}

/** A logged control call as a request again, as if it came from a client on loopback. */
export function replayedRequest(logged: LoggedRequest): EngineRequest {
  return {
    method: logged.method,
    path: logged.path,
    query: new URLSearchParams(logged.query),
    headers: logged.contentType === undefined ? {} : { 'content-type': logged.contentType },
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
