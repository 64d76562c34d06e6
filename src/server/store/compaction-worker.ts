/**
 * Worker thread of `--state` compaction: folds the change log's segments into the snapshot and
 * writes the next snapshot atomically, reading only files, so the engine goes on serving on the
 * main thread meanwhile. Kept for the process's life (see compaction.ts): each message is a
 * {@link CompactionJob}, each reply a {@link CompactionReply}. It runs at a lower scheduling
 * priority where the system allows it, so that on a busy machine the thread serving requests
 * gets the CPU first.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { createSnapshotFold, readSnapshot } from '../../engine/memory/snapshot.js';
import { writeFileAtomic } from './atomic-write.js';
import type { CompactionJob, CompactionReply } from './compaction.js';
import { foldSegments } from './log-segments.js';
import { lowerThreadPriority } from './thread-priority.js';

async function compact(job: CompactionJob): Promise<number> {
  const base = JSON.parse(await readFile(job.file, 'utf8')) as { generation?: number };
  if ((base.generation ?? 0) !== job.from) {
    throw new Error(`snapshot is generation ${base.generation ?? 0}, expected ${job.from}`);
  }
  const fold = createSnapshotFold(readSnapshot(base));
  const generations: number[] = [];
  for (let g = job.from; g < job.next; g++) generations.push(g);
  await foldSegments(fold, job.file, generations);
  const text = JSON.stringify({ ...fold.result(), generation: job.next });
  await writeFileAtomic(job.file, text);
  return Buffer.byteLength(text);
}

lowerThreadPriority();
parentPort?.on('message', (job: CompactionJob) => {
  compact(job).then(
    (bytes) => parentPort?.postMessage({ bytes } satisfies CompactionReply),
    (error: unknown) =>
      parentPort?.postMessage({ error: (error as Error).message ?? String(error) } satisfies CompactionReply),
  );
});
