import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpRow, Operation } from '../http-groups.js';
import { eventsPath, recallQuery } from '../http-groups.js';
import type { MswRow } from '../msw-roundtrip.js';
import type { RecallResult } from '../recall-latency.js';
import type { ConformanceRow } from './conformance-timing.js';
import type { HotSpot } from './cpu-profile.js';
import type { LoadSettings } from './load.js';
import { type SpeedFigures, speedTargetsTable, stateTable } from './speed-targets.js';
import { fmt, ratio } from './stats.js';

/** Everything one `npm run bench` measured. */
export interface BenchResult {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; os: string; node: string };
  loadBefore: number[];
  loadAfter: number[];
  minutes: number;
  generator: { name: string; version: string };
  prism: string;
  servers: string;
  settings: LoadSettings;
  rounds: { group1: number; group2: number };
  http: HttpRow[];
  recall: RecallResult;
  msw: MswRow[];
  conformance: ConformanceRow[];
  conformanceCli: string;
  hotSpots: Record<string, HotSpot[]>;
  /** The speed-and-scale figures: start time, the `--state` series, ratios with both generators. */
  speed?: SpeedFigures;
  /** Measurements that failed in this run, and why. */
  skipped?: string[];
}

const root = join(new URL('.', import.meta.url).pathname, '../..');
const operationTitle: Record<Operation, string> = {
  recall: `POST /v1/recall (anchor of 1,000 atoms, query "${recallQuery}")`,
  events: `GET ${eventsPath}`,
};

function row(result: BenchResult, group: 1 | 2, operation: Operation, armStart: string): HttpRow | undefined {
  return result.http.find(
    (r) => r.group === group && r.operation === operation && r.arm.startsWith(armStart),
  );
}

const rps = (r: HttpRow | undefined) => r?.result.rps ?? Number.NaN;
const mark = (met: boolean) => (met ? '**met**' : '**missed**');
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');

function targets(result: BenchResult): string[] {
  const lines = ['| Target (issue 7) | Measured | |', '|---|---|---|'];
  for (const operation of ['recall', 'events'] as const) {
    const engine = rps(row(result, 1, operation, 'engine direct'));
    const bare = rps(row(result, 1, operation, 'bare'));
    const quiet = rps(row(result, 1, operation, 'prism mock -v warn'));
    const loud = rps(row(result, 1, operation, 'prism mock (default'));
    lines.push(
      `| 1. ${operation}: direct engine ≥ 0.5× bare node:http | ${ratio(engine, bare)} (${fmt(engine)} vs ${fmt(bare)} req/s) | ${mark(engine / bare >= 0.5)} |`,
      `| 1. ${operation}: direct engine ≥ 10× \`prism mock\` | ${ratio(engine, quiet)} of \`-v warn\` (${fmt(quiet)} req/s), ${ratio(engine, loud)} of default \`-v info\` (${fmt(loud)} req/s) | ${mark(engine / quiet >= 10)} |`,
    );
  }
  for (const operation of ['recall', 'events'] as const) {
    const frontedRow = row(result, 2, operation, 'Prism-validated');
    const proxyRow = row(result, 2, operation, 'prism proxy -> bare');
    // Rounds interleave the arms, so round i of one arm ran next to round i of the other: the
    // cost is judged per round (median of the rounds), which cancels the slow drifts of a shared
    // machine that comparing the two arms' medians would keep.
    const costs = (frontedRow?.runs ?? []).map(
      (run, i) => 1 - run.rps / ((proxyRow?.runs[i]?.rps ?? Number.NaN) || Number.NaN),
    );
    const sorted = [...costs].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    const cost =
      sorted.length === 0
        ? Number.NaN
        : sorted.length % 2 === 1
          ? (sorted[Math.floor(middle)] as number)
          : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
    const percent = (c: number) => `${fmt(100 * c)}%`;
    const spans = sorted.length > 1 && (sorted[0] as number) < 0.1 && (sorted.at(-1) as number) >= 0.1;
    const shown = `${cost < 0 ? `none: ${percent(-cost)} faster` : percent(cost)}, median of the rounds (${costs.map(percent).join(', ')}; medians ${fmt(rps(frontedRow))} vs ${fmt(rps(proxyRow))} req/s)`;
    lines.push(
      `| 2. ${operation}: engine behind Prism costs < 10% of Prism's own throughput | ${shown} | ${mark(cost < 0.1)}${spans ? ' (rounds on both sides: within noise)' : ''} |`,
    );
  }
  const rows = result.recall.rows;
  const at = (n: number) => rows.find((r) => r.atoms === n);
  const p50at100k = at(100_000)?.engine.p50 ?? Number.NaN;
  const p50at10k = at(10_000)?.engine.p50 ?? Number.NaN;
  lines.push(
    `| 3. recall p50 < 2 ms at 100k atoms | ${fmt(p50at100k)} ms (p99 ${fmt(at(100_000)?.engine.p99 ?? Number.NaN)} ms) | ${mark(p50at100k < 2)} |`,
    `| 3. 100k costs < 3× 10k (p50) | ${ratio(p50at100k, p50at10k)} (${fmt(p50at100k)} vs ${fmt(p50at10k)} ms) | ${mark(p50at100k / p50at10k < 3)} |`,
  );
  return lines;
}

