/**
 * The CLI behind a gateway: a TLS server with a private CA and a required header. --ca or
 * --insecure reach it, --header (or CONFORMANCE_HEADER) passes it, the header's value never shows
 * in a report, and without them the run says in one line why it could not judge.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import { releasesEngine } from '../conformance/engines.js';
import { type Served, serveEngine } from '../conformance/serve-engine.js';
import { createPki, type Gateway, type Pki, serveGateway } from './gateway.js';
import { ensureBuilt, runCli } from './run-cli.js';

const token = 's3cret-gateway-token';
const route = 'blue';
let pki: Pki;
let engine: Served;
let gateway: Gateway;
/** What the engine fails served directly: behind the gateway the verdict must be the same. */
let baseline: string[];

interface Report {
  unjudgeable?: { problem: string; message: string };
  results: { id: string; status: string; failure?: { curl?: string } }[];
}

const failedIds = (report: Report) =>
  report.results.filter((result) => result.status === 'failed').map((result) => result.id);

beforeAll(async () => {
  ensureBuilt();
  pki = createPki();
  engine = await serveEngine(releasesEngine());
  gateway = await serveGateway(engine.url, pki, { 'X-Gateway-Token': token, 'X-Route': route });
  baseline = failedIds(await runConformance({ api: 'releases', baseUrl: engine.url, timeoutMs: 10_000 }));
}, 180_000);
afterAll(async () => {
  try {
    await gateway?.close();
    await engine?.close();
  } finally {
    await pki?.remove();
  }
});

const json = ['--reporter', 'json', '--output', '-', '--timeout', '5000'];
const headers = ['--header', `X-Gateway-Token: ${token}`, '--header', `X-Route: ${route}`];

describe.concurrent('behind a TLS gateway that requires headers', { timeout: 100_000 }, () => {
  test('--ca and --header: judged as served directly, the token redacted', async () => {
    const run = await runCli([
      'conformance',
      'releases',
      '--base-url',
      gateway.url,
      '--ca',
      pki.caFile,
      ...headers,
      ...json,
    ]);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.unjudgeable).toBeUndefined();
    expect(failedIds(report)).toEqual(baseline);
    expect(run.code).toBe(baseline.length > 0 ? 1 : 0);
    expect(run.stdout).not.toContain(token);
  });

  test('--insecure instead of --ca; the headers from CONFORMANCE_HEADER, one a line', async () => {
    const env = { CONFORMANCE_HEADER: `X-Gateway-Token: ${token}\nX-Route: ${route}` };
    const run = await runCli(
      ['conformance', 'releases', '--base-url', gateway.url, '--insecure', ...json],
      100_000,
      env,
    );
    const report = JSON.parse(run.stdout) as Report;
    expect(report.unjudgeable).toBeUndefined();
    expect(failedIds(report)).toEqual(baseline);
  });

  test('without --ca or --insecure: could not judge, a TLS fault', async () => {
    const run = await runCli([
      'conformance',
      'releases',
      '--base-url',
      gateway.url,
      ...headers,
      '--timeout',
      '5000',
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/could not judge .*\(tls\): the TLS handshake .* failed: .*\(tls\)/);
    expect(run.stderr.trim()).toMatch(/Next: .*pass its certificate with --ca FILE .*--insecure/);
    expect(run.stderr).not.toMatch(/unreachable/);
  });

  test('without the header: the gateway answers, not the API, in one line', async () => {
    const run = await runCli([
      'conformance',
      'releases',
      '--base-url',
      gateway.url,
      '--ca',
      pki.caFile,
      '--timeout',
      '5000',
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/\(not-this-api\).*401 text\/html \(server: ck-test-gateway\)/);
    expect(run.stderr.trim()).toMatch(
      /Next: a gateway answered 401: pass the headers it needs with --header/,
    );
  });

  test('a header that is not Name: value is a usage error', async () => {
    const run = await runCli([
      'conformance',
      'releases',
      '--base-url',
      gateway.url,
      '--header',
      'no colon here',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--header must be a header as 'Name: value'/);
  });
});
