import { Worker } from 'node:worker_threads';

/** What one compaction does: fold segments `from`..`next - 1` into FILE, which becomes `next`. */
export interface CompactionJob {
  file: string;
  /** The generation of the snapshot in FILE now. */
  from: number;
  /** The generation of the snapshot written: the segment appends go to meanwhile. */
  next: number;
}

/**
 * Runs a compaction in a worker thread; resolves with the new snapshot's size in bytes. Running
 * from the TypeScript sources (tests, `tsx`), the worker loads them through tsx as well.
 * @example const bytes = await runCompaction({ file: 'state.json', from: 1, next: 3 })
 */
export function runCompaction(job: CompactionJob): Promise<number> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./compaction-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  // From the TypeScript sources, the worker first registers tsx, whatever the parent runs under.
  const worker = fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true, workerData: job },
      )
    : new Worker(entry, { workerData: job });
  return new Promise((resolve, reject) => {
    let bytes = -1;
    worker.once('message', (message: { bytes: number }) => {
      bytes = message.bytes;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (bytes >= 0) resolve(bytes);
      else reject(new Error(`compaction worker exited with code ${code} before it finished`));
    });
  });
}
