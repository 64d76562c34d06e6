import { createServer, type RequestListener } from 'node:http';
import { describe, expect, test } from 'vitest';
import { renderHtml } from '../../conformance/reporters/html.js';
import { exitCodeOf } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { memoryRun, releasesRun } from './engines.js';
import { listen } from './serve-engine.js';

type Handler = RequestListener;

/** Servers the preflight must name in one line, with the problem it reports and the next step. */
const servers: [string, Handler, RegExp, string, RegExp][] = [
  ['hanging', () => {}, /^no-answer$/, 'accepted the connection but sent nothing in 300 ms', /--timeout/],
  [
    'non-JSON',
    (_request, reply) => {
      reply.writeHead(200, { 'content-type': 'text/html' });
      reply.end('<html><body>Down for maintenance</body></html>');
    },
    /not-this-api/,
    'text/html',
    /check the URL/,
  ],
  [
    'connection-resetting',
    (request) => request.socket.destroy(),
    /^no-answer$/,
    'accepted the connection, then closed it without an answer',
    /serve HTTP/,
  ],
  [
    'slow body',
    (_request, reply) => {
      reply.writeHead(200, { 'content-type': 'application/json' });
      reply.write('{"sources": [');
    },
    /^no-answer$/,
    'answered 200, then stopped after 13 bytes of the body: nothing more in 300 ms',
    /--timeout/,
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
  )('%s %s server', async ([, api, handler, problem, detail, nextStep]) => {
    // Servers that do answer get a timeout a loaded machine cannot miss; the others the short one.
    const timeoutMs = detail.includes('300 ms') ? 300 : 5_000;
    const { report, ms } = await judge(api, handler, { timeoutMs });
    expect(report.unjudgeable?.problem).toMatch(problem);
    expect(report.unjudgeable?.message).toContain(detail);
    expect(report.unjudgeable?.nextStep).toMatch(nextStep);
    expect(report.unjudgeable?.curl).toMatch(/^curl /);
    expect(report.results).toEqual([]);
    expect(exitCodeOf(report)).toBe(3);
    expect(ms).toBeLessThan(5_000);
  });
});

describe.concurrent('"unreachable" only when no connection was made', () => {
  test.for([
    [
      'nothing listens on the port',
      'refused',
      /connection refused: nothing listens at 127\.0\.0\.1:\d+/,
      /host and port/,
    ],
    [
      'a host name that does not resolve',
      'dns',
      /the host name ck-no-such-host\.invalid does not resolve/,
      /host name/,
    ],
  ] as const)('%s', async ([, kind, words, nextStep]) => {
    // Port 1 (tcpmux) on loopback: no test listens there, while a port freed by closing a server
    // was taken again by a server another test of this file opened meanwhile, which answered.
    const baseUrl = kind === 'dns' ? 'http://ck-no-such-host.invalid' : 'http://127.0.0.1:1';
    const report = await runConformance({ ...releasesRun, baseUrl, timeoutMs: 5_000 });
    expect(report.unjudgeable?.problem).toBe('unreachable');
    expect(report.unjudgeable?.message).toMatch(words);
    expect(report.unjudgeable?.message).toContain(`(${kind})`);
    expect(report.unjudgeable?.nextStep).toMatch(nextStep);
    expect(exitCodeOf(report)).toBe(3);
    // The HTML report says why and what to try, with no empty tables and no counts of nothing.
    const html = renderHtml(report);
    expect(html).toContain(`<strong>Next:</strong> ${report.unjudgeable?.nextStep.replaceAll("'", '&#39;')}`);
    expect(html).toMatch(/Could not judge \(unreachable\)/);
    expect(html).not.toMatch(/<table|0 passed/);
  });
});

test('a deployment still rate-limiting after the wait: when the quota frees up', async () => {
  const limited: Handler = (_request, reply) => {
    reply.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
    reply.end('{"error":"rate_limited","message":"slow down"}');
  };
  const before = Date.now();
  const { report } = await judge('releases', limited, { timeoutMs: 5_000, maxDurationMs: 1_000 });
  expect(report.unjudgeable?.problem).toBe('rate-limited');
  const at = /frees up at (\d\d):(\d\d):(\d\d) UTC/.exec(report.unjudgeable?.nextStep ?? '');
  expect(at).not.toBeNull();
  const [, h, m, sec] = (at ?? []).map(Number);
  const free = new Date(before);
  free.setUTCHours(h ?? 0, m ?? 0, sec ?? 0);
  // 120 s after the answer, give or take the second the run took (and a midnight between).
  const delta = (((free.getTime() - before) % 86_400_000) + 86_400_000) % 86_400_000;
  expect(delta).toBeGreaterThanOrEqual(118_000);
  expect(delta).toBeLessThanOrEqual(123_000);
});

test('a memory deployment that rejects the key with 401 is named key-rejected, not failed check by check', async () => {
  const rejecting: Handler = (_request, reply) => {
    reply.writeHead(401, { 'content-type': 'application/json' });
    reply.end('{"error":"unauthorized","message":"unknown API key"}');
  };
  const { report } = await judge('memory', rejecting, { timeoutMs: 5_000 });
  expect(report.unjudgeable?.problem).toBe('key-rejected');
  expect(report.unjudgeable?.message).toMatch(/401.*unknown API key/);
  expect(report.unjudgeable?.nextStep).toMatch(/--api-key and --workspace/);
  expect(exitCodeOf(report)).toBe(3);
});

describe.concurrent('a server that stops answering mid-run ends it with failures, never a hang', () => {
  test('timeouts, then nothing more sent, every check blocked by a route or the silent server, with a curl line', async () => {
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
    // No check's rule was judged: each is blocked by the route that did not answer or the server.
    expect(ran.filter((result) => result.status !== 'blocked').map((result) => result.id)).toEqual([]);
    const causes = report.causes ?? [];
    expect(causes.every((cause) => cause.kind !== 'check' && cause.failed.length === 0)).toBe(true);
    expect(causes.filter((cause) => cause.kind === 'route').length).toBeGreaterThan(0);
    expect(causes.at(-1)?.id).toMatch(/^run the server did not answer the last 3 requests/);
    expect(causes.flatMap((cause) => cause.blocked).sort()).toEqual(ran.map((result) => result.id).sort());
    expect(ran[0]?.failure?.received).toMatch(/accepted the connection but sent nothing in 1 s \(timeout\)/);
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
