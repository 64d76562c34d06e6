import { createServer, type RequestListener } from 'node:http';
import { describe, expect, test } from 'vitest';
import { exitCodeOf } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { memoryRun, releasesRun } from './engines.js';
import { listen } from './serve-engine.js';

type Handler = RequestListener;

/** Servers the preflight must name in one line, with the problem it reports. */
const servers: [string, Handler, RegExp, string][] = [
  ['hanging', () => {}, /unreachable/, 'no response within 300 ms'],
  [
    'non-JSON',
    (_request, reply) => {
      reply.writeHead(200, { 'content-type': 'text/html' });
      reply.end('<html><body>Down for maintenance</body></html>');
    },
    /not-this-api/,
    'text/html',
  ],
  ['connection-resetting', (request) => request.socket.destroy(), /unreachable/, '(reset)'],
  [
    'slow body',
    (_request, reply) => {
      reply.writeHead(200, { 'content-type': 'application/json' });
      reply.write('{"sources": [');
    },
    /unreachable/,
    'no response within 300 ms',
  ],
];

async function judge(api: 'memory' | 'releases', handler: Handler, extra: object = {}) {
  const served = await listen(createServer(handler));
  const started = Date.now();
  try {
    const base = api === 'memory' ? memoryRun : releasesRun;
    const report = await runConformance({ ...base, baseUrl: served.url, timeoutMs: 300, ...extra });
    return { report, ms: Date.now() - started };
  } finally {
    await served.close();
  }
}

const emptyPage = '{"sources":[],"events":[],"pagination":{"limit":50,"offset":0,"total":0}}';

describe.concurrent('a server that cannot be judged ends the run at the preflight, in one line', () => {
  test.for(
    servers.flatMap(([name, ...rest]) =>
      (['memory', 'releases'] as const).map((api) => [name, api, ...rest] as const),
    ),
  )('%s %s server', async ([, api, handler, problem, detail]) => {
    // Servers that do answer get a timeout a loaded machine cannot miss; the others the short one.
    const timeoutMs = detail.includes('300 ms') ? 300 : 5_000;
    const { report, ms } = await judge(api, handler, { timeoutMs });
    expect(report.unjudgeable?.problem).toMatch(problem);
    expect(report.unjudgeable?.message).toContain(detail);
    expect(report.unjudgeable?.curl).toMatch(/^curl /);
    expect(report.results).toEqual([]);
    expect(exitCodeOf(report)).toBe(3);
    expect(ms).toBeLessThan(5_000);
  });
});

test('a memory deployment that rejects the key with 401 is named key-rejected, not failed check by check', async () => {
  const rejecting: Handler = (_request, reply) => {
    reply.writeHead(401, { 'content-type': 'application/json' });
    reply.end('{"error":"unauthorized","message":"unknown API key"}');
  };
  const { report } = await judge('memory', rejecting, { timeoutMs: 5_000 });
  expect(report.unjudgeable?.problem).toBe('key-rejected');
  expect(report.unjudgeable?.message).toMatch(/401.*unknown API key/);
  expect(exitCodeOf(report)).toBe(3);
});

describe.concurrent('a server that stops answering mid-run ends it with failures, never a hang', () => {
  test('timeouts, then unreachable, every check failed with a curl line', async () => {
    let answered = 0;
    // Answers the preflight like the API, then never again.
    const dying: Handler = (_request, reply) => {
      if (answered++ > 0) return;
      reply.writeHead(200, { 'content-type': 'application/json' });
      reply.end(emptyPage);
    };
    const { report, ms } = await judge('releases', dying, { timeoutMs: 1_000 });
    const ran = report.results.filter((result) => result.status !== 'skipped');
    expect(ran.length).toBeGreaterThan(20);
    expect(ran.filter((result) => result.status !== 'failed').map((result) => result.id)).toEqual([]);
    expect(ran[0]?.failure?.received).toMatch(/no response within 1000 ms \(timeout\)/);
    expect(ran.at(-1)?.failure?.received).toMatch(/did not answer the last 3 requests/);
    expect(ran[0]?.failure?.curl).toMatch(/^curl /);
    expect(exitCodeOf(report)).toBe(1);
    expect(ms).toBeLessThan(15_000);
  });

  test('the traffic budget ends a run that would send more', async () => {
    const answer: Handler = (_request, reply) => {
      reply.writeHead(200, { 'content-type': 'application/json' });
      reply.end(emptyPage);
    };
    const { report } = await judge('releases', answer, { maxRequests: 10, timeoutMs: 5_000 });
    expect(
      report.results.some((result) => /traffic budget of 10 requests/.test(result.failure?.received ?? '')),
    ).toBe(true);
  });

  test('the wall-clock bound ends a slow run', async () => {
    const slow: Handler = (_request, reply) => {
      setTimeout(() => {
        reply.writeHead(200, { 'content-type': 'application/json' });
        reply.end(emptyPage);
      }, 150);
    };
    const { report, ms } = await judge('releases', slow, { maxDurationMs: 1_000, timeoutMs: 2_000 });
    expect(report.results.some((result) => /wall-clock bound/.test(result.failure?.received ?? ''))).toBe(
      true,
    );
    expect(ms).toBeLessThan(4_000);
  });
});
