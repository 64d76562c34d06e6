import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { onOutputLines, prismNodeFlags, stopChild } from '../child-process.js';
import { packageRoot } from '../package-root.js';
import { deferModulesScript, prismDeferredModules } from './deferred-modules.js';

/**
 * One Prism process for every `prism proxy` of this process. Loading Prism's modules is nearly all
 * of its start-up; two mocks in two Prism processes pay it twice on the same cores, one host pays
 * it once and then starts each proxy in a fraction of a second. Each proxy is created with Prism's
 * own `createSingleProcessPrism`, with the options `prism proxy DOC URL -v warn` parses to, so it behaves
 * as the CLI does (minus the CLI's file watcher). The modules a proxy never uses load on first use
 * only (see deferred-modules.ts), which more than halves the load.
 *
 * Like the single-Prism watchdog, the host exits as soon as its stdin (a pipe from us) closes,
 * which the kernel does however we die, so Prism can never be orphaned. The IPC channel carries
 * only our start and stop messages and their replies (HTTP requests reach each proxy on its own
 * port); stdout and stderr carry Prism's own log lines.
 */
/**
 * Prism writes its violations as JSON into the \`sl-violations\` header, and that JSON quotes the
 * request: an unknown property named \`中\` puts a character in the header that HTTP cannot carry,
 * \`setHeader\` throws inside Prism's request handler, and the exception ends the whole process.
 * In the host every character outside printable ASCII is written as a JSON \`\\u\` escape instead:
 * the same JSON for any parser (the front's included), and always a valid header. Escaping can
 * make the value longer than the 8 KiB Prism keeps it under, so it is cut again at that size,
 * never inside an escape, and marked as Prism marks its own cut ("Too many violations!").
 */
export const headerSafeViolationsScript = `
{
  const { ServerResponse } = require('http');
  const setHeader = ServerResponse.prototype.setHeader;
  const limit = 8 * 1024 - 100;
  ServerResponse.prototype.setHeader = function (name, value) {
    if (typeof value === 'string' && String(name).toLowerCase() === 'sl-violations') {
      let safe = value.replace(/[^\\t\\x20-\\x7e]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
      if (safe.length > limit) {
        safe = safe.slice(0, limit).replace(/\\\\(u[0-9a-f]{0,3})?$/, '');
        if (!safe.startsWith('Too many violations! ')) safe = 'Too many violations! ' + safe;
      }
      value = safe;
    }
    return setHeader.call(this, name, value);
  };
}
`;

/**
 * JavaScript that turns on Node's compile cache for the modules this process loads from then on
 * (Node 22.1+; elsewhere it does nothing): V8's code for each module is kept on disk, keyed by the
 * module's content, and read back instead of compiled at the next start. The cache lives where
 * Node keeps it by default, \`NODE_COMPILE_CACHE\` or the OS temp folder, never in the package
 * (which may be read-only), and \`NODE_DISABLE_COMPILE_CACHE=1\` turns it off. A cache that
 * cannot be written is skipped by Node without an error.
 */
export const compileCacheScript = `
try { require('module').enableCompileCache?.(); } catch {}
`;

/**
 * `prismPart(name, load)`: a module of Prism's that the host changes, the bundle's own copy (which
 * scripts/prism-bundle.mjs exports by `name`) or, when Prism loads from its own files, `load()`.
 * A bundle made before it exported that module gives none: requiring Prism's file beside the
 * bundle would load a second copy of Prism, and change nothing the bundle runs. Needs `prism`
 * (the module the host loaded, `process.argv[1]`) and `prismRequire` (a require beside Prism's
 * `createServer.js`, `process.argv[2]`).
 */
export const prismPartScript = `
const prismPart = (name, load) => prism[name] ?? (process.argv[1] === process.argv[2] ? load() : undefined);
`;

/**
 * Once a proxy listens, Prism's CLI makes an example path of every operation (values for each path
 * and query parameter from json-schema-faker) for an info line each. At the host's warn level those
 * lines go nowhere, yet making them loads json-schema-faker, its ref parser and its YAML parser
 * (deferred until then: deferred-modules.ts) and runs it, after the proxy listens but before
 * Prism says it started: about 60 ms of every start. In the host, Prism's `createExamplePath`
 * answers "no example" at once, and Prism's CLI falls back, as it does for an operation it cannot
 * make an example of, to the operation's own path, in a line no one sees. Nothing else of Prism
 * calls it. Needs {@link prismPartScript}; a Prism without that module or function is left as it is.
 */
export const exampleFreeScript = `
try {
  const paths = prismPart('examplePaths', () => prismRequire('./paths'));
  if (typeof paths?.createExamplePath === 'function')
    paths.createExamplePath = () => ({ _tag: 'Left', left: new Error('no example paths in the host') });
} catch {}
`;

