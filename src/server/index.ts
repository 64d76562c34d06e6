import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from '../engine/engine.js';
import { applyMemoryFixture, type MemoryFixture } from '../engine/memory/fixture.js';
import type { RateLimit } from '../engine/memory/rate-limiter.js';
import { MemoryStore } from '../engine/memory/store.js';
import type { TenantsFixture } from '../engine/memory/tenants.js';
import { createMock, type MockOptions as EngineMockOptions } from '../engine/mock/create-mock.js';
import type { Layer, Mock, MockInner } from '../engine/mock/types.js';
import type { ReleasesData } from '../engine/releases/types.js';
import type { AccessPolicy } from './http/allowed-origins.js';
import { answerClientErrors } from './http/client-error.js';
import { resolveControlToken } from './http/control-token.js';
import { createFrontSecret } from './http/front-secret.js';
import { createNodeHandler } from './http/node-adapter.js';
import { nodeHttp } from './node-http.js';
import { importPeer, peers } from './optional-peer.js';
import { prismDocumentPath } from './package-root.js';
import { createFront } from './prism/front.js';
import { type PrismProcess, startPrism } from './prism/prism.js';
import { supervisePrism } from './prism/prism-supervisor.js';
import type { ViolationReport } from './prism/violations.js';
import type { SharedState } from './redis/share.js';
import { openStateFile } from './store/state-file.js';

/**
 * Options of {@link startMock}: a mock of one API served on a port. The mock's own pipeline
 * options that a served mock takes as they are (`latencyMs`, `onExchange`) are the engine's
 * ({@link EngineMockOptions}); the rest say what to serve and how. `contract-kit mock`'s flags and
 * `start_mock`'s fields reach them through src/options/mock-options.ts.
 */
export interface MockServerOptions extends Pick<EngineMockOptions, 'latencyMs' | 'onExchange'> {
  api: 'memory' | 'releases';
  /** Public port; 0 picks a free one (see `url` of the result). */
  port: number;
  host?: string;
  /** Serve the engine without Prism (with CORS), for speed; no contract validation. */
  direct?: boolean;
  /**
   * Until Prism listens, let the engine answer directly (as with `direct`) instead of 503; every
   * such answer carries `x-contract-kit-validation: pending`. The mock resolves once the engine
   * answers; `prismReady` says when validation began.
   */
  serveBeforePrism?: boolean;
  /** Memory only: the tenants fixture. Default: fixtures/tenants.json. */
  tenants?: TenantsFixture;
  /** Memory only: deterministic ids and scores. */
  seed?: number;
  /** Memory only: per key+workspace; `false` turns it off. */
  rateLimit?: RateLimit | false;
  /** Releases only: the dataset. Default: fixtures/releases.json. */
  releasesData?: ReleasesData;
  /** Load state from this file at start, and persist every change to it before answering. */
  stateFile?: string;
  /**
   * Keep the state of record in Redis at this URL (`redis://host:port/db`): every process started
   * with the same URL answers as one (see ARCHITECTURE.md). Not with `stateFile` or `seed`.
   */
  redis?: string;
  /** With `redis`: log length beyond which the state is snapshotted in Redis and the log trimmed (default 50,000). */
  redisCompactAfter?: number;
  /** Change log size after which `stateFile` is compacted into a new snapshot (default 8 MiB). */
  stateCompactAfterBytes?: number;
  /** Serve this engine instead of creating one from the options above (tests, custom setups). */
  engine?: Engine;
  /** How long to wait for Prism to start. */
  prismTimeoutMs?: number;
  /** Where violations, Prism errors and engine errors are reported. Default: console.error. */
  log?: (line: string) => void;
  /** Token `/__control/` requires; one is generated when `host` is beyond loopback and none is given. */
  controlToken?: string;
  /**
   * Host names answered besides `localhost`, `*.localhost`, IP literals and `host` itself
   * (`--allowed-host`; `.example.com` allows its subdomains); any other Host gets 403.
   */
  allowedHosts?: string[];
  /** Page origins that may call `/__control/` (`--control-origin`); the API's CORS allows them too. */
  controlOrigins?: string[];
  /** Page origins the API's CORS allows besides localhost ones (`--cors-origin`). */
  corsOrigins?: string[];
  /**
   * Memory only: prepared anchors, atoms, recall sessions and end users, loaded at start and after
   * every reset (not with `stateFile`).
   */
  memoryFixture?: MemoryFixture;
}

/** @deprecated The name {@link MockServerOptions} had before; the engine's `MockOptions` is `createMock`'s. */
export type MockOptions = MockServerOptions;

