import type { ServerResponse } from 'node:http';
import type { JournalEntry } from '../engine/http/logs/journal.js';
import type { Mock } from '../engine/mock/types.js';

/** New exchanges are sent at most this often: a burst of requests is one event. */
const batchMs = 50;
/** How often an open stream checks for a journal cleared elsewhere (a reset), and keeps alive. */
const checkMs = 1_000;

function send(response: ServerResponse, entries: JournalEntry[], replace: boolean): void {
  response.write(`event: entries\ndata: ${JSON.stringify({ entries, replace })}\n\n`);
}

/**
 * Serves the journal live as server-sent events: every kept entry at once, then each new one,
 * batched. It watches the mock only while the stream is open (`mock.watch`), so with no console
 * open no request pays anything for it.
 */
export function streamJournal(mock: Mock, response: ServerResponse, headers: Record<string, string>): void {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'x-accel-buffering': 'no',
  });
  let entries = mock.journal.entries();
  let last = entries.at(-1)?.seq ?? 0;
  let held = entries.length;
  send(response, entries, true);
  let due: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    due = null;
    entries = mock.journal.entries();
    // Cleared since the last look (a reset): nothing kept, or only exchanges newer than those sent.
    const first = entries[0]?.seq;
    if (held > 0 && (first === undefined || first > last)) send(response, entries, true);
    else {
      const fresh = entries.filter((entry) => entry.seq > last);
      if (fresh.length > 0) send(response, fresh, false);
    }
    last = entries.at(-1)?.seq ?? last;
    held = entries.length;
  };
  const stop = mock.watch(() => {
    due ??= setTimeout(flush, batchMs);
  });
  const check = setInterval(() => {
    if (held > 0 && mock.journal.lines().length < held) flush();
    else response.write(': alive\n\n');
  }, checkMs);
  response.on('close', () => {
    stop();
    clearInterval(check);
    if (due !== null) clearTimeout(due);
  });
}
