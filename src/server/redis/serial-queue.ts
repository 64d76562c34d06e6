/** Runs tasks one at a time, in the order they were given; a failed task does not stop the next. */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Creates a {@link SerialQueue}.
 * @example const queue = createSerialQueue(); await queue.run(() => write(request));
 */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
