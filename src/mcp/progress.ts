import { EmptyResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ToolExtra } from './define-tool.js';

/**
 * How a long call makes sure its client has taken in every progress notification before the
 * answer comes: `ping` asks the client for a ping's answer after the last one; `written` only
 * waits until they are written.
 *
 * Why a ping: a client (the SDK's among them) handles a notification a microtask after reading it
 * but an answer at once, and forgets the call's progress handler with the answer. When the last
 * notification and the answer arrive in one read (one stdout chunk), the notification finds no
 * handler and is dropped, however long after writing it the answer was sent. The client answers
 * a ping only after handling what came before it, so the answer sent after the ping's cannot
 * overtake. Over stateless HTTP the ping's answer would reach another session, but there each SSE
 * event is read separately and the notification is handled before the answer's event is read.
 */
export type ProgressBarrier = 'ping' | 'written';

/** Longest wait for a client's ping answer: one that does not answer pings still gets its answer. */
const pingTimeoutMs = 5_000;

/** Reports a call's progress, one step at a time, and waits until the client has taken it in. */
export interface ProgressReporter {
  /** One more step done; `message` says which. */
  step(message: string): void;
  /** Resolves once the client has every notification sent so far (see {@link ProgressBarrier}). */
  settled(): Promise<void>;
}

/**
 * Sends `notifications/progress` for each step when the caller gave a progress token; does
 * nothing otherwise.
 * @example const progress = progressReporter(extra, 49, 'ping'); progress.step('[MEM-X] passed'); await progress.settled();
 */
export function progressReporter(
  extra: ToolExtra,
  total: number,
  barrier: ProgressBarrier,
): ProgressReporter {
  const token = extra._meta?.progressToken;
  let done = 0;
  let sending: Promise<void> = Promise.resolve();
  return {
    step(message) {
      done++;
      if (token === undefined) return;
      const notification = extra
        .sendNotification({
          method: 'notifications/progress',
          params: { progressToken: token, progress: done, total, message },
        })
        .catch(() => {});
      sending = sending.then(() => notification);
    },
    async settled() {
      await sending;
      if (token === undefined || done === 0 || barrier !== 'ping' || extra.signal.aborted) return;
      await extra
        .sendRequest({ method: 'ping' }, EmptyResultSchema, { timeout: pingTimeoutMs, signal: extra.signal })
        .catch(() => {});
    },
  };
}
