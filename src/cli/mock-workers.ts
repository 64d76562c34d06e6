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
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(0));
    for (let i = 0; i < count; i++) cluster.fork();
  });
}

/** Whether this process prints the banner: a single process does, and of several workers the first. */
export function printsBanner(): boolean {
  return !cluster.isWorker || cluster.worker?.id === 1;
}
