/**
 * The `--state FILE` series: what one small write costs as the state grows, and how long another
 * request can be held up meanwhile. For each size, a state file is prepared with that many atoms on
 * one anchor (a little under half in the snapshot, the rest in a journal segment, so the first
 * write finds the journal larger than the snapshot and starts a compaction), the mock is started on
 * it in a child process, and then, side by side:
 *
 * - a writer sends small atom writes one after another (each acknowledged only once on disk);
 * - a prober sends requests that persist nothing (feedback on an unknown session: 404) back to back,
 *   and records the longest any of them took: the stall a persistence step can cause.
 *
 * The prober keeps going until the compaction the writes started has finished, so its longest
 * stall covers a whole compaction. The same probes, as many, sent before any write give the
 * machine's own noise to compare with. Then the same state is served WITHOUT `--state` (seeded in
 * process) and the same writer and prober run as long again: what the writes alone cost, so that
 * persistence's own share of a stall is the difference between the two arms of one run.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchHeaders } from './lib/bench-tenant.mjs';
import { startChild } from './lib/children.js';
import { createCorpus } from './lib/corpus.js';
import { msSince, quantile } from './lib/stats.js';

/** One size of the series. Latencies in milliseconds. */
export interface StateRow {
  atoms: number;
  writes: number;
  writeP50: number;
  writeP99: number;
  /** The longest a non-persisting request took while the writes and the compaction ran. */
  maxStall: number;
  /** The same request, as many times, before any write: the machine's own noise. */
  quietMaxStall: number;
  /** The mock's event loop: its longest delay over the whole window, and the 99th percentile. */
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  probeP50: number;
  probes: number;
  /**
   * The same writes and probes for as long, against the same state served without `--state`: the
   * longest probe, the write p50 and the event loop's longest delay. What persistence adds is the
   * difference to the figures above.
   */
  withoutState: { maxStall: number; writeP50: number; eventLoopMaxMs: number; probes: number };
  /** Whether a compaction ran (and finished) during the window. */
  compacted: boolean;
  snapshotBytes: number;
  /** From spawning the mock to its first answer: loading the snapshot and replaying the journal. */
  startMs: number;
}

/** Options of {@link runStateSeries}. */
export interface StateSeriesOptions {
  sizes: readonly number[];
  writes: number;
  /** Run the mock from src/ through tsx instead of dist/. */
  fromSource: boolean;
  log: (line: string) => void;
}

const root = join(new URL('.', import.meta.url).pathname, '..');
const anchorId = '00000000-0000-4000-8000-00000000a11c';

function atom(i: number, content: string) {
  const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
  return {
    atom_id: id,
    content,
    source_type: 'text',
    metadata: {},
    created_at: '2026-01-01T00:00:00.000Z',
    reinforcement: 0,
  };
}

/**
 * Writes FILE (snapshot, generation 1) and FILE.journal.1 holding `atoms` atoms between them;
 * returns the snapshot's size and the atoms' contents (to seed the same state without --state).
 */
function prepare(file: string, atoms: number): { snapshotBytes: number; contents: string[] } {
  const corpus = createCorpus({ seed: 7, vocabulary: 30_000 });
  const all = Array.from({ length: atoms }, (_, i) => atom(i, corpus.text(12, 40)));
  const inSnapshot = Math.floor(atoms * 0.45);
  const anchor = {
    anchor_id: anchorId,
    name: 'bench',
    type: 'agent',
    metadata: {},
    atoms: all.slice(0, inSnapshot),
  };
  const snapshot = JSON.stringify({
    format: 'contract-kit/memory',
    version: 1,
    ids: 0,
    workspaces: { ws_main: { anchors: [anchor], sessions: [], users: {} } },
    generation: 1,
  });
  writeFileSync(file, snapshot);
  const lines = all
    .slice(inSnapshot)
    .map((a) => JSON.stringify({ op: 'atom', ws: 'ws_main', anchor_id: anchorId, atom: a }));
  writeFileSync(`${file}.journal.1`, `${lines.join('\n')}\n`);
  return { snapshotBytes: Buffer.byteLength(snapshot), contents: all.map((a) => a.content) };
}

async function timed(url: string, body: string): Promise<{ ms: number; status: number }> {
  const start = process.hrtime.bigint();
  const response = await fetch(url, { method: 'POST', headers: benchHeaders, body });
  await response.arrayBuffer();
  return { ms: msSince(start), status: response.status };
}

/**
 * The snapshot file's identity: a compaction renames a new file over it. Cheap enough to ask
 * after every probe, unlike parsing the snapshot (17 MB at 100k atoms), which on two cores would
 * take CPU from the mock and inflate the very stalls measured.
 */
const inodeOf = (file: string): number => statSync(file).ino;

const generationOf = (file: string): number =>
  (JSON.parse(readFileSync(file, 'utf8')) as { generation?: number }).generation ?? 0;

const probe = JSON.stringify({
  session_id: '00000000-0000-4000-8000-000000000000',
  success: true,
  used_memory_atom_ids: [],
});

/** Starts the bench mock child with `plan`; its URL and the anchor the writes go to. */
async function serve(plan: Record<string, unknown>, options: StateSeriesOptions) {
  const loader = options.fromSource ? ['--import', 'tsx'] : [];
  const env: Record<string, string> = options.fromSource
    ? { CK_BENCH_SERVER_MODULE: join(root, 'src/server/index.ts') }
    : {};
  const spawned = process.hrtime.bigint();
  const child = await startChild(
    process.execPath,
    [...loader, join(root, 'bench/servers/mock-server.mjs'), JSON.stringify(plan)],
    /^ready (.*)$/,
    180_000,
    env,
  );
  const ready = JSON.parse(child.match[1] as string) as { url: string; anchorId?: string };
  return { child, url: ready.url, anchorId: ready.anchorId ?? anchorId, startMs: msSince(spawned) };
}

