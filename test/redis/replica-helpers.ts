/** Replicas of the memory mock on one test Redis, started through the built CLI as a user would. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cli, runCli } from '../server/cli-helpers.js';

/** Tenants with a key for any workspace, so each scenario counts in a rate budget of its own. */
export function tenantsFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ck-tenants-')), 'tenants.json');
  const key = { workspaces: ['*'], denied_workspaces: [], billing: 'active' };
  writeFileSync(file, JSON.stringify({ keys: { ck_test_key: key }, pricing_models: {} }));
  return file;
}

/** A running replica: its CLI and its base URL. */
export interface RunningReplica {
  cli: Cli;
  url: string;
}

/** Starts `contract-kit mock memory --direct --redis URL ...extra` and waits for its URL. */
export async function startReplica(redisUrl: string, extra: string[] = []): Promise<RunningReplica> {
  const cli = runCli(['mock', 'memory', '--direct', '--port', '0', '--redis', redisUrl, ...extra]);
  const [, url] = await cli.waitFor(/memory\s+(http:\/\/\S+)/, 30_000);
  return { cli, url: url as string };
}

/** Stops a replica with SIGTERM (or `signal`) and waits, bounded, for its exit. */
export async function stopReplica(
  replica: RunningReplica,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  replica.cli.child.kill(signal);
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000));
  await Promise.race([replica.cli.exited, timeout]);
  replica.cli.child.kill('SIGKILL');
}

/** One answer: status and parsed body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** POSTs JSON to a replica as ck_test_key in `workspace`; bounded by a timeout, never hangs. */
export async function post<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  workspace: string,
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer ck_test_key',
      'x-workspace-id': workspace,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** The recall answer's shape. */
export interface Recalled {
  items: { atom_id: string; content: string; score: number }[];
  session_id: string;
}