/** A running mock. */
export interface RunningMock {
  /** The public URL, with the real port. */
  url: string;
  /**
   * The mock behind the port: its `fetch` and `reset()` take the same path as a request on the
   * socket (through the shared log with `redis`, persisted with `stateFile`).
   */
  engine: Mock;
  /** Whether Prism validates every response (false with `direct`). */
  validated: boolean;
  /** How long Prism took to listen, in milliseconds (absent with `direct` and `serveBeforePrism`). */
  prismMs?: number;
  /**
   * With `serveBeforePrism`: resolves with how long Prism took to listen once it validates every
   * answer, or rejects if it could not start (the mock then answers 502 until closed).
   */
  prismReady?: Promise<number>;
  /**
   * Behind Prism: the loopback URLs of the engine's inner listener and of Prism (once it listens),
   * which answer only the front (403 to anyone without its secret; see front-secret.ts).
   */
  inner?: () => string[];
  /** Response violations Prism reported so far (always zero in direct mode). */
  violations(): ViolationReport;
  /** Stops the servers and Prism, and resolves once Prism's process has exited. */
  close(): Promise<void>;
  /** The token `/__control/` requires (see `controlToken`), and whether it was generated. */
  control?: { token: string; generated: boolean };
}

async function createEngine(
  options: MockServerOptions,
  onError: (error: unknown) => void,
  shared: SharedState | null,
): Promise<{ engine: Engine; store?: MemoryStore }> {
  if (options.engine) return { engine: options.engine };
  const common = { onError };
  if (options.api === 'releases') {
    const { createReleasesEngine } = await import('../engine/releases/create-releases-engine.js');
    const data =
      options.releasesData ?? (await import('../../fixtures/releases-data.js')).defaultReleasesData;
    return { engine: createReleasesEngine({ ...common, data }) };
  }
  const { createMemoryEngine } = await import('../engine/memory/create-memory-engine.js');
  const tenants = options.tenants ?? (await import('../../fixtures/default-tenants.js')).defaultTenants;
  const rate = options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit };
  // The store is ours, so that --state can log its changes and --redis can share them.
  const store = new MemoryStore();
  const engine = createMemoryEngine({
    ...common,
    ...rate,
    tenants,
    store,
    ...(shared ? { rateLimiter: shared.rateLimiter } : {}),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  return { engine, store };
}

/**
 * Listens on `port` (0: a free one). `exclusive` keeps the port this process's own under
 * `--workers`: node:cluster otherwise shares one socket among the workers, and a worker's Prism
 * would reach another worker's engine, which refuses its front's secret.
 */
function listen(listener: RequestListener, port: number, host: string, exclusive = false): Promise<Server> {
  const server = nodeHttp.createServer({ keepAliveTimeout: 5_000 }, listener);
  answerClientErrors(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function urlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  // Listening on every interface: print an address a browser on this machine can open.
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Kept-alive idle connections would hold close() open until they time out.
    server.closeAllConnections();
  });
}

/** Who may reach a mock by which names and from which pages (see src/server/http/request-guard.ts). */
function accessOf(options: MockServerOptions): AccessPolicy {
  // The name the user made it listen on is theirs (an IP literal is allowed anyway).
  const named = options.host === undefined ? [] : [options.host];
  return {
    allowedHosts: [...named, ...(options.allowedHosts ?? [])],
    controlOrigins: options.controlOrigins ?? [],
    corsOrigins: options.corsOrigins ?? [],
  };
}

/** The engine on a public port: `direct` mode, and the answers before Prism with `serveBeforePrism`. */
function directListener(
  mock: Mock,
  options: MockServerOptions,
  onError: (error: unknown) => void,
): RequestListener {
  const token = options.controlToken === undefined ? {} : { controlToken: options.controlToken };
  return createNodeHandler(mock, { onError, ...token, access: accessOf(options) });
}

