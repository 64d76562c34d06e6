import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, test } from 'vitest';
import type { ConformanceOptions } from '../../conformance/options.js';
import { createRun, runConformance } from '../../conformance/run-conformance.js';
import type { CheckResult } from '../../conformance/vocabulary.js';
import { createMcpServer } from '../../src/mcp/create-server.js';
import { createMockRegistry } from '../../src/mcp/mock-registry.js';
import { releasesRun } from './engines.js';
import { type SlowServer, startSlowServer } from './slow-server.js';

const runEntry = fileURLToPath(new URL('./cancelled-run-entry.ts', import.meta.url));
const cliEntry = fileURLToPath(new URL('../traffic/cli-entry.ts', import.meta.url));

/** How long a held request waits for its answer: far beyond what a cancelled run may take to stop. */
const holdMs = 1_500;
/** The most a cancel may take to settle the run: a few event-loop turns on loopback, with room for a busy machine. */
const promptMs = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `promise` settled with within `ms`, or `'still running'`. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => error,
    ),
    sleep(ms).then(() => 'still running'),
  ]);
}

/**
 * After the cancel has settled: the held request's connection was closed by the run before its
 * answer, and no request arrives while the held one would have been answered and the run gone on.
 */
async function expectStoppedSending(server: SlowServer, requests: number): Promise<void> {
  expect(await settledWithin(server.abandoned, promptMs), 'the request in flight was aborted').toBe(
    'resolved',
  );
  await sleep(holdMs + 500);
  expect(server.count(), 'requests after the cancel').toBe(requests);
}

/**
 * A releases run against `server` with a signal of its own; `extra` adds options, and may use the
 * controller (to abort from `onResult`).
 */
function cancellableRun(
  server: SlowServer,
  extra: (controller: AbortController) => Partial<ConformanceOptions> = () => ({}),
) {
  const controller = new AbortController();
  const run = runConformance({
    ...releasesRun,
    baseUrl: server.url,
    signal: controller.signal,
    ...extra(controller),
  });
  return { controller, run };
}

describe('a cancelled run stops sending to the deployment', () => {
  test('[CONF-CANCEL-INFLIGHT] runConformance rejects with the reason at once, the request in flight aborted, and sends nothing more', async () => {
    const server = await startSlowServer({ holdFrom: 4, holdMs });
    try {
      const results: CheckResult[] = [];
      const { controller, run } = cancellableRun(server, () => ({
        timeoutMs: 10_000,
        onResult: (result) => results.push(result),
      }));
      await server.held;
      const reported = results.length;
      const abortedAt = performance.now();
      controller.abort();
      expect(await settledWithin(run, promptMs)).toBe(controller.signal.reason);
      expect(performance.now() - abortedAt).toBeLessThan(promptMs);
      await expectStoppedSending(server, 4);
      // The check the cancel cut short has no verdict: no result after the abort.
      expect(results).toHaveLength(reported);
    } finally {
      await server.close();
    }
  });

  test('[CONF-CANCEL-BETWEEN] a run aborted between checks starts no other, and one aborted before it starts sends nothing', async () => {
    const server = await startSlowServer({ holdFrom: Number.POSITIVE_INFINITY, holdMs: 0 });
    try {
      const results: CheckResult[] = [];
      const { run } = cancellableRun(server, (controller) => ({
        onResult: (result) => {
          results.push(result);
          if (results.length === 2) controller.abort(new Error('enough'));
        },
      }));
      await expect(run).rejects.toThrow('enough');
      expect(results).toHaveLength(2);
      const sent = server.count();
      await sleep(300);
      expect(server.count()).toBe(sent);

      const before = server.count();
      const aborted = AbortSignal.abort(new Error('not today'));
      await expect(runConformance({ ...releasesRun, baseUrl: server.url, signal: aborted })).rejects.toThrow(
        'not today',
      );
      expect(server.count()).toBe(before);
    } finally {
      await server.close();
    }
  });

  test('[CONF-CANCEL-PREFLIGHT] a run cancelled during the preflight sends no second probe after it', async () => {
    // The preflight asks a second route when the first does not answer: a cancel must not read as
    // "no answer" there.
    const server = await startSlowServer({ holdFrom: 1, holdMs });
    try {
      const { controller, run } = cancellableRun(server, () => ({ timeoutMs: 10_000 }));
      await server.held;
      controller.abort();
      expect(await settledWithin(run, promptMs)).toBe(controller.signal.reason);
      await expectStoppedSending(server, 1);
    } finally {
      await server.close();
    }
  });

  test('[CONF-CANCEL-RUN-STEP] the steps of createRun honour the signal too: the check in flight ends at once and sends no more', async () => {
    const server = await startSlowServer({ holdFrom: 4, holdMs });
    const controller = new AbortController();
    const run = createRun({
      ...releasesRun,
      baseUrl: server.url,
      timeoutMs: 10_000,
      signal: controller.signal,
    });
    try {
      expect(await run.preflight()).toBeUndefined();
      const checks = (async () => {
        for (const entry of run.planned) await run.check(entry);
      })();
      await server.held;
      const sent = server.count();
      controller.abort();
      expect(await settledWithin(server.abandoned, promptMs), 'the request in flight was aborted').toBe(
        'resolved',
      );
      // The step API never throws: the loop goes on, but every later check is refused before it sends.
      expect(await settledWithin(checks, 2_000)).toBe('resolved');
      expect(server.count()).toBe(sent);
    } finally {
      run.close();
      await server.close();
    }
  });

  test.for([
    ['mid-request', 'held'],
    ['while the back-off waits out a 429', 'rate-limited'],
    ["while a check sits through a 429's Retry-After", 'retry-after'],
  ] as const)(
    '[CONF-CANCEL-HANDLES] a process whose run was cancelled %s exits by itself: no socket or timer is left',
    { timeout: 30_000 },
    async ([, mode]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', runEntry, mode], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let printedAt = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk;
        printedAt ||= performance.now();
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      // The entry holds requests, sets deadlines of 60 s or asks for waits of 10 to 30 s: an exit
      // well before that is the run's own.
      const outcome = await settledWithin(exited, 20_000);
      if (outcome === 'still running') child.kill('SIGKILL');
      expect(outcome, `stdout: ${stdout}\nstderr: ${stderr}`).toBe('resolved');
      expect(await exited, stderr).toBe(0);
      expect(performance.now() - printedAt, 'from its last line to its exit').toBeLessThan(2_000);
      const seen = JSON.parse(stdout.trim());
      expect(seen).toMatchObject({
        settled: 'rejected with the reason',
        requestsLater: seen.requestsAtSettle,
      });
      expect(seen.settledMs).toBeLessThan(promptMs);
    },
  );
});

