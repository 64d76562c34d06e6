import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './children.js';

/** A redis-server of the benchmark's own. */
export interface BenchRedis {
  url: string;
  port: number;
  /** SIGKILL, and its directory removed. */
  stop(): void;
}

/**
 * Starts redis-server on a free loopback port in a fresh directory, with an append-only file
 * fsynced on every write (what replicas need so that nothing answered is lost) and no RDB saves;
 * `extra` lines are added to its configuration. Resolves once it answers PING.
 * @example const redis = await startBenchRedis(['auto-aof-rewrite-percentage 0']);
 */
export async function startBenchRedis(extra: readonly string[] = []): Promise<BenchRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ck-bench-redis-'));
  const conf = join(dir, 'redis.conf');
  const lines = [
    `port ${port}`,
    'bind 127.0.0.1',
    `dir ${dir}`,
    'appendonly yes',
    'appendfsync always',
    'save ""',
  ];
  writeFileSync(conf, `${[...lines, ...extra].join('\n')}\n`);
  const child = spawn('redis-server', [conf], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop() {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