function httpTable(result: BenchResult, group: 1 | 2, operation: Operation): string[] {
  const rows = result.http.filter((r) => r.group === group && r.operation === operation);
  const base =
    group === 1
      ? rps(row(result, 1, operation, 'bare'))
      : rps(row(result, 2, operation, 'prism proxy -> bare'));
  const baseName = group === 1 ? 'bare' : 'proxy→bare';
  const lines = [
    `**${operationTitle[operation]}**`,
    '',
    `| Server | req/s, median (each round) | p50 ms | p99 ms | ×${baseName} | body bytes | failed |`,
    '|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const each = r.runs.length > 1 ? ` (${r.runs.map((run) => fmt(run.rps)).join(', ')})` : '';
    lines.push(
      `| ${r.arm} | ${fmt(r.result.rps)}${each} | ${fmt(r.result.p50)} | ${fmt(r.result.p99)} | ${ratio(r.result.rps, base)} | ${r.responseBytes.toLocaleString('en-US')} | ${r.result.failures} |`,
    );
  }
  lines.push('', `Command (per row, URL varies): \`${rows[0]?.command ?? ''}\``, '');
  return lines;
}

function recallTable(recall: RecallResult): string[] {
  const lines = [
    '| Atoms in the anchor | engine p50 ms | engine p99 ms | engine mean ms | index only p50 ms | index only p99 ms | atoms matching per query | postings walked + look-ups per query |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of recall.rows) {
    lines.push(
      `| ${r.atoms.toLocaleString('en-US')} | ${fmt(r.engine.p50)} | ${fmt(r.engine.p99)} | ${fmt(r.engine.mean)} | ${fmt(r.index.p50)} | ${fmt(r.index.p99)} | ${fmt(r.meanMatched)} | ${r.meanWork === undefined ? 'n/a' : fmt(r.meanWork)} |`,
    );
  }
  return lines;
}

function mswTable(rows: MswRow[]): string[] {
  const lines = [
    '| Operation | msw round trip p50 / p99 ms | engine.fetch p50 / p99 ms | engine.handle p50 / p99 ms | msw round trips per second (sequential) |',
    '|---|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const pair = (t: { p50: number; p99: number }) => `${fmt(t.p50)} / ${fmt(t.p99)}`;
    lines.push(
      `| ${operationTitle[r.operation]} | ${pair(r.msw)} | ${pair(r.engineFetch)} | ${pair(r.engineHandle)} | ${fmt(1000 / r.msw.mean)} |`,
    );
  }
  return lines;
}

function conformanceTable(result: BenchResult): string[] {
  const lines = ['| Command | seconds | passed | failed | skipped | exit |', '|---|--:|--:|--:|--:|--:|'];
  for (const r of result.conformance) {
    lines.push(
      `| \`contract-kit conformance ${r.args.join(' ')}\` | ${fmt(r.seconds)} | ${r.passed} | ${r.failed} | ${r.skipped} | ${r.exitCode} |`,
    );
  }
  return lines;
}

