/** Abort helpers of the recorder: a per-request deadline that always ends a request, and the run's cancel. */

/**
 * A signal that aborts after `ms`, with `outer`, or when `run` (the run's own signal) aborts;
 * `clear` drops the timer and the listeners once the exchange is done, so a finished run leaves no
 * timers behind. A cancelled run aborts with an AbortError of its own rather than the caller's
 * reason, because the transport notes on the reason where the request stood, and the caller's
 * object is not the suite's to change.
 */
export function abortAfter(
  ms: number,
  outer: AbortSignal,
  run?: AbortSignal,
): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), ms);
  const onAbort = () => controller.abort(outer.reason);
  const onCancel = () => controller.abort(new DOMException('the run was cancelled', 'AbortError'));
  if (outer.aborted) onAbort();
  else outer.addEventListener('abort', onAbort, { once: true });
  if (run?.aborted) onCancel();
  else run?.addEventListener('abort', onCancel, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
      run?.removeEventListener('abort', onCancel);
    },
  };
}

/**
 * Settles with `promise`, or rejects when `signal` aborts. The signal is also handed to fetch, but
 * undici (Node 20) loses an abort when the garbage collector takes the Request it follows, so the
 * suite does not rely on fetch alone to end a hung request.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
