/**
 * Benchmark groups 1 and 2: throughput and latency over HTTP, every server in a child process of
 * its own, one load generator, all measured in one run so the ratios compare like with like.
 *
 * Group 1: the engine served directly (`startMock({ direct: true })`) against bare node:http
 * answering the very bytes the engine answered (the ceiling) and against `prism mock`.
 * Group 2: the Prism-validated mock (`startMock()`: front -> Prism -> engine) against `prism proxy`
 * in front of the same bare server, started with the same `startPrism` the product uses; plus
 * Prism in front of the engine without our front, to split the cost.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openapiPath } from '../src/server/package-root.js';
import { startPrism } from '../src/server/prism/prism.js';
import { benchHeaders } from './lib/bench-tenant.mjs';
import { type ChildServer, freePort, startChild } from './lib/children.js';
import type { LoadGenerator, LoadResult, LoadSettings, LoadTarget } from './lib/load.js';

/** The two benchmarked operations. */
export type Operation = 'recall' | 'events';

/** One measured arm of a group. */
export interface HttpRow {
  group: 1 | 2;
  operation: Operation;
  arm: string;
  /** Bytes of one response body of this arm (Prism's mock answers its small example). */
  responseBytes: number;
  command: string;
  /** The median round by req/s (with an even count, the mean of the middle two). */
  result: LoadResult;
  /** Each round's own figures, in order. */
  runs: LoadResult[];
}

/** The median round by req/s: one round disturbed by outside load does not move it. */
function medianOf(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  if (sorted.length % 2 === 1) return sorted[(sorted.length - 1) / 2] as LoadResult;
  const [a, b] = [sorted[sorted.length / 2 - 1], sorted[sorted.length / 2]] as [LoadResult, LoadResult];
  return {
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    requests: a.requests + b.requests,
    failures: a.failures + b.failures,
  };
}

/** The fixed recall query: a natural question; after stopwords, four terms of mixed frequency. */
export const recallQuery = 'when does the customer want the weekly report';
export const eventsPath = '/api/v1/events?limit=100&severity=Danger';

const tsx = ['--import', 'tsx'];
const root = join(dirname(new URL(import.meta.url).pathname), '..');

function prismBin(): { bin: string; version: string } {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: { prism: string };
    version: string;
  };
  return { bin: join(dirname(manifestPath), manifest.bin.prism), version: manifest.version };
}

/** Prism's version, for the report. */
export const prismVersion = (): string => prismBin().version;

/** Where the servers' code comes from: the build in dist/ (plain node), or src/ through tsx. */
export interface ServerSource {
  fromSource: boolean;
  /** A JSON file with the contents of the 1,000 atoms of the memory anchor. */
  atomsFile: string;
  /** Another build's dist/src/server/index.js to serve instead (bench/ceiling.ts compares builds). */
  serverModule?: string;
}

/** `startMock` in a child: direct or Prism-validated, memory with a 1,000-atom anchor. */
export async function startMockChild(
  source: ServerSource,
  api: 'memory' | 'releases',
  direct: boolean,
  nodeArgs: string[] = [],
) {
  const plan = JSON.stringify({ api, direct, atomsFile: source.atomsFile });
  const loader = source.fromSource ? tsx : [];
  const module = source.serverModule ?? (source.fromSource ? join(root, 'src/server/index.ts') : undefined);
  const env: Record<string, string> = module === undefined ? {} : { CK_BENCH_SERVER_MODULE: module };
  const child = await startChild(
    process.execPath,
    [...nodeArgs, ...loader, join(root, 'bench/servers/mock-server.mjs'), plan],
    /^ready (.*)$/,
    120_000,
    env,
  );
  const info = JSON.parse(child.match[1] as string) as { url: string; anchorId?: string };
  return { child, url: info.url, anchorId: info.anchorId };
}

/** `prism mock <document>` at a log level; quiet levels print no URL, so we choose the port. */
async function startPrismMock(
  api: 'memory' | 'releases',
  level: 'warn' | 'info',
): Promise<{ child: ChildServer; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [prismBin().bin, 'mock', openapiPath(api), '-p', String(port), '-h', '127.0.0.1', '-v', level];
  const probe = async () => (await fetch(`${url}/__probe`)).status > 0;
  return { child: await startChild(process.execPath, args, { probe }), url };
}

export function targetsFor(
  memoryUrl: string,
  releasesUrl: string,
  anchorId: string,
): Record<Operation, LoadTarget> {
  return {
    recall: {
      url: `${memoryUrl}/v1/recall`,
      method: 'POST',
      headers: benchHeaders,
      body: JSON.stringify({ anchor_id: anchorId, query: recallQuery }),
    },
    events: { url: `${releasesUrl}${eventsPath}`, method: 'GET' },
  };
}