function hotSpotTables(hotSpots: Record<string, HotSpot[]>): string[] {
  const lines: string[] = [];
  for (const [title, spots] of Object.entries(hotSpots)) {
    lines.push(
      `**${title}**: self time, share of all samples`,
      '',
      '| Function | Where | self % |',
      '|---|---|--:|',
    );
    for (const spot of spots.slice(0, 10))
      lines.push(`| \`${spot.name}\` | ${spot.where || '(native)'} | ${fmt(spot.selfPercent)} |`);
    lines.push('');
  }
  return lines;
}

/** The speed-and-scale section: the issue's figures, then the `--state` series. */
function speedSection(speed: SpeedFigures): string[] {
  return [
    '## Speed and scale',
    '',
    'Each figure of the speed-and-scale issue from this run. Start: `npm start` spawned on free',
    'ports until the memory mock stores an anchor and the releases mock lists events (the front',
    'answers 503 until Prism listens). HTTP ratios: group 1 below, once per load generator.',
    '',
    ...speedTargetsTable(speed),
    '',
    '### `--state FILE` as the state grows',
    '',
    'A state file with that many atoms on one anchor (45% in the snapshot, the rest in a journal',
    'segment, so the first write starts a compaction of everything), the mock started on it (direct),',
    'then small atom writes one at a time while another client sends requests that persist nothing',
    '(feedback on an unknown session, 404) back to back until the compaction has finished. The last',
    'column runs the same writes and probes, as long, against the same atoms served without',
    '`--state`: what the writes and the shared machine cost alone, so what persistence adds is the',
    'difference.',
    '',
    ...stateTable(speed.state),
    '',
  ];
}

