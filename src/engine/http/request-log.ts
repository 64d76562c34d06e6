import { createRing } from './ring.js';
import type { EngineRequest } from './types.js';

/** One line of the request log that the control surface serves. */
export interface LogEntry {
  at: string;
  method: string;
  path: string;
  query: string;
  /** The operation the path and method name, also when the answer is an error; null for 404/405. */
  operationId: string | null;
  status: number;
  durationMs: number;
}

/** A bounded log of the last requests, newest last. */
export interface RequestLog {
  record(request: EngineRequest, status: number, operationId: string | undefined, durationMs: number): void;
  entries(): LogEntry[];
  clear(): void;
}

/** What {@link RequestLog.record} keeps: references and numbers, formatted only when read. */
interface Kept {
  at: number;
  /** Not the request itself: that would hold its body, which may be a megabyte. */
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
  operationId: string | null;
  durationMs: number;
  entry?: LogEntry;
}

function entryOf(kept: Kept): LogEntry {
  kept.entry ??= {
    at: new Date(kept.at).toISOString(),
    method: kept.method,
    path: kept.path,
    query: kept.query.toString(),
    operationId: kept.operationId,
    status: kept.status,
    durationMs: kept.durationMs,
  };
  return kept.entry;
}

/**
 * Creates a request log that keeps the last `capacity` entries. Recording keeps references (as
 * the journal does), so a request pays for no date or query formatting that nobody may read.
 */
export function createRequestLog(capacity = 1000): RequestLog {
  const kept = createRing<Kept>(capacity);
  return {
    record(request, status, operationId, durationMs) {
      const { method, path, query } = request;
      kept.push({
        at: Date.now(),
        method,
        path,
        query,
        status,
        operationId: operationId ?? null,
        durationMs,
      });
    },
    entries: () => kept.items().map(entryOf),
    clear: () => kept.clear(),
  };
}
