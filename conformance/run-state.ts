import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import {
  createMemoryClient,
  createReleasesClient,
  type MemoryAuthScheme,
  type MemoryClient,
  type ReleasesClient,
} from '../src/client/index.js';
import { withBackoff } from './http/backoff.js';
import { createNodeTransport } from './http/node-transport.js';
import { createRecorder, type Recorder } from './http/recorder.js';
import { createSend, type Send } from './http/send.js';
import { rateLimitWaits } from './http/waiting.js';
import type { ResolvedOptions } from './options.js';
import { headersOf } from './parse-options.js';
import { findOperation, operationsOf } from './schema/operations.js';

/** Credentials for a memory client other than the run's own. `undefined` leaves a header out. */
export interface MemoryCredentials {
  apiKey?: string | undefined;
  workspaceId?: string | undefined;
  auth?: MemoryAuthScheme;
}

/** What every check of one run shares: options, the recording fetch, clients and cached data. */
export interface RunState {
  options: ResolvedOptions;
  recorder: Recorder;
  send: Send;
  /** A memory client on the shared fetch; defaults to the run's key and workspace, Bearer. */
  memoryClient(credentials?: MemoryCredentials): MemoryClient;
  releases: ReleasesClient;
  /** Data several checks read (a full page walk), fetched once. */
  memo: Map<string, Promise<unknown>>;
  /** The check running now; the recorder stamps it on each exchange. */
  current: { checkId: string | undefined };
  /** Destroys the run's sockets; a run's last step, so nothing of it keeps the process alive. */
  close(): void;
}

function secretsOf(options: ResolvedOptions): Map<string, string> {
  const secrets = new Map<string, string>();
  if (!options.redactSecrets) return secrets;
  if (options.apiKey) secrets.set(options.apiKey, 'CONFORMANCE_API_KEY');
  if (options.blockedApiKey) secrets.set(options.blockedApiKey, 'CONFORMANCE_BLOCKED_API_KEY');
  for (const [name, value] of Object.entries(headersOf(options.headers))) {
    secrets.set(value, `CONFORMANCE_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`);
  }
  return secrets;
}

/** The transport's TLS settings: a `ca` file's certificates are trusted besides the system's. */
function tlsOf(options: ResolvedOptions) {
  const ca = options.ca ? [...rootCertificates, readFileSync(options.ca, 'utf8')].join('\n') : undefined;
  return { ca, insecure: options.insecure };
}

/** Flags that make a curl line reach the same deployment the same way. */
function curlFlagsOf(options: ResolvedOptions): string[] {
  return [
    ...(options.ca ? [`--cacert '${options.ca.replaceAll("'", `'\\''`)}'`] : []),
    ...(options.insecure ? ['-k'] : []),
  ];
}

/**
 * Creates the shared state of one run. Its clock starts now: `maxDurationMs` counts from here.
 * @example const state = createRunState(resolveOptions({ api: 'releases', baseUrl }));
 */
export function createRunState(options: ResolvedOptions): RunState {
  const current: RunState['current'] = { checkId: undefined };
  const deadline = Date.now() + options.maxDurationMs;
  const transport = options.fetch ? undefined : createNodeTransport(tlsOf(options));
  const operations = operationsOf(options.api);
  const base = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  const recorder = createRecorder({
    fetch: options.fetch ?? (transport as NonNullable<typeof transport>).fetch,
    routeOf: (method, url) => {
      const { pathname } = new URL(url);
      const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
      const operation = findOperation(operations, method, `http://route${path}`);
      return operation ? `${method} ${operation.path}` : undefined;
    },
    timeoutMs: options.timeoutMs,
    maxRequests: options.maxRequests,
    deadline,
    secrets: secretsOf(options),
    headers: headersOf(options.headers),
    curlFlags: curlFlagsOf(options),
    currentCheck: () => current.checkId,
    onWait: options.onWait,
    signal: options.signal,
  });
  // One back-off for clients and raw sends alike; the clients' own retry is off so it is not doubled.
  const onWait = rateLimitWaits(options.onWait, recorder.route, () => current.checkId);
  const backedOff = withBackoff(recorder.fetch, { deadline, onWait, signal: options.signal });
  const shared = { baseUrl: options.baseUrl, fetch: backedOff, retry: false as const };
  const defaultMemory =
    options.api === 'memory' ? createMemoryClient({ ...shared, ...ownCredentials(options) }) : undefined;
  return {
    options,
    recorder,
    send: createSend(options.baseUrl, recorder, backedOff),
    memoryClient: (credentials) =>
      credentials || !defaultMemory ? createMemoryClient({ ...shared, ...credentials }) : defaultMemory,
    releases: createReleasesClient(shared),
    memo: new Map(),
    current,
    close: () => transport?.close(),
  };
}

function ownCredentials(options: ResolvedOptions): MemoryCredentials {
  return { apiKey: options.apiKey, workspaceId: options.workspace, auth: 'bearer' };
}