/** Renders bench/history.md from one run's results, with the hand-written analysis appended. */
export function renderReport(result: BenchResult): string {
  const { machine, settings } = result;
  const analysisFile = join(root, 'bench/analysis.md');
  const analysis = existsSync(analysisFile) ? readFileSync(analysisFile, 'utf8').trim() : '';
  // Sections measured by benches of their own (replicas on Redis, bundle cost, the ceiling), kept
  // by hand with their dates; without this they would be lost whenever the report is generated.
  const separateFile = join(root, 'bench/separate-runs.md');
  const separate = existsSync(separateFile)
    ? readFileSync(separateFile, 'utf8')
        .replace(/^<!--[\s\S]*?-->\s*/, '')
        .trim()
    : '';
  const g = result.generator;
  return `${[
    '# Benchmark history',
    '',
    'The current figures, one line per goal, are in BENCHMARKS.md; this page is how they came to be.',
    '',
    `Generated by \`npm run bench\` (\`node --import tsx bench/run.ts\`) on ${result.date.slice(0, 16).replace('T', ' ')} UTC,`,
    `in ${fmt(result.minutes)} minutes. Every figure before section 5 comes from that one run; the ratios compare`,
    'servers measured side by side in it. Sections from 5 on come from benches of their own, each dated',
    '(bench/separate-runs.md). The analysis at the end is hand-written (bench/analysis.md).',
    '',
    ...(result.speed ? speedSection(result.speed) : []),
    '## Targets',
    '',
    ...targets(result),
    '',
    '## Machine and method',
    '',
    `- ${machine.cores} × ${machine.cpu}, ${fmt(machine.memoryGiB)} GiB, ${machine.os}, Node ${machine.node}.`,
    `- Load average (1/5/15 min) before: ${load(result.loadBefore)}; after: ${load(result.loadAfter)}. The machine is`,
    '  shared: other work on it shows up as noise; ratios from one run are steadier than absolute figures.',
    `- Load generator: ${g.name} ${g.version}, ${settings.connections} connections, ${settings.durationSec} s measured after a`,
    `  ${settings.warmupSec} s warm-up, one generator thread. Arms run in interleaved rounds (A B C, A B C):`,
    `  ${result.rounds.group1} in group 1, ${result.rounds.group2} in group 2; the tables show the median round and each`,
    `  round's req/s. Generator and servers share the same ${machine.cores} cores, so runs are short and every figure`,
    "  is a lower bound of what the server alone could do. Only one operation's servers run at a time.",
    `- Servers run ${result.servers}, each in a process of its own, rate limit off;`,
    `  Prism ${result.prism} (\`@stoplight/prism-cli\`). Prism proxies are started by the kit's own \`startPrism\`,`,
    '  so both arms of group 2 run Prism with the same flags.',
    '- "bare node:http" answers every request with the exact bytes the engine answered for it,',
    "  captured first: the same response size, without any of the engine's work. It is the ceiling.",
    '- `prism mock` answers its static example (a small body); it validates the request like Prism proxy.',
    '- "failed" counts non-2xx answers, socket errors and timeouts (wrk: 10 s); a row with failures',
    '  was overloaded, and its req/s counts only what was answered.',
    '',
    '## 1. Engine served directly vs bare node:http vs `prism mock`',
    '',
    ...httpTable(result, 1, 'recall'),
    ...httpTable(result, 1, 'events'),
    '## 2. Prism-validated mock vs `prism proxy` in front of bare node:http',
    '',
    "The mock as `contract-kit mock` serves it by default: a small front (keeps the API's error",
    'shapes for bodies Prism would answer itself, counts violations) -> `prism proxy` -> engine. The',
    'third row leaves our front out, to split the cost between front and engine.',
    '',
    ...httpTable(result, 2, 'recall'),
    ...httpTable(result, 2, 'events'),
    '## 3. Recall latency in process',
    '',
    `One anchor grown to each size through \`engine.handle\` (POST /v1/atoms), then ${result.recall.queries.toLocaleString('en-US')}`,
    'queries timed one at a time through `engine.handle` (gate, JSON parse, validation, BM25 search, top 10,',
    'recall session, response object) after a warm-up. "index only" times `RecallIndex.top` (best 10, pruned) on',
    'an index of the same texts. Texts: a Zipf–Mandelbrot vocabulary of',
    `${result.recall.vocabulary.toLocaleString('en-US')} words (real English head, synthetic tail), atoms of 12–40 words`,
    `(mean ${fmt(result.recall.meanAtomChars)} characters); queries of 3–6 words from the same distribution,`,
    `${fmt(result.recall.rows[0]?.meanQueryTerms ?? Number.NaN)} index terms on average after stopwords.`,
    '',
    ...recallTable(result.recall),
    '',
    `Memory per 100k atoms (one anchor, index included, after GC): ${fmt(result.recall.heapPer100kMiB)} MiB of heap,`,
    `${fmt(result.recall.rssPer100kMiB)} MiB of RSS (${fmt((result.recall.heapPer100kMiB * 1_048_576) / 100_000)} bytes per atom).`,
    '',
    `Recall sessions: every recall opens one and a workspace keeps the newest ${result.recall.sessionCap.cap.toLocaleString('en-US')}.`,
    `A recall on a 50-atom anchor takes ${fmt(result.recall.sessionCap.belowCapUs)} µs on average below that cap and`,
    `${fmt(result.recall.sessionCap.aboveCapUs)} µs once every recall evicts the oldest session`,
    `(${ratio(result.recall.sessionCap.aboveCapUs, result.recall.sessionCap.belowCapUs)}); see "Defects found".`,
    '',
    '## 4. msw round trip and conformance runs',
    '',
    'msw (`setupServer` from `msw/node` with `createMemoryHandlers` and `createReleasesHandlers`), one',
    'request at a time as a test suite makes them; the same requests through `engine.fetch` (no msw)',
    'and `engine.handle` (no WHATWG Request/Response) split the time.',
    '',
    ...mswTable(result.msw),
    '',
    `Conformance runs against the kit's own mocks, wall time of the whole command (\`${result.conformanceCli}\`):`,
    '',
    ...conformanceTable(result),
    '',
    ...(result.skipped ?? []).map((why) => `Not measured in this run: ${why.split('\n')[0]}`),
    '',
    ...(separate ? [separate, ''] : []),
    '## Hot spots',
    '',
    'From `node --cpu-prof` on the engine served directly under the load of group 1 (the whole',
    'process lifetime, so start-up is in it), and an inspector profile of the 100k queries of group 3',
    '(which runs src/ through tsx, so its rows name files, not lines; in recall-index.ts `top` includes',
    'the inlined walk of whole postings lists, `accumulateTouched` the look-ups of pruned terms).',
    '',
    ...hotSpotTables(result.hotSpots),
    analysis,
  ].join('\n')}\n`;
}