/** One answer to `target`: its body and headers (what the bare server then sends as it is). */
export async function responseOf(
  target: LoadTarget,
): Promise<{ body: string; headers: Record<string, string> }> {
  const response = await fetch(target.url, {
    method: target.method,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`${target.method} ${target.url} answered ${response.status}: ${body.slice(0, 300)}`);
  return { body, headers: Object.fromEntries(response.headers) };
}

const bodyOf = async (target: LoadTarget): Promise<string> => (await responseOf(target)).body;

/** Rounds of each group: Prism's figures swing more from run to run, so group 2 gets more. */
export interface Rounds {
  group1: number;
  group2: number;
}

/** A server the bench started, and how to stop it. */
type Stop = () => Promise<void>;

/**
 * Runs groups 1 and 2 (or those in `groups`), one operation at a time: only that operation's
 * servers are up while it is measured, so idle Prism processes of the other API take nothing
 * from the two cores.
 */
export async function runHttpGroups(
  source: ServerSource,
  generator: LoadGenerator,
  settings: LoadSettings,
  rounds: Rounds,
  log: (line: string) => void,
  groups: readonly (1 | 2)[] = [1, 2],
): Promise<HttpRow[]> {
  const rows: HttpRow[] = [];
  /**
   * Measures the arms of one group and operation in interleaved rounds (A B C, A B C), so a burst
   * of outside load on the shared machine hits every arm alike instead of one.
   */
  const measure = async (group: 1 | 2, operation: Operation, arms: [string, LoadTarget][]) => {
    const runs = new Map<string, LoadResult[]>();
    const count = group === 1 ? rounds.group1 : rounds.group2;
    for (let round = 1; round <= count; round++) {
      for (const [arm, target] of arms) {
        log(`  group ${group} ${operation} round ${round}/${count}: ${arm} ...`);
        // A moment for the previous arm's server to finish what it deferred (GC, Prism's logs).
        await new Promise((resolve) => setTimeout(resolve, 500));
        const result = await generator.run(target, settings);
        log(
          `    ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, failures ${result.failures}`,
        );
        runs.set(arm, [...(runs.get(arm) ?? []), result]);
      }
    }
    for (const [arm, target] of arms) {
      const all = runs.get(arm) ?? [];
      const responseBytes = Buffer.byteLength(await bodyOf(target));
      const command = generator.describe(target, settings);
      rows.push({ group, operation, arm, responseBytes, command, result: medianOf(all), runs: all });
    }
  };
  for (const operation of ['recall', 'events'] as const) {
    const api = operation === 'recall' ? 'memory' : 'releases';
    const stops: Stop[] = [];
    const stopAll = async () => {
      for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
    };
    try {
      log(`group 1, ${operation}: starting the engine, bare node:http and prism mock ...`);
      const engine = await startMockChild(source, api, true);
      stops.push(engine.child.stop);
      const anchorId = engine.anchorId ?? '';
      const engineTarget = targetsFor(engine.url, engine.url, anchorId)[operation];
      const [method, path] = operation === 'recall' ? ['POST', '/v1/recall'] : ['GET', '/api/v1/events'];
      const bare = await startChild(
        process.execPath,
        [
          join(root, 'bench/servers/bare-server.mjs'),
          // The engine's own bytes and headers (CORS included), so both write the same answer.
          JSON.stringify({ [`${method} ${path}`]: await responseOf(engineTarget) }),
        ],
        /^listening (\S+)$/,
      );
      stops.push(bare.stop);
      const bareUrl = bare.match[1] as string;
      const quietMock = await startPrismMock(api, 'warn');
      const loudMock = await startPrismMock(api, 'info');
      stops.push(quietMock.child.stop, loudMock.child.stop);
      await measure(1, operation, [
        ['bare node:http (fixed bytes)', targetsFor(bareUrl, bareUrl, anchorId)[operation]],
        ['engine direct', engineTarget],
        ['prism mock -v warn', targetsFor(quietMock.url, quietMock.url, anchorId)[operation]],
        ['prism mock (default -v info)', targetsFor(loudMock.url, loudMock.url, anchorId)[operation]],
      ]);
      // The mocks are done; from here on only group 2's servers may use the cores.
      await Promise.all([quietMock.child.stop(), loudMock.child.stop()]);

      if (!groups.includes(2)) continue;
      log(`group 2, ${operation}: starting prism proxy twice and the Prism-validated mock ...`);
      const quiet = () => {};
      const [toBare, toEngine] = await Promise.all([
        // A process each, as the Prism-validated mock's own Prism is for this mock alone.
        startPrism({ document: openapiPath(api), upstream: bareUrl, log: quiet, shared: false }),
        startPrism({ document: openapiPath(api), upstream: engine.url, log: quiet, shared: false }),
      ]);
      stops.push(toBare.stop, toEngine.stop);
      const fronted = await startMockChild(source, api, false);
      stops.push(fronted.child.stop);
      await measure(2, operation, [
        ['prism proxy -> bare node:http', targetsFor(toBare.url, toBare.url, anchorId)[operation]],
        [
          'Prism-validated mock (front -> prism proxy -> engine)',
          targetsFor(fronted.url, fronted.url, fronted.anchorId ?? '')[operation],
        ],
        [
          'prism proxy -> engine direct (no front)',
          targetsFor(toEngine.url, toEngine.url, anchorId)[operation],
        ],
      ]);
    } finally {
      await stopAll();
    }
  }
  return rows;
}

/**
 * Profiles the engine served directly under the same load (`node --cpu-prof`), one operation at
 * a time, and returns where the profile was written.
 */
export async function profileEngine(
  source: ServerSource,
  generator: LoadGenerator,
  settings: LoadSettings,
  dir: string,
): Promise<Record<Operation, string>> {
  const out = {} as Record<Operation, string>;
  for (const operation of ['recall', 'events'] as const) {
    const profileDir = join(dir, operation);
    const api = operation === 'recall' ? 'memory' : 'releases';
    const server = await startMockChild(source, api, true, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    try {
      const targets = targetsFor(server.url, server.url, server.anchorId ?? '');
      await generator.run(targets[operation], settings);
    } finally {
      // A clean exit (SIGTERM -> close -> exit) is what makes node write the profile.
      await server.child.stop();
    }
    out[operation] = profileDir;
  }
  return out;
}
