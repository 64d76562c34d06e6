import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { onOutputLines, prismNodeFlags, stopChild } from '../child-process.js';
import { hostModule, startHostedProxy } from './prism-host.js';

/** Options of {@link startPrism}. */
export interface PrismOptions {
  /** Path of the OpenAPI document Prism validates against. */
  document: string;
  /**
   * `proxy` (default) validates traffic to `upstream`; `mock` serves the document's examples with no
   * state, for checking the documents themselves.
   */
  mode?: 'proxy' | 'mock';
  /** Base URL of the engine Prism forwards to, e.g. `http://127.0.0.1:41234` (proxy mode). */
  upstream?: string;
  host?: string;
  /** 0 (the default) lets the system pick; the real port is read from Prism's own output. */
  port?: number;
  /** How long to wait for "Prism is listening". Prism takes seconds to start, more on a busy CI machine. */
  startTimeoutMs?: number;
  /** Where Prism's errors and an unexpected exit are reported. */
  log?: (line: string) => void;
  /**
   * Proxy mode: run in the one Prism process this process shares between its proxies (default
   * true; see prism-host.ts), or in a process of its own (`false`, as benchmarks compare).
   */
  shared?: boolean;
}

/** A running Prism child. */
export interface PrismProcess {
  url: string;
  pid: number;
  /**
   * When Prism began to start (performance.now()), if earlier than the call: a shared host started
   * ahead (see preloadPrism) began loading then.
   */
  startedAt?: number;
  /** Resolves when the child has exited, for whatever reason. */
  exited: Promise<void>;
  /** Stops Prism and resolves once the child has exited. */
  stop(): Promise<void>;
}

function prismBin(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: { prism: string } };
  return join(dirname(manifestPath), manifest.bin.prism);
}

/**
 * Starts `prism proxy <document> <upstream>` (without `--errors`, so it forwards every request and
 * reports violations in the `sl-violations` header), or `prism mock <document>`, and resolves once
 * it listens.
 *
 * Two ways to run Prism, on purpose: a proxy runs in the one shared host of this process
 * (prism-host.ts: Prism's modules load once for every mock), while `prism mock` and a proxy with
 * `shared: false` (benchmarks compare the two) run the Prism CLI itself in a process of its own,
 * which is also the reference the host's proxies must behave like. Both stop and read output
 * alike (child-process.ts).
 * @example const prism = await startPrism({ document: openapiPath('memory'), upstream: engineUrl })
 */
export function startPrism(options: PrismOptions): Promise<PrismProcess> {
  const log = options.log ?? ((line: string) => console.error(line));
  // Default log level on purpose: at `-v warn` Prism never prints "Prism is listening on URL", and
  // that line is how we learn the port it chose for `-p 0`. Its per-request lines are dropped below.
  const mode = options.mode ?? 'proxy';
  if (mode === 'proxy' && !options.upstream) throw new Error('startPrism: proxy mode needs an upstream');
  if (mode === 'proxy' && options.shared !== false) {
    return startHostedProxy({
      document: options.document,
      upstream: options.upstream as string,
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      timeoutMs: options.startTimeoutMs ?? 60_000,
      log,
    });
  }
  const args =
    mode === 'proxy' ? ['proxy', options.document, options.upstream as string] : ['mock', options.document];
  args.push('-p', String(options.port ?? 0), '-h', options.host ?? '127.0.0.1');
  // Detached: Ctrl-C in a terminal reaches only us, and we stop Prism in order.
  // In a watchdog (host/watchdog.cjs): Prism exits with us, however we die.
  const child = spawn(
    process.execPath,
    [...prismNodeFlags, hostModule('watchdog.cjs'), prismBin(), ...args],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return waitUntilListening(child, options.startTimeoutMs ?? 60_000, log).then((url) => ({
    url,
    pid: child.pid ?? -1,
    exited,
    stop: () => stopChild(child, exited),
  }));
}

/** Resolves with Prism's URL from its "Prism is listening on URL" line; rejects with its last output. */
function waitUntilListening(
  child: ChildProcess,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<string> {
  const recent: string[] = [];
  let ready = false;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${message}\nPrism's last output:\n${recent.join('\n') || '(none)'}`));
    };
    const timer = setTimeout(() => fail(`Prism did not start within ${timeoutMs / 1000}s`), timeoutMs);
    onOutputLines(child, (line, stream) => {
      if (ready) {
        // Per-request logs are noise: violations come to us in sl-violations. Errors are not.
        if (stream === 'stderr' || /\bfatal\b/.test(line)) log(`prism: ${line}`);
        return;
      }
      recent.push(line);
      if (recent.length > 30) recent.shift();
      const match = /Prism is listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('error', (error) => fail(`Prism could not be started: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (!ready) fail(`Prism exited (${signal ?? `code ${code}`}) before it was listening`);
      // Only `prism mock` and unshared proxies run here (startMock's run in the host, prism-host.ts).
      // What follows is the caller's, told through `exited`: a supervisor (prism-supervisor.ts)
      // starts Prism again while its front answers 503; without one, Prism's port is simply closed.
      else if (!child.killed) log(`prism: exited unexpectedly (${signal ?? `code ${code}`})`);
    });
  });
}
