import cluster, { type Worker } from 'node:cluster';
import type { MockPlan } from './args-mock.js';

/** Replacements allowed per minute before a crashing worker stops the whole mock. */
const maxRestartsPerMinute = 10;

/**
 * `contract-kit mock --workers N` in the primary process: checks Redis once (so an unreachable
 * Redis is one line, not one per worker), then forks N workers that run the same command. They
 * share the listening ports (node:cluster hands connections round-robin) and the state (Redis), so
 * any worker answers as any other would. A worker that dies while serving is replaced, and catches
 * up from the log like any replica; one that dies before it listens stops them all.
 * @returns the exit code: 0 after a stop signal, else the failed worker's
 */
export async function runWorkers(plan: MockPlan): Promise<number> {
  const count = plan.workers ?? 1;
  const url = plan.mocks.find((options) => options.redis !== undefined)?.redis as string;
  const { connectRedis } = await import('../server/redis/connection.js');
  await (await connectRedis(url, { log: () => {} })).close();
  console.log(`contract-kit: ${count} workers (node:cluster) share the ports and the state in Redis`);
  return new Promise((resolve) => {
    let stopping = false;
    let code = 0;
    let restarts: number[] = [];
    const listening = new WeakSet<Worker>();
    const stopAll = (exitCode: number) => {
      if (stopping) return;
      stopping = true;
      code = exitCode;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) resolve(code);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    };
    cluster.on('listening', (worker) => listening.add(worker));
    cluster.on('exit', (worker, exitCode, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(code);
        return;
      }
      const how = signal ?? `exit code ${exitCode}`;
      const now = Date.now();
      restarts = restarts.filter((t) => now - t < 60_000);
      if (!listening.has(worker) || restarts.length >= maxRestartsPerMinute) {
        console.error(`contract-kit: worker ${worker.process.pid} stopped (${how}); stopping the mock`);
        stopAll(exitCode || 1);
        return;
      }
      restarts.push(now);
      console.error(`contract-kit: worker ${worker.process.pid} stopped (${how}); starting another`);
      cluster.fork();
    });
    // Ctrl-C reaches the workers too (one process group); they stop without a line each, and this
    // one says it once, as a single process does.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.on(signal, () => {
        if (!stopping) console.error(`\n${signal}: stopping the workers...`);
        stopAll(0);
      });
    for (let i = 0; i < count; i++) cluster.fork();
  });
}

/** Whether this process prints the banner: a single process does, and of several workers the first. */
export function printsBanner(): boolean {
  return !cluster.isWorker || cluster.worker?.id === 1;
}

/**
 * In a worker: when the primary is gone (killed, say), Node ends the worker as soon as their channel
 * closes; this says so in one line, and a worker still starting, whose request for the shared port
 * then fails with EPIPE, ends the same way instead of with an unhandled 'error' stack.
 */
export function stopWithPrimary(): void {
  const worker = cluster.worker;
  if (worker === undefined) return;
  let said = false;
  const gone = () => {
    if (said || worker.exitedAfterDisconnect) return;
    said = true;
    console.error(workerLine('contract-kit: the primary process is gone; this worker stops too'));
  };
  worker.on('disconnect', gone);
  worker.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_IPC_CHANNEL_CLOSED') throw error;
    gone();
    process.exit(1);
  });
}

/**
 * What a process reports on stderr: a worker names itself by the pid the primary's lines use
 * (`worker 4242 stopped ...`), since each worker reports its own Redis lost and back.
 * @example workerLine('contract-kit: Redis at redis://127.0.0.1:6379/0 is back') // in worker 4242: 'contract-kit: worker 4242: Redis at ... is back'
 */
export function workerLine(line: string): string {
  if (!cluster.isWorker) return line;
  const tag = `worker ${process.pid}: `;
  return line.startsWith('contract-kit: ') ? `contract-kit: ${tag}${line.slice(14)}` : `${tag}${line}`;
}
