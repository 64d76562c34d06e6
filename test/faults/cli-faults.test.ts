/**
 * The CLI against servers that fail on the wire, spawned as a user runs it: every run ends with the
 * right exit code, and the process is gone well within its bound, whatever the target does.
 */
import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, test } from 'vitest';
import { memoryEngine } from '../conformance/engines.js';
import { serveEngine } from '../conformance/serve-engine.js';
import { type FaultName, serveFault, withFault } from './fault-servers.js';
import { ensureBuilt, memoryFlags, runCli } from './run-cli.js';

const timeout = ['--timeout', '2000'];
/** The process must be gone within this long of starting (the bound against a hung target). */
const boundMs = 60_000;

beforeAll(() => ensureBuilt(), 180_000);

interface Report {
  unjudgeable?: { problem: string; message: string };
  results: { id: string; status: string; failure?: { received: string; curl?: string } }[];
}

describe.concurrent('every route faulty: not judged (exit 3), process gone in time', {
  timeout: 100_000,
}, () => {
  // Each accepts the connection: "no-answer", never "unreachable", with what was seen and what to try.
  const noAnswer: [FaultName, RegExp][] = [
    ['hang', /accepted the connection but sent nothing in 2 s \(timeout\)\. Next: .*--timeout.*--header/],
    ['headersThenSilence', /answered 200, then stopped after 0 bytes of the body: nothing more in 2 s/],
    ['slowDrip', /answered 200, then stopped after \d+ bytes of the body: nothing more in 2 s/],
    ['shortBody', /answered 200, then stopped after 11 bytes of the 100 .*\(truncated\)\. Next: /],
    ['reset', /accepted the connection, then closed it without an answer.*\(reset\)\. Next: /],
    ['pausedMidStream', /answered 200, then stopped after 14 bytes of the body: nothing more in 2 s/],
  ];
  test.for(noAnswer)('%s', async ([fault, words]) => {
    const served = await serveFault(fault);
    try {
      const run = await runCli([
        'conformance',
        'memory',
        '--base-url',
        served.url,
        ...memoryFlags,
        ...timeout,
      ]);
      expect(run.signal).toBeNull();
      expect(run.stderr).toMatch(/could not judge .* \(no-answer\): the server was reached/);
      expect(run.stderr).toMatch(words);
      expect(run.stderr).not.toMatch(/unreachable|cannot reach/);
      expect(run.code).toBe(3);
      expect(run.ms).toBeLessThan(boundMs);
    } finally {
      await served.close();
    }
  });

  test('a static server answering 501 HTML everywhere is named in one line', async () => {
    const served = await serveFault('html501');
    try {
      const run = await runCli([
        'conformance',
        'memory',
        '--base-url',
        served.url,
        ...memoryFlags,
        ...timeout,
      ]);
      expect(run.code).toBe(3);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/\(not-this-api\).*501 text\/html \(server: SimpleHTTP\/0\.6 Python\/3\.12\)/);
      expect(run.ms).toBeLessThan(boundMs);
    } finally {
      await served.close();
    }
  });
});

describe.concurrent('the API answers, parts of it do not: judged (exit 1), never "unreachable"', {
  timeout: 100_000,
}, () => {
  const route = (method: string, path: string) => (request: IncomingMessage) =>
    request.method === method && (request.url ?? '').split('?')[0] === path;

  test.for([
    [
      'reset',
      'POST',
      '/v1/recall',
      /POST \/v1\/recall: accepted the connection, then closed it without an answer.*\(reset\)/,
    ],
    [
      'hang',
      'POST',
      '/v1/recall',
      /POST \/v1\/recall: accepted the connection but sent nothing in 2 s \(timeout\)/,
    ],
    [
      'shortBody',
      'POST',
      '/v1/atoms',
      /POST \/v1\/atoms: answered 200, then stopped after 11 bytes of the 100 .*\(truncated\)/,
    ],
    [
      'headersThenSilence',
      'POST',
      '/v1/feedback',
      /POST \/v1\/feedback: answered 200, then stopped after 0 bytes of the body: nothing more in 2 s \(timeout\)/,
    ],
    ['html200', 'POST', '/v1/atoms', /POST \/v1\/atoms: 200 text\/html .*\(not JSON\)/],
  ] as const)('%s on %s %s', async ([fault, method, path, named]) => {
    // An engine per run: concurrent runs on one workspace would see each other's atoms.
    const engine = await serveEngine(memoryEngine());
    const served = await withFault(engine.url, fault, route(method, path));
    try {
      const run = await runCli([
        ...['conformance', 'memory', '--base-url', served.url, ...memoryFlags, ...timeout],
        ...['--reporter', 'json', '--output', '-'],
      ]);
      expect(run.signal).toBeNull();
      const report = JSON.parse(run.stdout) as Report;
      expect(report.unjudgeable).toBeUndefined();
      // A route that does not answer blocks the checks resting on it; one that answers wrongly fails them.
      const notPassed = report.results.filter(
        (result) => result.status === 'failed' || result.status === 'blocked',
      );
      const named_ = notPassed.filter((result) => named.test(result.failure?.received ?? ''));
      expect(named_.length).toBeGreaterThan(0);
      expect(named_[0]?.failure?.curl).toMatch(new RegExp(`^curl .*${path}`));
      // The rest of the API is judged: checks answered by other routes end for reasons of their own.
      const judged = report.results.filter(
        (result) => result.status !== 'skipped' && !result.failure?.received.includes(`${method} ${path}`),
      );
      expect(judged.length).toBeGreaterThan(2);
      expect(run.code).toBe(1);
      expect(run.ms).toBeLessThan(boundMs);
    } finally {
      await served.close();
      await engine.close();
    }
  });

  test('500 JSON on every route is this API, broken: every check fails, exit 1', async () => {
    const served = await serveFault('json500');
    try {
      const run = await runCli([
        'conformance',
        'memory',
        '--base-url',
        served.url,
        ...memoryFlags,
        ...timeout,
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(/could not judge/);
      expect(run.ms).toBeLessThan(boundMs);
    } finally {
      await served.close();
    }
  });
});

describe.concurrent('at the default --timeout, gone within 60 s of starting', { timeout: 100_000 }, () => {
  test('a target that never answers', async () => {
    const served = await serveFault('hang');
    try {
      const run = await runCli(['conformance', 'memory', '--base-url', served.url, ...memoryFlags]);
      expect(run.signal).toBeNull();
      expect(run.code).toBe(3);
      expect(run.ms).toBeLessThan(boundMs);
    } finally {
      await served.close();
    }
  });

  test('a target that passes the preflight, then never answers again', async () => {
    const engine = await serveEngine(memoryEngine());
    let seen = 0;
    const served = await withFault(engine.url, 'hang', () => ++seen > 3);
    try {
      const run = await runCli([
        ...['conformance', 'memory', '--base-url', served.url, ...memoryFlags],
        ...['--reporter', 'json', '--output', '-'],
      ]);
      expect(run.signal).toBeNull();
      const report = JSON.parse(run.stdout) as Report;
      expect(report.unjudgeable).toBeUndefined();
      expect(
        report.results.some((result) =>
          /accepted the connection but sent nothing in 10 s \(timeout\)/.test(result.failure?.received ?? ''),
        ),
      ).toBe(true);
      expect(run.code).toBe(1);
      expect(run.ms).toBeLessThan(boundMs);
    } finally {
      await served.close();
      await engine.close();
    }
  });
});