/**
 * Before each proxy starts, Prism's CLI dereferences the whole document a second time (with
 * json-schema-ref-parser, then takes the cycles out of the result) only to read one key at its
 * root, `x-json-schema-faker`, the options of its fake-data generator; then it resets the
 * generator and applies the CLI's own generator options. For a JSON document whose root has no
 * such key, the host hands that function an empty document instead: the same reset and options,
 * without the walk (about 50 ms of a start with the kit's two documents). Any other document
 * (YAML, or one that has the key) goes to Prism's function as it is. Needs {@link prismPartScript}.
 */
export const extensionsShortcutScript = `
try {
  const extensions = prismPart('extensions', () => prismRequire('../extensions'));
  const configure = extensions?.configureExtensionsUserProvided;
  if (typeof configure === 'function')
    extensions.configureExtensionsUserProvided = (document, options) => {
      let root;
      try {
        if (typeof document === 'string' && document.endsWith('.json')) root = JSON.parse(require('fs').readFileSync(document, 'utf8'));
      } catch {}
      const plain = root !== null && typeof root === 'object' && !Array.isArray(root) && !Object.hasOwn(root, 'x-json-schema-faker');
      return configure(plain ? {} : document, options);
    };
} catch {}
`;

/**
 * Prism's ajv checks every schema against the JSON Schema meta-schema before it compiles it, and
 * compiling the meta-schema itself (once per ajv instance Prism made) was most of the first
 * validated requests' cost: 35-40 ms of every start, on the path to the first answer. The host
 * only ever serves the kit's own two documents (src/server/index.ts), and the build compiles every
 * schema of those with ajv's meta-schema check on and in strict mode (scripts/render-validators.mjs;
 * `npm test` fails when that output is not current with the documents): so in the host that check
 * answers "valid" at once. Prism's ajv instances are made when Prism loads, so the method is
 * replaced on their class. Needs {@link prismPartScript}.
 */
export const metaSchemaCheckedScript = `
try {
  // The ajv Prism's validator requires: the copy beside prism-http.
  const core = prismPart('ajvCore', () => require('module').createRequire(prismRequire.resolve('@stoplight/prism-http'))('ajv/dist/core'));
  const Ajv = core?.default ?? core;
  if (typeof Ajv?.prototype?.validateSchema === 'function') Ajv.prototype.validateSchema = () => true;
} catch {}
`;

const hostScript = `
${compileCacheScript}
const quit = () => process.exit(0);
process.stdin.on('end', quit).on('error', quit).resume();
process.on('SIGTERM', quit);
process.on('SIGINT', quit);
process.on('disconnect', quit);
${deferModulesScript(prismDeferredModules)}
${headerSafeViolationsScript}
const net = require('net');
const prism = require(process.argv[1]);
const { createSingleProcessPrism } = prism;
// Prism stamps each log line with the local time, and the first stamp loads ICU's locale data:
// about 25 ms of the host's start, before either proxy listens. The kit's own lines carry no time.
// The logger is the one Prism's module required: the bundle exports it, else it is Prism's copy.
const prismRequire = require('module').createRequire(process.argv[2]);
(prism.signale ?? require(prismRequire.resolve('signale'))).config({ displayTimestamp: false });
${prismPartScript}
${exampleFreeScript}
${extensionsShortcutScript}
${metaSchemaCheckedScript}
const servers = new Map();
const freePort = (host) => new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, host, () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
});
process.on('message', async (m) => {
  try {
    if (m.kind === 'start') {
      const port = m.port || await freePort(m.host);
      // As \`prism proxy DOC URL -v warn\`: the host reports its port over IPC, not in Prism's
      // "listening" line, and Prism's info lines (each operation at start, several per request,
      // each formatted by its logger) went nowhere; warnings, errors and fatal ones still come.
      const server = await createSingleProcessPrism({
        cors: true, host: m.host, port, document: m.document, multiprocess: false,
        upstream: new URL(m.upstream), errors: false, validateRequest: true, verboseLevel: 'warn',
      });
      servers.set(m.id, server);
      process.send({ id: m.id, url: 'http://' + (m.host.includes(':') ? '[' + m.host + ']' : m.host) + ':' + port });
    } else {
      const server = servers.get(m.server);
      servers.delete(m.server);
      if (server) await server.close();
      process.send({ id: m.id, stopped: true });
    }
  } catch (error) {
    process.send({ id: m.id, error: String((error && error.message) || error) });
  }
});
`;

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
  const child = spawn(process.execPath, [...prismNodeFlags, '-e', hostScript, '--', module, entry], {
    stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
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