describe('a cancelled run_conformance call stops the run', () => {
  test('[MCP-CONFORMANCE-CANCEL] a client that cancels the call (notifications/cancelled) stops the requests to the deployment', async () => {
    const server = await startSlowServer({ holdFrom: 4, holdMs });
    const registry = createMockRegistry();
    const client = new Client({ name: 'cancellation-test', version: '1.0.0' });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(registry).connect(serverSide);
    await client.connect(clientSide);
    try {
      const controller = new AbortController();
      const call = client.callTool(
        { name: 'run_conformance', arguments: { api: 'releases', baseUrl: server.url, timeoutMs: 10_000 } },
        undefined,
        { signal: controller.signal, timeout: 60_000 },
      );
      const settled = settledWithin(call, 5_000);
      await server.held;
      controller.abort(new Error('the user pressed stop'));
      // The client gives up at once whatever the server does; what matters is the deployment's side.
      expect(await settled).toBeInstanceOf(Error);
      await expectStoppedSending(server, 4);
      // The server goes on serving this client after the cancelled call.
      const listed = await client.callTool({ name: 'list_mocks', arguments: {} });
      expect(listed.isError).toBeFalsy();
    } finally {
      await client.close();
      await registry.closeAll();
      await server.close();
    }
  });
});

describe('contract-kit conformance and Ctrl-C', () => {
  test('[CONF-CANCEL-SIGINT] SIGINT stops the run, says so, sends nothing more and exits 130', async () => {
    const server = await startSlowServer({ holdFrom: 4, holdMs });
    try {
      const args = [
        'conformance',
        'releases',
        '--base-url',
        server.url,
        '--level',
        'kit',
        '--timeout',
        '10000',
      ];
      // The flags alone decide the run: no CONFORMANCE_* variable of the shell adds a file reporter.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !name.startsWith('CONFORMANCE_')),
      );
      const child = spawn(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env,
      });
      let stderr = '';
      child.stdout.resume();
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        child.on('exit', (code, signal) => resolve({ code, signal })),
      );
      await server.held;
      const interruptedAt = performance.now();
      child.kill('SIGINT');
      const outcome = await Promise.race([exited, sleep(5_000).then(() => 'still running')]);
      if (outcome === 'still running') child.kill('SIGKILL');
      expect(outcome, stderr).toEqual({ code: 130, signal: null });
      expect(performance.now() - interruptedAt).toBeLessThan(2_000);
      expect(stderr).toMatch(/interrupted \(SIGINT\): the run stopped before its end; no report was written/);
      await expectStoppedSending(server, 4);
    } finally {
      await server.close();
    }
  }, 30_000);
});
