import type { Mock } from '../../src/engine/mock/types.js';
import type { ConsoleEntry } from './types.js';

/** New exchanges are passed on at most this often: a burst of requests is one batch. */
const batchMs = 50;
/** How often an open feed checks for a journal cleared elsewhere (a reset by another client). */
const checkMs = 1_000;

/**
 * The journal of `mock`, live: every kept entry at once (`replace`), then the new ones in
 * batches, and every kept entry again after a clear (a reset). It watches the mock only while
 * the feed is open (`mock.watch`), so with no console open no request pays anything for it.
 * Both consoles use it: the HTTP one sends each batch as a server-sent event, msw's shows it.
 * @example const stop = feedJournal(mock, (entries, replace) => view.add(entries, replace));
 */
export function feedJournal(
  mock: Pick<Mock, 'journal' | 'watch'>,
  onEntries: (entries: ConsoleEntry[], replace: boolean) => void,
): { stop(): void; check(): void } {
  let entries = mock.journal.entries();
  let last = entries.at(-1)?.seq ?? 0;
  let held = entries.length;
  onEntries(entries, true);
  let due: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    due = null;
    entries = mock.journal.entries();
    const first = entries[0]?.seq;
    // Cleared since the last look: nothing kept, or only exchanges newer than those passed on.
    if (held > 0 && (first === undefined || first > last)) onEntries(entries, true);
    else {
      const fresh = entries.filter((entry) => entry.seq > last);
      if (fresh.length > 0) onEntries(fresh, false);
    }
    last = entries.at(-1)?.seq ?? last;
    held = entries.length;
  };
  const unwatch = mock.watch(() => {
    due ??= setTimeout(flush, batchMs);
  });
  const check = () => {
    if (held > 0 && mock.journal.lines().length < held) flush();
  };
  const timer = setInterval(check, checkMs);
  return {
    stop() {
      unwatch();
      clearInterval(timer);
      if (due !== null) clearTimeout(due);
    },
    check,
  };
}
