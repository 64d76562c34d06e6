import cluster from 'node:cluster';
import type { RunningMock } from '../server/index.js';
import { importPeer, peers } from '../server/optional-peer.js';
import { packageVersion } from '../server/package-root.js';
import { preloadPrism } from '../server/prism/prism-host.js';
import { prismProblem } from '../server/prism/prism-support.js';
import { controlTokenVariable, type MockPlan, planMocks, startsPrism } from './args-mock.js';
import { describeReady, describeStarting, describeUsage, describeValidating } from './banner.js';
import { formatExchange } from './exchange-line.js';
import { printsBanner, runWorkers, stopWithPrimary, workerLine } from './mock-workers.js';

/** Help text of `contract-kit mock`. */
export const mockUsage = `Usage: contract-kit mock [memory|releases|all] [options]

Serves stateful mocks of the APIs. Default: both, memory on 4010 and releases on 4011, each with
Prism in front validating every request and response against its OpenAPI document.

Options:
  --direct              serve the engines without Prism (faster; CORS on; no validation)
  --serve-before-prism  while Prism starts, let the engines answer unvalidated instead of 503;
                        each such answer has header x-contract-kit-validation: pending
  --port N              port of a single mock (memory or releases); 0 picks a free port
  --memory-port N       port of the memory mock (default 4010)
  --releases-port N     port of the releases mock (default 4011)
  --host HOST           interface to listen on (default 127.0.0.1)
  --latency MS          add MS milliseconds to every response (also: header Prefer: delay=MS)
  --state FILE          keep state in FILE across restarts (journal fsynced before each answer);
                        with "all" it applies to the memory mock only
  --redis URL           keep the state in Redis (e.g. redis://127.0.0.1:6379/0): every mock
                        started with the same URL answers as one (replicas); not with --state
  --workers N           serve through N processes on this host (node:cluster); needs --redis
  --examples            start with exactly the objects the documents' examples name, with their
                        ids (memory: anchors, atoms, recall sessions and end user in ws_main;
                        releases: source 1 and event 1042), for example-driven tools such as
                        Specmatic or Dredd; reset returns to them; not with --fixtures,
                        --releases-data, --state or --redis
memory:
  --tenants FILE        tenants fixture (keys, workspaces, policy, billing, pricing models)
  --seed N              deterministic ids and scores, for snapshot tests; not with --redis
  --rate-limit N/WIN    requests per key+workspace, e.g. 100/10s or 5/1s; "off" disables it
  --fixtures FILE       start from these anchors and atoms (JSON, see docs/frontend.md "Prepared state");
                        POST /__control/reset returns to them; not with --state or --redis
releases:
  --releases-data FILE  dataset to serve instead of the bundled one (validated)
front-end tools:
  --verbose, -v         print one line per request (method, path, status, operation, time,
                        the override or fault that applied)
  --control-token T     require header x-control-token: T on /__control/ (or set
                        CONTRACT_KIT_CONTROL_TOKEN, which is never printed); with a --host beyond
                        loopback a token is generated and printed when none is given
  --allowed-host NAME   also answer requests for Host NAME (repeatable): a container's service
                        name, a team host; .example.test allows its subdomains. localhost,
                        *.localhost and IP addresses are always answered; any other Host gets 403
  --control-origin O    let pages on origin O call /__control/ (repeatable), e.g.
                        http://localhost:5173; other pages get 403 (see SECURITY.md)
  --cors-origin O       let pages on origin O call the API (repeatable); pages on localhost,
                        *.localhost, 127.0.0.1 and [::1], any port, always may

Stop with Ctrl-C (SIGINT) or SIGTERM; every child process stops with it.

Exit codes: 0 stopped by a signal, 1 a mock failed to start or stopped on an error, 2 usage error,
a file that cannot be loaded, or a missing optional dependency (Prism, @redis/client), named with
the command that installs it.`;

/**
 * Starts every planned mock at once (so their Prism proxies start in parallel, in the one Prism host) and reports each
 * the moment it answers; if one fails, stops the ones already running.
 */
