import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { releasesChecks } from '../../conformance/checks/index.js';
import { onRequest, withQuery } from './breakers.js';
import { releasesEngine } from './engines.js';
import { type Served, serveEngine } from './serve-engine.js';

/**
 * The suite as a team runs it with its own vitest (conformance/README.md): conformance/suite.test.ts
 * under conformance/vitest.config.ts, options in CONFORMANCE_* variables, one test per check.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the suite in a child vitest; asynchronously, since the servers it judges live in this process. */
function runSuite(env: Record<string, string>): Promise<{ code: number; out: string }> {
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'conformance/vitest.config.ts'];
  const options = {
    cwd: root,
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, args, options, (error, stdout, stderr) => {
      const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}

let correct: Served;
let broken: Served;
beforeAll(async () => {
  correct = await serveEngine(releasesEngine());
  broken = await serveEngine(
    releasesEngine(),
    onRequest('/api/v1/events', (r) => withQuery(r, { severity: undefined })),
  );
});
afterAll(async () => {
  await correct.close();
  await broken.close();
});

test('a correct deployment: one passing test per check, named [ID] title', { timeout: 150_000 }, async () => {
  const { code, out } = await runSuite({
    CONFORMANCE_API: 'releases',
    CONFORMANCE_BASE_URL: correct.url,
    CONFORMANCE_LEVEL: 'kit',
    CONFORMANCE_MAX_RESPONSE_TIME: '60000',
  });
  expect(code, out).toBe(0);
  expect(out).toContain(`Tests  ${releasesChecks.length} passed (${releasesChecks.length})`);
});

test('a broken deployment fails the check meant for it, with its rule and a curl line', {
  timeout: 150_000,
}, async () => {
  const { code, out } = await runSuite({
    CONFORMANCE_API: 'releases',
    CONFORMANCE_BASE_URL: broken.url,
    CONFORMANCE_ONLY: 'REL-FILTER-SEVERITY,REL-OFFSET',
  });
  expect(code).toBe(1);
  expect(out).toMatch(/FAIL .*\[REL-FILTER-SEVERITY\]/);
  expect(out).toMatch(/curl: curl .*severity=/);
  expect(out).toContain('Tests  1 failed | 1 passed (2)');
});

test("the project's everyday run without CONFORMANCE_* variables: one skipped test that says how to run it", {
  timeout: 150_000,
}, async () => {
  const { code, out } = await runSuite({});
  expect(code, out).toBe(0);
  // The skipped test's name (shown by the verbose reporter) says which variables run it.
  expect(out).toMatch(/Tests\s+1 skipped \(1\)/);
});

test('an API without a base URL fails, naming the variable', { timeout: 150_000 }, async () => {
  const { code, out } = await runSuite({ CONFORMANCE_API: 'releases' });
  expect(code).toBe(1);
  expect(out).toContain('CONFORMANCE_BASE_URL');
});
