/** Replicas of the memory mock on one test Redis, started through the built CLI as a user would. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cli, runCli } from '../server/cli-helpers.js';

/** A tenants file in a temporary directory of its own, and the way to remove that directory. */
export interface TenantsFile {
  path: string;
  /** Removes the file's directory (call it in afterAll, or onTestFinished inside a test). */
  remove(): Promise<void>;
}

/**
 * Tenants with a key for any workspace, so each scenario counts in a rate budget of its own.
 * @example const tenants = tenantsFile(); afterAll(tenants.remove); ['--tenants', tenants.path]
 */
export function tenantsFile(): TenantsFile {
  const dir = mkdtempSync(join(tmpdir(), 'ck-tenants-'));
  const path = join(dir, 'tenants.json');
  const key = { workspaces: ['*'], denied_workspaces: [], billing: 'active' };
  writeFileSync(path, JSON.stringify({ keys: { ck_test_key: key }, pricing_models: {} }));
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
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

/**
 * A fetch that sends each request to the next of `bases` in turn, counting them by host in `sent`:
 * a suite that names one base URL then speaks to every replica.
 */
export function alternating(bases: string[], sent: Map<string, number>): typeof fetch {
  let next = 0;
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const base = new URL(bases[next++ % bases.length] as string);
    url.protocol = base.protocol;
    url.host = base.host;
    sent.set(base.host, (sent.get(base.host) ?? 0) + 1);
    return fetch(new Request(url, request));
  };
}