async function startAll(
  plan: MockPlan,
  onReady: (mock: RunningMock, index: number) => void,
): Promise<RunningMock[]> {
  // Loaded here rather than at the top, so that Prism's host is already loading meanwhile.
  const { startMock } = await import('../server/index.js');
  const start = (options: MockPlan['mocks'][number], index: number) =>
    startMock(options).then((mock) => {
      onReady(mock, index);
      return mock;
    });
  // node:cluster gives a worker's listen on port 0 the port of the same listen, by order, in the
  // first worker: workers start their mocks one after the other, so each gets the same ports.
  const results = cluster.isWorker
    ? await inSequence(plan.mocks, start)
    : await Promise.allSettled(plan.mocks.map(start));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const running = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (failure === undefined) return running;
  await Promise.all(running.map((mock) => mock.close()));
  const error = failure.reason as NodeJS.ErrnoException;
  // Prism is an optional peer dependency: a consumer who installs only the types, client and msw
  // handlers does not get it (see README "A slim install").
  if (error.code === 'MODULE_NOT_FOUND' && /@stoplight\/prism-cli/.test(error.message)) {
    throw new Error(prismProblem() ?? error.message);
  }
  if (error.code === 'EADDRINUSE') {
    throw new Error(
      `${error.message}: is another mock running? Choose another port with --port or --<api>-port`,
    );
  }
  throw error;
}

/** Runs `task` on each item, one after the other, settling like Promise.allSettled. */
async function inSequence<T, R>(
  items: T[],
  task: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  for (const [index, item] of items.entries()) {
    results.push(
      await task(item, index).then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      ),
    );
  }
  return results;
}

/**
 * Resolves with the exit code once a stop signal arrived (0) or Prism could not start behind a
 * mock that was already answering (`prismFailed`, 1), and everything has stopped.
 */
function runUntilSignal(mocks: RunningMock[], prismFailed: Promise<Error>): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    const stopAll = (code: number) =>
      Promise.all(mocks.map((mock) => mock.close())).then(
        () => resolve(code),
        (error: unknown) => {
          console.error(`contract-kit: stopping failed: ${(error as Error).message}`);
          resolve(1);
        },
      );
    const stop = (why: string) => {
      // A second Ctrl-C means "now": Prism's watchdog sees our stdin pipe close and exits too.
      if (stopping) process.exit(130);
      stopping = true;
      clearInterval(orphaned);
      // A worker is stopped by its primary, which says so once for all of them; one whose primary
      // is gone says so itself (stopWithPrimary).
      if (!cluster.isWorker) console.error(`\n${why}: stopping the mocks...`);
      void stopAll(0);
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
    // `npx contract-kit mock` and `npm start` run us under `sh -c`; a SIGTERM to npm (a CI step's
    // timeout, a process manager) ends that shell, and Debian's sh does not pass it on: the mocks
    // would run on, holding their ports. So they stop when their parent process is gone.
    const parent = process.ppid;
    const orphaned = setInterval(() => {
      if (process.ppid !== parent) stop('parent process gone');
    }, 500);
    orphaned.unref();
    void prismFailed.then((error) => {
      if (stopping) return;
      stopping = true;
      console.error(`contract-kit: ${error.message}\nStopping the mocks: they cannot be validated.`);
      void stopAll(1);
    });
  });
}

/**
 * `contract-kit mock`: starts the mocks, prints where they are, runs until Ctrl-C or SIGTERM.
 * @returns the exit code: 0 after a clean stop, 2 for usage errors and unloadable files
 */
