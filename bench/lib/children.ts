import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A server running in a child process of the benchmark. */
export interface ChildServer {
  /** The first stdout line that matched `ready`, with its capture groups. */
  match: RegExpExecArray;
  pid: number;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the child has exited. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

// The bench must never leave a server behind, even when it fails half-way.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns `command args` and resolves once a stdout line matches `ready`; rejects with the child's
 * last output if it exits first or takes longer than `timeoutMs` (Prism needs seconds to start).
 * @example await startChild(process.execPath, ['bench/servers/bare-server.mjs', '{}'], /^listening (\S+)/)
 */
export function startChild(
  command: string,
  args: readonly string[],
  ready: RegExp | { probe: () => Promise<boolean> },
  timeoutMs = 120_000,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  // A server found by probing prints nothing we need; its output (Prism at info level logs every
  // request) goes to /dev/null rather than through this process, which shares the cores.
  const probing = !(ready instanceof RegExp);
  const child = spawn(command, args, {
    stdio: ['ignore', probing ? 'ignore' : 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const recent: string[] = [];
  const keep = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
  };
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', keep);
  return new Promise((resolve, reject) => {
    let done = false;
    const fail = (why: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ').slice(0, 200)}: ${why}\n${recent.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`not ready within ${timeoutMs / 1000}s`), timeoutMs);
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before it was ready`));
    const succeed = (match: RegExpExecArray) => {
      done = true;
      clearTimeout(timer);
      resolve({
        match,
        pid: child.pid ?? -1,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(force);
        },
      });
    };
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (line) => {
        keep(line);
        const match = done || !(ready instanceof RegExp) ? null : ready.exec(line);
        if (match) succeed(match);
      });
    }
    if (!(ready instanceof RegExp)) {
      // A server that prints nothing when quiet (Prism below info level): ask until it answers.
      const poll = async () => {
        while (!done) {
          if (await ready.probe().catch(() => false)) return succeed(/^/.exec('') as RegExpExecArray);
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      void poll();
    }
  });
}

/** A TCP port that was free a moment ago, for servers that cannot report the port they chose. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
