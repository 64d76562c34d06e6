import type { PrismProcess } from './prism.js';

/** What the supervisor tells the front. */
export interface SupervisorEvents {
  /** Prism is gone (why): the front answers 503 until `onUp`. */
  onDown(reason: string): void;
  /** A new Prism listens at `url`. */
  onUp(url: string): void;
  log(line: string): void;
}

/** A Prism kept running: the first start, and a stop that ends the supervision. */
export interface SupervisedPrism {
  /** The first start, as `startPrism` resolves it (a failure here is a failure to start at all). */
  first: Promise<PrismProcess>;
  /** How many times Prism was brought back after it exited. */
  restarts(): number;
  /** Ends the supervision and stops the Prism running now. */
  stop(): Promise<void>;
}

/** Waits between attempts to bring Prism back: 0.5 s, doubling to at most 8 s. */
const retryDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 8_000);

/**
 * Keeps a Prism proxy running: when the one running exits without being stopped (a crash, a
 * SIGKILL, an exception Prism did not catch), the front is told at once, so it answers 503 with
 * Retry-After instead of leaving clients to a dead port, and a new Prism is started (retried with
 * growing delays while it fails) and handed to the front. The engine and its state are untouched:
 * Prism holds none.
 * @example const prism = supervisePrism(() => startPrism(options), { onDown, onUp, log });
 */
export function supervisePrism(
  start: () => Promise<PrismProcess>,
  events: SupervisorEvents,
): SupervisedPrism {
  let current: PrismProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const watch = (prism: PrismProcess) => {
    current = prism;
    void prism.exited.then(() => {
      if (stopping || current !== prism) return;
      current = null;
      const reason = `Prism (pid ${prism.pid}) exited unexpectedly`;
      events.log(`contract-kit: ${reason}; answering 503 while it restarts`);
      events.onDown(reason);
      restart(0);
    });
  };

  const restart = (attempt: number) => {
    timer = setTimeout(
      () => {
        if (stopping) return;
        start().then(
          (prism) => {
            if (stopping) return void prism.stop();
            restarts++;
            events.log(`contract-kit: Prism is back (restart ${restarts}) at ${prism.url}`);
            events.onUp(prism.url);
            watch(prism);
          },
          (error: Error) => {
            events.log(
              `contract-kit: Prism could not restart (${error.message.split('\n')[0]}); trying again`,
            );
            restart(attempt + 1);
          },
        );
      },
      attempt === 0 ? 0 : retryDelayMs(attempt - 1),
    );
  };

  const first = start();
  first.then(
    (prism) => (stopping ? void prism.stop() : watch(prism)),
    () => {},
  );
  return {
    first,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      // Still starting: the first Prism is stopped once it has started (above).
      const running = current ?? (await first.catch(() => null));
      await running?.stop();
    },
  };
}
