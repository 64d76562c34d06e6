import { createServer, type RequestListener } from 'node:http';
import { describe, expect, test } from 'vitest';
import type { CheckResult } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { memoryRun, releasesRun } from './engines.js';
import { listen } from './serve-engine.js';

type Handler = RequestListener;

const servers: Record<string, Handler> = {
  hanging: () => {},
  'non-JSON': (_request, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html' });
    reply.end('<html><body>Down for maintenance</body></html>');
  },
  'connection-resetting': (request) => request.socket.destroy(),
  'slow body': (_request, reply) => {
    reply.writeHead(200, { 'content-type': 'application/json' });
    reply.write('{"sources": [');
  },
};

async function judge(api: 'memory' | 'releases', handler: Handler, extra: object = {}) {
  const served = await listen(createServer(handler));
  const started = Date.now();
  try {
    const base = api === 'memory' ? memoryRun : releasesRun;
    const results = await runConformance({ ...base, baseUrl: served.url, timeoutMs: 300, ...extra });
    return { results, ms: Date.now() - started };
  } finally {
    await served.close();
  }
}

const ran = (results: CheckResult[]) => results.filter((result) => result.status !== 'skipped');

describe.concurrent('a server that does not answer properly ends the run with failures, never a hang', () => {
  test.for(
    Object.keys(servers).flatMap((name) =>
      (['memory', 'releases'] as const).map((api) => [name, api] as const),
    ),
  )('%s %s server', async ([name, api]) => {
    const { results, ms } = await judge(api, servers[name] as Handler);
    expect(ran(results).length).toBeGreaterThan(20);
    // A JSON-less 200 breaks the JSON rule, not the status, schema or error-code rules, which only judge JSON bodies.
    const judgedElsewhere = name === 'non-JSON' ? /-RESP-(STATUS|SCHEMA|ERROR-CODE)$/ : /^$/;
    const passed = ran(results)
      .filter((result) => result.status !== 'failed')
      .map((result) => result.id);
    expect(passed.filter((id) => !judgedElsewhere.test(id))).toEqual([]);
    // Three timeouts at most, then the rest fail at once: the server counts as unreachable.
    expect(ms).toBeLessThan(10_000);
    for (const result of ran(results).filter((r) => r.status === 'failed')) {
      expect(result.failure?.received).toBeTruthy();
      expect(result.failure?.expected).toBeTruthy();
    }
  });

  test('a non-JSON body is named by the JSON rule', async () => {
    const { results } = await judge('releases', servers['non-JSON'] as Handler);
    const json = results.find((result) => result.id === 'REL-RESP-JSON');
    expect(json?.failure?.received).toMatch(/content-type text\/html/);
  });

  test('a hanging server reports timeouts, then unreachable', async () => {
    const { results } = await judge('releases', servers.hanging as Handler);
    expect(results[0]?.failure?.received).toMatch(/no response within 300 ms \(timeout\)/);
    expect(results.at(-1)?.failure?.received).toMatch(/did not answer the last 3 requests/);
    expect(results[0]?.failure?.curl).toMatch(/^curl /);
  });

  test('the traffic budget ends a run that would send more', async () => {
    const answer: Handler = (_request, reply) => {
      reply.writeHead(200, { 'content-type': 'application/json' });
      reply.end('{"sources":[],"events":[],"pagination":{"limit":50,"offset":0,"total":0}}');
    };
    const { results } = await judge('releases', answer, { maxRequests: 10 });
    expect(
      results.some((result) => /traffic budget of 10 requests/.test(result.failure?.received ?? '')),
    ).toBe(true);
  });

  test('the wall-clock bound ends a slow run', async () => {
    const slow: Handler = (_request, reply) => {
      setTimeout(() => {
        reply.writeHead(200, { 'content-type': 'application/json' });
        reply.end('{"events":[],"pagination":{"limit":50,"offset":0,"total":0}}');
      }, 150);
    };
    const { results, ms } = await judge('releases', slow, { maxDurationMs: 1_000, timeoutMs: 2_000 });
    expect(results.some((result) => /wall-clock bound/.test(result.failure?.received ?? ''))).toBe(true);
    expect(ms).toBeLessThan(4_000);
  });
});
