/**
 * Benchmark group 3: recall latency in process at 1k, 10k and 100k atoms in one anchor, and the
 * heap cost of 100k atoms. Runs in its own process (`node --expose-gc --import tsx`), so the
 * heap figure is not polluted by the HTTP groups; prints one JSON line on stdout.
 *
 * Latency is measured through `engine.handle` (gate, JSON parse, schema validation, BM25 search,
 * top-k, session bookkeeping, response object): what an adapter pays per recall, minus the socket.
 * The index alone (`RecallIndex.top`, the best 10) is measured on the same texts and queries, so
 * the report can say where the time goes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { defaultTenants } from '../fixtures/default-tenants.js';
import { createMemoryEngine } from '../src/engine/memory/create-memory-engine.js';
import { RecallIndex } from '../src/engine/memory/recall-index.js';
import { maxSessionsPerWorkspace } from '../src/engine/memory/store.js';
import { tokenize } from '../src/engine/memory/text.js';
import { engineRequest } from './lib/bench-tenant.mjs';
import { createCorpus } from './lib/corpus.js';
import { mean, msSince, quantile } from './lib/stats.js';

/** Sizes of the anchor the latency is measured at. */
export const recallSizes = [1_000, 10_000, 100_000] as const;

/** One row of the result: latency at one anchor size. */
export interface RecallRow {
  atoms: number;
  engine: { p50: number; p99: number; mean: number };
  index: { p50: number; p99: number };
  /** Mean postings touched per query (documents scored), to show where the work grows. */
  meanMatched: number;
  /** Postings the pruned top 10 walked plus single look-ups it made, per query. */
  meanWork?: number;
  meanQueryTerms: number;
}

/** Mean time of one recall while a workspace's recall sessions are below, then above, the cap. */
export interface SessionCapResult {
  cap: number;
  belowCapUs: number;
  aboveCapUs: number;
}

