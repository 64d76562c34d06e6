import type { HttpRow, Operation } from '../http-groups.js';
import type { StartRow } from '../start-time.js';
import type { StateRow } from '../state-series.js';
import { fmt, quantile, ratio } from './stats.js';

/** What the speed-and-scale figures need from one run (see run.ts). */
export interface SpeedFigures {
  /** `serveBeforePrism`: starts with `--serve-before-prism` (absent in runs from before the flag). */
  startup: { prism: StartRow[]; direct: StartRow[]; serveBeforePrism?: StartRow[] };
  state: StateRow[];
  /** Group 1 per load generator: the primary one's rows and the second one's. */
  ceiling: { generator: string; http: HttpRow[] }[];
}

const mark = (met: boolean) => (met ? '**met**' : '**missed**');
const seconds = (ms: number) => `${fmt(ms / 1000)} s`;

function engineVsBare(rows: HttpRow[], operation: Operation): { engine: number; bare: number } {
  const find = (arm: string) =>
    rows.find((r) => r.group === 1 && r.operation === operation && r.arm.startsWith(arm))?.result.rps ??
    Number.NaN;
  return { engine: find('engine direct'), bare: find('bare') };
}

function startLine(figures: SpeedFigures): string {
  // A start that had to compile first (sources edited meanwhile) measures the compiler, not the start.
  const clean = figures.startup.prism.filter((r) => !r.rebuilt);
  const times = (clean.length > 0 ? clean : figures.startup.prism).map((r) => r.bothAnswerMs);
  const median = quantile(times, 0.5);
  const direct = figures.startup.direct[0]?.bothAnswerMs ?? Number.NaN;
  const early = (figures.startup.serveBeforePrism ?? []).filter((r) => !r.rebuilt);
  const earlyText =
    early.length === 0
      ? ''
      : `; \`--serve-before-prism\` (opt-in) answers unvalidated after ${early.map((r) => seconds(r.firstAnswerMs ?? Number.NaN)).join(', ')} and through Prism after ${early.map((r) => seconds(r.bothAnswerMs)).join(', ')}`;
  return `| \`npm start\` until both mocks answer (after \`npm ci\`; no compile) | 6.2–9.8 s | ${seconds(median)} median of ${times.map(seconds).join(', ')}${clean.length < figures.startup.prism.length ? ` (${figures.startup.prism.length - clean.length} start(s) that rebuilt first left out)` : ''}; \`--direct\` ${seconds(direct)}${earlyText} | < 3 s | ${mark(median < 3000)} |`;
}

function stateLines(figures: SpeedFigures): string[] {
  const first = figures.state[0];
  const last = figures.state.at(-1);
  if (!first || !last) return [];
  const p50s = figures.state
    .map((r) => `${fmt(r.writeP50)} ms at ${r.atoms.toLocaleString('en-US')}`)
    .join(', ');
  // Beside each figure, the same writes and probes against the same state served without --state:
  // what the machine and the writes alone cost, so persistence's own share is the difference.
  const without = (r: StateRow, pick: (w: NonNullable<StateRow['withoutState']>) => number) =>
    r.withoutState ? ` (without \`--state\`: ${fmt(pick(r.withoutState))})` : '';
  const stalls = figures.state
    .map((r) => `${fmt(r.maxStall)} ms at ${r.atoms.toLocaleString('en-US')}${without(r, (w) => w.maxStall)}`)
    .join(', ');
  const loops = figures.state
    .map((r) => `${fmt(r.eventLoopMaxMs)} ms${without(r, (w) => w.eventLoopMaxMs)}`)
    .join(', ');
  // What persistence itself adds: the longest stall and event-loop delay beyond the same writes
  // without --state. A machine that stalls 10 ms with persistence off says nothing about it.
  const added = Math.max(
    ...figures.state.map((r) =>
      r.withoutState
        ? Math.max(r.maxStall - r.withoutState.maxStall, r.eventLoopMaxMs - r.withoutState.eventLoopMaxMs)
        : r.eventLoopMaxMs,
    ),
  );
  return [
    `| \`--state\`: p50 of one small atom write as the state grows | 3.6 ms at 1k, 13.7 ms at 10k, 55 ms at 60k | ${p50s}: ${ratio(last.writeP50, first.writeP50)} from ${first.atoms.toLocaleString('en-US')} to ${last.atoms.toLocaleString('en-US')} | 100k within 2× of 1k | ${mark(last.writeP50 <= 2 * first.writeP50)} |`,
    `| \`--state\`: longest stall of another request during writes and a compaction | whole-state \`JSON.stringify\` on every write | ${stalls}; the mock's event loop held up at most ${loops} | a few ms | ${mark(added <= 5)} (persistence adds at most ${fmt(Math.max(0, added))} ms) |`,
  ];
}

function httpLines(figures: SpeedFigures): string[] {
  const lines: string[] = [];
  const goals: [Operation, string, string, number][] = [
    ['recall', 'POST /v1/recall, 1k atoms, engine direct vs bare node:http', '0.20× (autocannon)', 0.5],
    [
      'events',
      'GET /api/v1/events?limit=100&severity=Danger, same method',
      '0.66× (autocannon), 0.31× (wrk)',
      0.7,
    ],
  ];
  for (const [operation, title, now, target] of goals) {
    const measured = figures.ceiling.map(({ generator, http }) => {
      const { engine, bare } = engineVsBare(http, operation);
      return {
        generator,
        text: `${generator}: ${ratio(engine, bare)} (${fmt(engine)} vs ${fmt(bare)} req/s)`,
        met: engine / bare >= target,
      };
    });
    lines.push(
      `| ${title} | ${now} | ${measured.map((m) => m.text).join('; ')} | ≥ ${target}× with both generators | ${mark(measured.length > 1 && measured.every((m) => m.met))} |`,
    );
  }
  return lines;
}

/**
 * The table of the speed-and-scale targets: each figure of the issue, as measured in this run,
 * as a ratio where the target is one.
 */
export function speedTargetsTable(figures: SpeedFigures): string[] {
  return [
    '| Figure | Before (issue) | This run | Target | |',
    '|---|---|---|---|---|',
    startLine(figures),
    ...stateLines(figures),
    ...httpLines(figures),
  ];
}

/** The `--state` series in full. */
export function stateTable(rows: StateRow[]): string[] {
  return [
    '| Atoms | Snapshot | Start (load + replay) | Write p50 | Write p99 | Longest stall of another request | Event loop delay max / p99 | Compaction ran | Same writes without `--state`: longest stall / event loop max / write p50 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const w = r.withoutState;
      const bare = w
        ? `${fmt(w.maxStall)} ms / ${fmt(w.eventLoopMaxMs)} ms / ${fmt(w.writeP50)} ms`
        : 'not measured';
      return `| ${r.atoms.toLocaleString('en-US')} | ${fmt(r.snapshotBytes / 1_048_576)} MiB | ${seconds(r.startMs)} | ${fmt(r.writeP50)} ms | ${fmt(r.writeP99)} ms | ${fmt(r.maxStall)} ms (p50 ${fmt(r.probeP50)} ms, ${r.probes} requests) | ${fmt(r.eventLoopMaxMs)} / ${fmt(r.eventLoopP99Ms)} ms | ${r.compacted ? 'yes' : 'no'} | ${bare} |`;
    }),
  ];
}
