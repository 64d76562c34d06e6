import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onOutputLines, prismNodeFlags, stopChild } from '../child-process.js';
import { packageRoot } from '../package-root.js';

/**
 * One Prism process for every `prism proxy` of this process. Loading Prism's modules is nearly all
 * of its start-up; two mocks in two Prism processes pay it twice on the same cores, one host pays
 * it once and then starts each proxy in a fraction of a second. Each proxy is created with Prism's
 * own `createSingleProcessPrism`, with the options `prism proxy DOC URL -v warn` parses to, so it
 * behaves as the CLI does (minus the CLI's file watcher).
 *
 * The host is `host/host.cjs`, with what it changes in Prism and in Node beside it, each a checked
 * JavaScript module of its own (CommonJS, as Prism is): the modules a proxy never uses load on
 * first use only (`host/defer-modules.cjs`, which more than halves the load), Prism's violations
 * header is kept a valid header (`host/header-safe-violations.cjs`), and three steps of a proxy's
 * start that the kit does not need are spared (`host/prism-changes.cjs`), each only on a Prism of
 * the peer range the package declares, as the host says in one line otherwise.
 *
 * Like the single-Prism watchdog, the host exits as soon as its stdin (a pipe from us) closes,
 * which the kernel does however we die, so Prism can never be orphaned. The IPC channel carries
 * only our start and stop messages and their replies (HTTP requests reach each proxy on its own
 * port); stdout and stderr carry Prism's own log lines.
 */

/**
 * The path of one of the host's own modules (`host/NAME`), beside this file in the source and in
 * the build alike, for the host and for scripts that load Prism as the host does.
 * @example require(hostModule('prism-changes.cjs'))
 */
export function hostModule(name: string): string {
  return fileURLToPath(new URL(`./host/${name}`, import.meta.url));
}

/** The Prism versions the host's changes were written for: the peer range the package declares. */
export function prismRange(root = packageRoot): string {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
    };
    return manifest.peerDependencies?.['@stoplight/prism-cli'] ?? '';
  } catch {
    return '';
  }
}

interface Reply {
  id: number;
  url?: string;
  stopped?: boolean;
  error?: string;
}

/** The running host, shared by every proxy of this process. */
interface Host {
  child: ChildProcess;
  exited: Promise<void>;
  /** When it was spawned (performance.now()), and whether a proxy has started in it since. */
  spawnedAt: number;
  loaded: boolean;
  /** Proxies started and not yet stopped; the host stops with the last. */
  users: number;
  /** Prism's recent output, for error messages. */
  recent: string[];
  /** Where Prism's errors go: the log of the first proxy still running. */
  logs: ((line: string) => void)[];
  call(message: Record<string, unknown>, timeoutMs: number): Promise<Reply>;
}

let shared: Host | null = null;

/**
 * Prism's `createServer.js` (`entry`), and the module the host loads (`module`): that file, or this
 * checkout's bundle of it when there is one made from that very file and the package-lock.json as
 * it is now (scripts/prism-bundle.mjs, built with the checkout's build; never shipped): the same
 * code from one file, which loads about 0.15 s sooner.
 */
function createServerModule(): { entry: string; module: string } {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@stoplight/prism-cli/dist/util/createServer.js');
  return { entry, module: bundledPrism(entry) ?? entry };
}

/**
 * The bundle of `entry` in `root`/.cache/prism-host/, if it is current (see createServerModule).
 * @example bundledPrism(require.resolve('@stoplight/prism-cli/dist/util/createServer.js')) // '/repo/.cache/prism-host/createServer.js'
 */
export function bundledPrism(entry: string, root = packageRoot): string | undefined {
  const dir = join(root, '.cache', 'prism-host');
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    const { size, mtimeMs } = statSync(join(root, 'package-lock.json'));
    const file = join(dir, String(manifest.file));
    if (manifest.entry === entry && manifest.lock === `${size}:${mtimeMs}` && existsSync(file)) return file;
  } catch {
    // No bundle (a package user, or a checkout not built since Prism was installed).
  }
  return undefined;
}

/**
 * Whether the host keeps this process alive. Only while a proxy runs or starts: a host started
 * ahead (see preloadPrism) must not hold open a process that ends without using it; it exits when
 * we do, since its stdin closes.
 */
