import type { ServerResponse } from 'node:http';
import { feedJournal } from '../../mocks/console/journal-feed.js';
import type { Mock } from '../engine/mock/types.js';

/** How often an open stream says it is alive, so proxies keep it open. */
const aliveMs = 15_000;

/**
 * Serves the journal live as server-sent events (`event: entries`, `{entries, replace}`), from
 * the same feed msw's console reads; the mock is watched only while the stream is open.
 */
export function streamJournal(mock: Mock, response: ServerResponse, headers: Record<string, string>): void {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'x-accel-buffering': 'no',
  });
  const feed = feedJournal(mock, (entries, replace) => {
    response.write(`event: entries\ndata: ${JSON.stringify({ entries, replace })}\n\n`);
  });
  const alive = setInterval(() => response.write(': alive\n\n'), aliveMs);
  response.on('close', () => {
    feed.stop();
    clearInterval(alive);
  });
}
