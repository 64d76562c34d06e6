/**
 * Worker thread of `--state` compaction: folds the journal segments into the snapshot and
 * writes the next snapshot atomically, reading only files, so the engine goes on serving on the
 * main thread meanwhile. Input (workerData): {@link CompactionJob}; posts the new snapshot's size.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createSnapshotFold, readSnapshot } from '../../engine/memory/snapshot.js';
import { writeFileAtomic } from './atomic-write.js';
import type { CompactionJob } from './compaction.js';
import { foldSegments } from './journal-segments.js';

const job = workerData as CompactionJob;
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
parentPort?.postMessage({ bytes: Buffer.byteLength(text) });