/** client -> front (public port) -> Prism -> engine (internal port), see front.ts. */
async function serveValidated(
  mock: Mock,
  options: MockServerOptions,
  onError: (error: unknown) => void,
  log: (line: string) => void,
): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1';
  // Known to the front and the inner listener only: Prism's port and the engine's are useless without it.
  const frontSecret = createFrontSecret();
  let settle: { resolve(url: string): void; reject(error: unknown): void } = {
    resolve: () => {},
    reject: () => {},
  };
  const front = createFront({
    mock,
    prismUrl: new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    }),
    log,
    access: accessOf(options),
    frontSecret,
    ...(options.serveBeforePrism ? { beforePrism: directListener(mock, options, onError) } : {}),
    ...(options.controlToken === undefined ? {} : { controlToken: options.controlToken }),
  });
  // Take the public port first, so a port in use fails at once rather than after Prism's start.
  const server = await listen(front.listener, options.port, host);
  const inner = await listen(
    createNodeHandler(mock, { onError, trustForwarded: true, frontSecret }),
    0,
    '127.0.0.1',
    true,
  ).catch(async (error: unknown) => {
    await closeServer(server);
    throw error;
  });
  const prismStarted = performance.now();
  // Supervised: a Prism that exits is restarted, and the front answers 503 meanwhile.
  const supervised = supervisePrism(
    () =>
      startPrism({
        document: prismDocumentPath(options.api),
        upstream: urlOf(inner, '127.0.0.1'),
        log,
        ...(options.prismTimeoutMs === undefined ? {} : { startTimeoutMs: options.prismTimeoutMs }),
      }),
    {
      onDown: front.prismDown,
      onUp: (url) => {
        prismAt = url;
        front.prismUp(url);
      },
      log,
    },
  );
  const prism: Promise<PrismProcess> = supervised.first;
  let prismAt: string | undefined;
  prism.then((p) => {
    prismAt = p.url;
    settle.resolve(p.url);
  }, settle.reject);
  // From when Prism began to start: the host may have been started ahead (preloadPrism).
  const prismReady = prism.then(
    (p) => performance.now() - Math.min(p.startedAt ?? prismStarted, prismStarted),
  );
  const close = async () => {
    await closeServer(server);
    front.close();
    await supervised.stop();
    await closeServer(inner);
  };
  const running = {
    url: urlOf(server, host),
    engine: mock,
    validated: true,
    violations: front.violations,
    inner: () => [urlOf(inner, '127.0.0.1'), ...(prismAt === undefined ? [] : [prismAt])],
    close,
  };
  if (options.serveBeforePrism) {
    prismReady.catch((error: Error) =>
      log(`contract-kit: the ${options.api} mock answers 502 from now on: ${error.message}`),
    );
    return { ...running, prismReady };
  }
  try {
    return { ...running, prismMs: await prismReady };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Starts one API's stateful mock: by default Prism-validated (client -> front -> Prism -> engine,
 * see front.ts), or with `direct` the engine alone on the public port, with CORS.
 * @example const mock = await startMock({ api: 'memory', port: 0 }); await fetch(`${mock.url}/v1/anchors`)
 * @see ../../ARCHITECTURE.md#prism-in-front-of-the-engine "Prism's place"
 */
export async function startMock(options: MockServerOptions): Promise<RunningMock> {
  const log = options.log ?? ((line: string) => console.error(line));
  if (options.redis !== undefined && (options.stateFile !== undefined || options.seed !== undefined))
    throw new Error('redis excludes a state file and a seed: the state of record is in Redis');
  // Loaded only with --redis, so the embedded default never loads a Redis client.
  const shared =
    options.redis === undefined
      ? null
      : await (await loadRedisSharing()).shareThroughRedis(options.redis, options.api, log, {
          ...(options.redisCompactAfter === undefined ? {} : { compactAfter: options.redisCompactAfter }),
        });
  const { engine, store } = await createEngine(
    options,
    (error) => log(`contract-kit: unexpected error (500): ${(error as Error).stack ?? error}`),
    shared,
  );
  const onError = (error: unknown) => log(`contract-kit: ${(error as Error).message}`);
  const state =
    options.stateFile === undefined
      ? null
      : await openStateFile(engine, options.stateFile, {
          ...(store ? { store } : {}),
          ...(options.stateCompactAfterBytes ? { compactAfterBytes: options.stateCompactAfterBytes } : {}),
          onError,
        });
  if (options.memoryFixture !== undefined && state)
    throw new Error('a memory fixture and a state file exclude each other');
  const prepare =
    options.memoryFixture === undefined ? undefined : applyMemoryFixture(engine, options.memoryFixture);
  // The one request pipeline of this mock (create-mock.ts); every listener below only calls it.
  let share: ((inner: MockInner) => Layer) | undefined;
  if (state) share = () => state.layer;
  if (shared) share = (inner) => shared.attach(inner, store);
  const mock = createMock(engine, {
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
    ...(options.onExchange ? { onExchange: options.onExchange } : {}),
    ...(prepare ? { afterReset: prepare } : {}),
    ...(share ? { share } : {}),
  });
  const control = resolveControlToken(options.host ?? '127.0.0.1', options.controlToken);
  const served = { ...options, ...(control ? { controlToken: control.token } : {}) };
  const running = await (shared ? shared.caughtUp() : Promise.resolve())
    .then(() => serve(mock, served, onError, log))
    .catch(async (error: unknown) => {
      await state?.close();
      await shared?.close();
      throw error;
    });
  if (control) running.control = control;
  // Closing waits for the last writes and any compaction, so the files are complete afterwards.
  const after = shared ?? state;
  return after ? { ...running, close: () => running.close().then(() => after.close()) } : running;
}

/**
 * The Redis sharing code, loaded only with --redis. Its client, `@redis/client`, is an optional
 * peer dependency (most users never share state), so its absence is a sentence naming the install.
 */
function loadRedisSharing(): Promise<typeof import('./redis/share.js')> {
  return importPeer(() => import('./redis/share.js'), peers.redis);
}

async function serve(
  mock: Mock,
  options: MockServerOptions,
  onError: (error: unknown) => void,
  log: (line: string) => void,
): Promise<RunningMock> {
  if (!options.direct) return serveValidated(mock, options, onError, log);
  const host = options.host ?? '127.0.0.1';
  const server = await listen(directListener(mock, options, onError), options.port, host);
  const none = { count: 0, violations: [] };
  const close = () => closeServer(server);
  return { url: urlOf(server, host), engine: mock, validated: false, violations: () => none, close };
}
