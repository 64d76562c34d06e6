import type { EngineRequest } from './types.js';

/** One line of the request log that the control surface serves. */
export interface LogEntry {
  at: string;
  method: string;
  path: string;
  query: string;
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

/** Creates a request log that keeps the last `capacity` entries. */
export function createRequestLog(capacity = 1000): RequestLog {
  let entries: LogEntry[] = [];
  return {
    record(request, status, operationId, durationMs) {
      entries.push({
        at: new Date().toISOString(),
        method: request.method,
        path: request.path,
        query: request.query.toString(),
        operationId: operationId ?? null,
        status,
        durationMs,
      });
      if (entries.length > capacity * 2) entries = entries.slice(-capacity);
    },
    entries: () => entries.slice(-capacity),
    clear() {
      entries = [];
    },
  };
}