/** The whole result of group 3. */
export interface RecallResult {
  rows: RecallRow[];
  sessionCap: SessionCapResult;
  queries: number;
  heapPer100kMiB: number;
  rssPer100kMiB: number;
  vocabulary: number;
  meanAtomChars: number;
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function settle(): void {
  for (let i = 0; i < 3; i++) gc();
}

/** Options of {@link measureRecall}. */
export interface RecallOptions {
  /** Measured queries per size, after a warm-up of a fifth as many. */
  queries: number;
  /** Write a CPU profile of the 100k queries (through engine.handle) into this directory. */
  profileDir?: string;
}

/** Profiles this thread with the inspector, so only the phase of interest is in the profile. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** Runs group 3 and returns its figures. */
export async function measureRecall(options: RecallOptions): Promise<RecallResult> {
  const { queries } = options;
  const corpus = createCorpus({ seed: 42, vocabulary: 30_000 });
  const texts: string[] = [];
  for (let i = 0; i < 100_000; i++) texts.push(corpus.text(12, 40));
  const queryTexts: string[] = [];
  for (let i = 0; i < queries; i++) queryTexts.push(corpus.query(3, 6));
  const warmups = Array.from({ length: Math.ceil(queries / 5) }, () => corpus.query(3, 6));

  const heap = await measureHeap(texts);

  const engine = createMemoryEngine({ tenants: defaultTenants, rateLimit: false, seed: 1 });
  const created = await engine.handle(engineRequest('/v1/anchors', { name: 'bench', type: 'agent' }));
  const anchorId = (created.body as { anchor_id: string }).anchor_id;
  const index = new RecallIndex();
  const rows: RecallRow[] = [];
  let stored = 0;
  for (const size of recallSizes) {
    for (; stored < size; stored++) {
      const text = texts[stored] as string;
      const response = await engine.handle(
        engineRequest('/v1/atoms', { anchor_id: anchorId, content: text }),
      );
      if (response.status !== 201) throw new Error(`atom write failed: ${JSON.stringify(response.body)}`);
      index.add(text);
    }
    const recall = (query: string) =>
      engine.handle(engineRequest('/v1/recall', { anchor_id: anchorId, query }));
    for (const q of warmups) await recall(q);
    const engineMs: number[] = [];
    for (const q of queryTexts) {
      const start = process.hrtime.bigint();
      const response = await recall(q);
      engineMs.push(msSince(start));
      if (response.status !== 200) throw new Error(`recall failed: ${JSON.stringify(response.body)}`);
    }
    // The profile is taken over the same queries run again: timed under the profiler, the largest
    // anchor's latency would carry the profiler's own cost, and the growth ratio with it.
    if (options.profileDir !== undefined && size === recallSizes.at(-1)) {
      const profiler = await startProfiler();
      for (const q of queryTexts) await recall(q);
      await profiler.stop(join(options.profileDir, 'recall-100k.cpuprofile'));
    }
    const indexMs: number[] = [];
    const matched: number[] = [];
    const work: number[] = [];
    const terms: number[] = [];
    for (const q of queryTexts) {
      const start = process.hrtime.bigint();
      index.top(q, 10);
      indexMs.push(msSince(start));
      work.push(index.lastQuery.walked + index.lastQuery.lookedUp);
      matched.push(index.search(q).length);
      terms.push(new Set(tokenize(q)).size);
    }
    rows.push({
      atoms: size,
      engine: { p50: quantile(engineMs, 0.5), p99: quantile(engineMs, 0.99), mean: mean(engineMs) },
      index: { p50: quantile(indexMs, 0.5), p99: quantile(indexMs, 0.99) },
      meanMatched: mean(matched),
      meanWork: mean(work),
      meanQueryTerms: mean(terms),
    });
  }
  return {
    rows,
    sessionCap: await measureSessionCap(),
    queries,
    heapPer100kMiB: heap.heap,
    rssPer100kMiB: heap.rss,
    vocabulary: corpus.words.length,
    meanAtomChars: mean(texts.map((t) => t.length)),
  };
}

/**
 * Every recall opens a session, and a workspace keeps the newest `maxSessionsPerWorkspace`. This
 * times recalls on a small anchor (so the search costs little) well below the cap and again after
 * it, when each new session evicts the oldest: a mock under sustained load lives there.
 */
async function measureSessionCap(): Promise<SessionCapResult> {
  const engine = createMemoryEngine({ tenants: defaultTenants, rateLimit: false });
  const created = await engine.handle(engineRequest('/v1/anchors', { name: 'sessions', type: 'agent' }));
  const anchorId = (created.body as { anchor_id: string }).anchor_id;
  for (let i = 0; i < 50; i++)
    await engine.handle(
      engineRequest('/v1/atoms', { anchor_id: anchorId, content: `note ${i} on kayaks and tea` }),
    );
  const recall = engineRequest('/v1/recall', { anchor_id: anchorId, query: 'kayaks tea', limit: 3 });
  const block = async (n: number) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await engine.handle(recall);
    return (msSince(start) * 1000) / n;
  };
  await block(5_000);
  const belowCapUs = await block(40_000);
  await block(maxSessionsPerWorkspace - 45_000);
  const aboveCapUs = await block(100_000);
  engine.reset();
  return { cap: maxSessionsPerWorkspace, belowCapUs, aboveCapUs };
}

/** Heap and RSS growth of an engine holding one anchor of 100k atoms (texts already allocated). */
async function measureHeap(texts: readonly string[]): Promise<{ heap: number; rss: number }> {
  settle();
  const before = process.memoryUsage();
  const engine = createMemoryEngine({ tenants: defaultTenants, rateLimit: false, seed: 2 });
  const created = await engine.handle(engineRequest('/v1/anchors', { name: 'heap', type: 'agent' }));
  const anchorId = (created.body as { anchor_id: string }).anchor_id;
  // Each body is serialised and parsed again, so the engine owns fresh strings, as behind a socket.
  for (const text of texts)
    await engine.handle(engineRequest('/v1/atoms', { anchor_id: anchorId, content: text }));
  settle();
  const after = process.memoryUsage();
  const mib = (n: number) => n / 1_048_576;
  const result = { heap: mib(after.heapUsed - before.heapUsed), rss: mib(after.rss - before.rss) };
  engine.reset();
  return result;
}

if (process.argv.includes('--json')) {
  const arg = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const profileDir = arg('--profile');
  measureRecall({ queries: Number(arg('--queries')) || 2_000, ...(profileDir ? { profileDir } : {}) }).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
