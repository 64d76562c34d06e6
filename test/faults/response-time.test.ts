/** --max-response-time: off by default, passes a fast deployment, names each slow route with its slowest exchange. */
import { describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import { releasesEngine, releasesRun } from '../conformance/engines.js';
import { serveEngine } from '../conformance/serve-engine.js';

async function judge(delayEventsMs: number, maxResponseTimeMs: number | undefined) {
  const served = await serveEngine(releasesEngine(), {
    response: async (response, request) => {
      if (request.path === '/api/v1/events')
        await new Promise((resolve) => setTimeout(resolve, delayEventsMs));
      return response;
    },
  });
  try {
    // The project's runs set a budget; here it is this test's to give or leave out.
    const { maxResponseTimeMs: _projectBudget, ...run } = releasesRun;
    const options = { ...run, baseUrl: served.url, only: ['REL-RESP-TIME'] };
    const { results } = await runConformance(maxResponseTimeMs ? { ...options, maxResponseTimeMs } : options);
    return results[0];
  } finally {
    await served.close();
  }
}

describe.concurrent('the response-time budget', { timeout: 60_000 }, () => {
  test('skipped without --max-response-time', async () => {
    const result = await judge(0, undefined);
    expect(result?.status).toBe('skipped');
    expect(result?.reason).toMatch(/needs --max-response-time/);
  });

  test('a deployment within the budget passes', async () => {
    expect((await judge(0, 5_000))?.status).toBe('passed');
  });

  test('a slow route fails, named with its slowest exchange and a curl line', async () => {
    const result = await judge(1_200, 800);
    expect(result?.status).toBe('failed');
    expect(result?.failure?.expected).toBe('every response within 800 ms (--max-response-time)');
    expect(result?.failure?.received).toMatch(
      /^GET \/api\/v1\/events: slowest \d{4,} ms \(sent by REL-RESP-TIME\), \d+ over the budget$/m,
    );
    expect(result?.failure?.received).not.toMatch(/\/api\/v1\/sources/);
    expect(result?.failure?.curl).toMatch(/^curl .*\/api\/v1\/events/);
  });
});
