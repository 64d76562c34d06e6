import { Worker } from 'node:worker_threads';

/** What one compaction does: fold segments `from`..`next - 1` into FILE, which becomes `next`. */
export interface CompactionJob {
  file: string;
  /** The generation of the snapshot in FILE now. */
  from: number;
  /** The generation of the snapshot written: the segment appends go to meanwhile. */
  next: number;
}

/** What the worker posts: a job's result, or why it failed. */
export type CompactionReply = { bytes: number } | { error: string };

/** Runs compactions in one worker thread that is started ahead of time and kept. */
export interface Compactor {
  /** Runs `job` in the worker; resolves with the new snapshot's size in bytes. One at a time. */
  run(job: CompactionJob): Promise<number>;
  /** Stops the worker (after the job in progress, if the caller awaited it). */
  close(): Promise<void>;
}

function spawnWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./compaction-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  // From the TypeScript sources, the worker first registers tsx, whatever the parent runs under.
  return fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true },
      )
    : new Worker(entry);
}

/**
 * Starts the compaction worker now, so that creating a thread (several milliseconds of the main
 * thread, measured in the `--state` series) never happens while requests wait. The worker does
 * not keep the process alive while idle. A worker that dies is replaced at the next job.
 * @example const compactor = createCompactor(); const bytes = await compactor.run({ file: 'state.json', from: 1, next: 3 })
 */
export function createCompactor(): Compactor {
  let worker: Worker | null = null;
  let pending: { resolve: (bytes: number) => void; reject: (error: unknown) => void } | null = null;

  function fail(error: unknown): void {
    const job = pending;
    pending = null;
    job?.reject(error);
  }

  function start(): Worker {
    const started = spawnWorker();
    started.on('message', (reply: CompactionReply) => {
      const job = pending;
      pending = null;
      started.unref();
      if (!job) return;
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.bytes);
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      fail(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      fail(new Error(`compaction worker exited with code ${code} before it finished`));
    });
    // After the listeners: adding a 'message' listener refs the worker again.
    started.unref();
    return started;
  }

  worker = start();
  return {
    run(job) {
      if (pending) return Promise.reject(new Error('compaction: a job is already running'));
      worker ??= start();
      const running = worker;
      return new Promise<number>((resolve, reject) => {
        pending = { resolve, reject };
        // Alive while it works: the process must not exit half-way through a compaction.
        running.ref();
        running.postMessage(job);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