function holdOpen(child: ChildProcess, hold: boolean): void {
  type Handle = { ref?(): void; unref?(): void } | null | undefined;
  for (const handle of [child, child.channel, child.stdin, child.stdout, child.stderr] as Handle[]) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

function startHost(): Host {
  const { entry, module } = createServerModule();
  const child = spawn(
    process.execPath,
    [...prismNodeFlags, hostModule('host.cjs'), module, entry, prismRange()],
    {
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (reply: Reply) => void>();
  let next = 1;
  const host: Host = {
    child,
    exited,
    spawnedAt: performance.now(),
    loaded: false,
    users: 0,
    recent: [],
    logs: [],
    call(message, timeoutMs) {
      const id = next++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`Prism did not answer within ${timeoutMs / 1000}s`));
        }, timeoutMs);
        pending.set(id, (reply) => {
          clearTimeout(timer);
          resolve(reply);
        });
        child.send({ ...message, id }, (error) => error && pending.get(id)?.({ id, error: error.message }));
      });
    },
  };
  child.on('message', (reply: Reply) => pending.get(reply.id)?.(reply));
  onOutputLines(child, (line, stream) => {
    host.recent.push(line);
    if (host.recent.length > 30) host.recent.shift();
    // Per-request logs are noise: violations come to us in sl-violations. Errors are not.
    if (stream === 'stderr' || /\bfatal\b/.test(line)) host.logs[0]?.(`prism: ${line}`);
  });
  child.once('error', () => {});
  void exited.then(() => {
    if (shared === host) shared = null;
    for (const resolve of pending.values())
      resolve({ id: 0, error: `Prism exited (code ${child.exitCode})` });
    if (host.users > 0) host.logs[0]?.('prism: exited unexpectedly');
  });
  holdOpen(child, false);
  return host;
}

/** Stops the host process (stdin closed, SIGTERM, SIGKILL after 5 s). */
async function stopHost(host: Host): Promise<void> {
  if (shared === host) shared = null;
  await stopChild(host.child, host.exited);
}

/**
 * Starts the shared Prism host now, so that Prism loads its modules while the caller still loads
 * and builds its engines; the first proxy then starts in the loaded host. Until a proxy starts, the
 * host does not keep this process alive (a command that fails or ends first just exits).
 * @example preloadPrism(); const mock = await startMock({ api: 'memory', port: 0 })
 */
export function preloadPrism(): void {
  try {
    shared ??= startHost();
  } catch {
    // Prism is not installed (an optional peer): the proxy's own start reports that.
  }
}

/**
 * Stops the host started ahead by {@link preloadPrism}, if no proxy has started in it: `npm start`
 * spawns it before its freshness check, and a stale build's host must not serve the new build.
 * @example await cancelPreload()
 */
export async function cancelPreload(): Promise<void> {
  if (shared !== null && shared.users === 0) await stopHost(shared);
}

/** A proxy running in the shared host. */
export interface HostedProxy {
  url: string;
  pid: number;
  /**
   * When Prism began to start this proxy (performance.now()): the host's spawn if the host was
   * still loading when the proxy was asked for (started ahead by preloadPrism), else the request.
   */
  startedAt: number;
  exited: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `prism proxy document upstream` in the shared host (starting the host if need be) and
 * resolves once it listens.
 * @example const proxy = await startHostedProxy({ document, upstream, host: '127.0.0.1', port: 0, timeoutMs: 60_000, log })
 */
export async function startHostedProxy(options: {
  document: string;
  upstream: string;
  host: string;
  port: number;
  timeoutMs: number;
  log: (line: string) => void;
}): Promise<HostedProxy> {
  const host = shared ?? startHost();
  shared = host;
  if (host.users++ === 0) holdOpen(host.child, true);
  host.logs.push(options.log);
  const leave = async () => {
    host.users--;
    host.logs.splice(host.logs.indexOf(options.log), 1);
    if (host.users === 0) await stopHost(host);
  };
  const startedAt = host.loaded ? performance.now() : host.spawnedAt;
  const { document, upstream, port } = options;
  const reply = await host
    .call({ kind: 'start', document, upstream, host: options.host, port }, options.timeoutMs)
    .catch((error: Error) => ({ id: 0, error: error.message }) as Reply);
  if (!reply.url) {
    await leave();
    throw new Error(
      `Prism could not start: ${reply.error}\nPrism's last output:\n${host.recent.join('\n') || '(none)'}`,
    );
  }
  let markExited = () => {};
  const exited = new Promise<void>((resolve) => {
    markExited = resolve;
  });
  void host.exited.then(markExited);
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= host
      .call({ kind: 'stop', server: reply.id }, 5_000)
      .catch(() => undefined)
      .then(leave)
      .then(markExited);
    return stopped;
  };
  host.loaded = true;
  return { url: reply.url, pid: host.child.pid ?? -1, startedAt, exited, stop };
}
