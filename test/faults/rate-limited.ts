/**
 * A correct engine behind a fixed-window rate limit (N requests per window, for everyone), whose
 * 429 says when to come back in one of the forms a deployment may use, or not at all.
 */
import { createServer } from 'node:http';
import { listen, type Served } from '../conformance/serve-engine.js';
import { forward } from './fault-servers.js';

/** How the 429 tells the client when to retry. `long`: an hour, far past the real window. */
export type RetryAfterForm = 'seconds' | 'date' | 'none' | 'long';

/** A limited server and what it did. */
export interface Limited extends Served {
  /** Requests answered by the upstream, and with 429. */
  counts: { passed: number; limited: number };
}

/**
 * Serves `upstream` with at most `limit` requests per `windowMs`.
 * @example const limited = await serveRateLimited(engine.url, { limit: 120, windowMs: 10_000, form: 'none' });
 */
export async function serveRateLimited(
  upstream: string,
  settings: { limit: number; windowMs: number; form: RetryAfterForm; spent?: boolean },
): Promise<Limited> {
  const counts = { passed: 0, limited: 0 };
  // `spent`: an earlier client has used the whole first window.
  let windowStart = settings.spent ? Date.now() : 0;
  let used = settings.spent ? settings.limit : 0;
  const served = await listen(
    createServer((incoming, reply) => {
      const now = Date.now();
      if (now - windowStart >= settings.windowMs) {
        windowStart = now;
        used = 0;
      }
      if (used < settings.limit) {
        used++;
        counts.passed++;
        forward(upstream, incoming, reply);
        return;
      }
      counts.limited++;
      incoming.resume();
      const end = windowStart + settings.windowMs;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (settings.form === 'seconds') headers['retry-after'] = String(Math.ceil((end - now) / 1000));
      if (settings.form === 'date') headers['retry-after'] = new Date(end + 999).toUTCString();
      if (settings.form === 'long') headers['retry-after'] = '3600';
      reply.writeHead(429, headers);
      reply.end('{"error":"rate_limited","message":"too many requests"}');
    }),
  );
  return { ...served, counts };
}