/**
 * The writer and the prober side by side: `writes` atom writes one after another while the
 * prober sends non-persisting requests back to back until the writes are done and `more()` says
 * stop (it is asked after each probe).
 */
async function writeAndProbe(url: string, anchor: string, writes: number, more: () => boolean) {
  let writing = true;
  const stalls: number[] = [];
  const prober = (async () => {
    while (writing || more()) {
      const { ms, status } = await timed(`${url}/v1/feedback`, probe);
      if (status !== 404) throw new Error(`probe answered ${status}`);
      stalls.push(ms);
      if (stalls.length > 200_000) break;
    }
  })();
  const written: number[] = [];
  for (let i = 0; i < writes; i++) {
    const { ms, status } = await timed(
      `${url}/v1/atoms`,
      JSON.stringify({ anchor_id: anchor, content: `small note ${i}` }),
    );
    if (status !== 201) throw new Error(`write answered ${status}`);
    written.push(ms);
  }
  const wrote = process.hrtime.bigint();
  writing = false;
  await Promise.race([prober, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  return { stalls, written, tailMs: msSince(wrote) };
}

const eventLoopMax = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as { maxMs: number; p99Ms: number };

async function measureSize(atoms: number, options: StateSeriesOptions): Promise<StateRow> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-kit-state-bench-'));
  const file = join(dir, 'state.json');
  try {
    const prepared = prepare(file, atoms);
    const eventLoopFile = join(dir, 'event-loop.json');
    const plan = { api: 'memory', direct: true, stateFile: file, compactAfterBytes: 1, eventLoopFile };
    const mock = await serve(plan, options);
    let state: Awaited<ReturnType<typeof writeAndProbe>>;
    let quiet: number[];
    let compacted: boolean;
    try {
      const before = generationOf(file);
      const inode = inodeOf(file);
      quiet = [];
      for (let i = 0; i < options.writes; i++) quiet.push((await timed(`${mock.url}/v1/feedback`, probe)).ms);
      state = await writeAndProbe(mock.url, mock.anchorId, options.writes, () => inodeOf(file) === inode);
      compacted = generationOf(file) !== before;
    } finally {
      await mock.child.stop();
    }
    const loop = eventLoopMax(eventLoopFile);

    // The same state without --state: the atoms' contents seeded in process, the same writes and
    // probes, and the prober going on after the writes as long as it did for the compaction.
    const atomsFile = join(dir, 'atoms.json');
    writeFileSync(atomsFile, JSON.stringify(prepared.contents));
    const bareLoopFile = join(dir, 'event-loop-without-state.json');
    const bare = await serve(
      { api: 'memory', direct: true, atomsFile, eventLoopFile: bareLoopFile },
      options,
    );
    let without: Awaited<ReturnType<typeof writeAndProbe>>;
    try {
      let until = 0n;
      without = await writeAndProbe(bare.url, bare.anchorId, options.writes, () => {
        until ||= process.hrtime.bigint() + BigInt(Math.round(state.tailMs * 1e6));
        return process.hrtime.bigint() < until;
      });
    } finally {
      await bare.child.stop();
    }
    return {
      atoms,
      writes: state.written.length,
      writeP50: quantile(state.written, 0.5),
      writeP99: quantile(state.written, 0.99),
      maxStall: Math.max(...state.stalls),
      quietMaxStall: Math.max(...quiet),
      probeP50: quantile(state.stalls, 0.5),
      probes: state.stalls.length,
      compacted,
      snapshotBytes: prepared.snapshotBytes,
      startMs: mock.startMs,
      eventLoopMaxMs: loop.maxMs,
      eventLoopP99Ms: loop.p99Ms,
      withoutState: {
        maxStall: Math.max(...without.stalls),
        writeP50: quantile(without.written, 0.5),
        eventLoopMaxMs: eventLoopMax(bareLoopFile).maxMs,
        probes: without.stalls.length,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the series, one size after another.
 * @example await runStateSeries({ sizes: [1_000, 10_000, 100_000], writes: 200, fromSource: false, log })
 */
export async function runStateSeries(options: StateSeriesOptions): Promise<StateRow[]> {
  const rows: StateRow[] = [];
  for (const atoms of options.sizes) {
    options.log(`  --state with ${atoms.toLocaleString('en-US')} atoms: ${options.writes} writes ...`);
    const row = await measureSize(atoms, options);
    options.log(
      `    write p50 ${row.writeP50.toFixed(2)} ms, p99 ${row.writeP99.toFixed(2)} ms; longest stall of another request ${row.maxStall.toFixed(2)} ms (${row.quietMaxStall.toFixed(2)} ms before any write); event loop delay max ${row.eventLoopMaxMs.toFixed(1)} ms; compacted ${row.compacted}`,
    );
    const bare = row.withoutState;
    options.log(
      `    the same writes without --state: write p50 ${bare.writeP50.toFixed(2)} ms; longest stall ${bare.maxStall.toFixed(2)} ms; event loop delay max ${bare.eventLoopMaxMs.toFixed(1)} ms`,
    );
    rows.push(row);
  }
  return rows;
}