export async function runMockCommand(argv: string[]): Promise<number> {
  // Prism takes longest to start: it loads while the fixtures and engines load and build. A Prism
  // that is missing, or too new for this Node, is named with what to install, before anything starts.
  // The primary of --workers serves nothing itself: its workers start their own Prism.
  const primary = cluster.isPrimary && argv.some((arg) => /^--workers(=|$)/.test(arg));
  if (startsPrism(argv) && !primary) {
    const problem = prismProblem();
    if (problem !== undefined) {
      console.error(`contract-kit: ${problem}`);
      return 2;
    }
    preloadPrism();
  }
  const plan = await planMocks(argv);
  if (plan.help) {
    console.log(mockUsage);
    return 0;
  }
  // The Redis client is an optional peer: without it, one line naming the install, before the banner.
  if (plan.mocks.some((options) => options.redis !== undefined))
    await importPeer(() => import('../server/redis/connection.js'), peers.redis);
  if (plan.workers !== undefined && cluster.isPrimary) return runWorkers(plan);
  // Of several workers the first prints the banner; every one reports what goes wrong.
  const print = printsBanner() ? (line: string) => console.log(line) : () => {};
  print(
    describeStarting(
      packageVersion(),
      plan.mocks.every((options) => !options.direct),
      plan.mocks.some((options) => options.serveBeforePrism),
    ),
  );
  const describe = (options: MockPlan['mocks'][number], url: string) => ({
    api: options.api,
    url,
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
    ...(plan.examples ? { examples: true } : {}),
  });
  // Each worker reports what goes wrong for itself (Redis lost, a 500), naming itself.
  if (cluster.isWorker) {
    stopWithPrimary();
    for (const options of plan.mocks) options.log = (line) => console.error(workerLine(line));
  }
  if (plan.verbose) {
    for (const options of plan.mocks) {
      options.onExchange = (summary) => console.log(formatExchange(options.api, summary));
    }
  }
  let reportFailure: (error: Error) => void = () => {};
  const prismFailed = new Promise<Error>((resolve) => {
    reportFailure = resolve;
  });
  // A StateFileError (exit 2) or a failure to listen propagates to main, which reports it.
  const mocks = await startAll(plan, (mock, index) => {
    const options = plan.mocks[index] as MockPlan['mocks'][number];
    const timing = {
      sinceStartMs: performance.now(),
      ...(mock.prismMs === undefined ? {} : { prismMs: mock.prismMs }),
      ...(mock.prismReady ? { pending: true } : {}),
    };
    print(describeReady(describe(options, mock.url), timing));
    mock.prismReady?.then(
      (prismMs) =>
        print(describeValidating(describe(options, mock.url), { sinceStartMs: performance.now(), prismMs })),
      reportFailure,
    );
  });
  const described = plan.mocks.map((options, i) => describe(options, mocks[i]?.url ?? ''));
  print(
    describeUsage({
      version: packageVersion(),
      validated: mocks.every((mock) => mock.validated),
      serveBeforePrism: plan.mocks.some((options) => options.serveBeforePrism),
      mocks: described,
      ...(plan.tenants ? { tenants: plan.tenants } : {}),
      ...(plan.mocks[0] ? { access: plan.mocks[0] } : {}),
    }),
  );
  if (plan.control) {
    const { source, token } = plan.control;
    print(
      source === 'environment'
        ? `/__control/ requires the header x-control-token: the token in ${controlTokenVariable}`
        : `/__control/ requires the header x-control-token: ${token} (${source === 'generated' ? 'generated, since the mocks listen beyond loopback' : 'from --control-token'})`,
    );
  }
  // The console of each mock (src/console); beyond loopback its address carries the token once,
  // which the mock exchanges for an HttpOnly cookie and drops from the address bar.
  for (const [i, mock] of mocks.entries()) {
    const env = plan.control?.source === 'environment';
    const token = plan.control && !env ? `?token=${encodeURIComponent(plan.control.token)}` : '';
    const note = env ? ` (add ?token= and the token in ${controlTokenVariable})` : '';
    print(`Console: ${mock.url}/__console/${token}${note}  (${plan.mocks[i]?.api})`);
  }
  const code = await runUntilSignal(mocks, prismFailed);
  // A worker's channel to its primary would keep it alive once everything else has stopped.
  if (cluster.isWorker) cluster.worker?.disconnect();
  return code;
}
