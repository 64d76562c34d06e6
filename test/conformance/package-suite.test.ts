/**
 * The suite from the package, as a user runs it under their own Vitest: only the files the tarball
 * ships (`npm pack`'s list), in node_modules/contract-kit of a fresh project, and the recipe's test
 * file from conformance/README.md. Also: no shipped file imports a file the tarball leaves out.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { releasesChecks } from '../../conformance/checks/index.js';
import { ensureBuilt } from '../faults/run-cli.js';
import { onRequest, withQuery } from './breakers.js';
import { releasesEngine } from './engines.js';
import { createInstalledProject } from './installed-project.js';
import { type Served, serveEngine } from './serve-engine.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let shipped: string[] = [];
let project = '';
let correct: Served;
let broken: Served;

/** The recipe's test file, as conformance/README.md prints it. */
const recipe = `import { optionsFromEnv, registerConformanceSuite } from 'contract-kit/conformance';

registerConformanceSuite(optionsFromEnv(process.env));
`;

beforeAll(async () => {
  ensureBuilt();
  // The package's dependencies and the user's Vitest sit beside it, as an install would put them.
  ({ dir: project, shipped } = createInstalledProject('ck-package-suite-', { shipped: true }));
  writeFileSync(join(project, 'conformance.test.ts'), recipe);
  correct = await serveEngine(releasesEngine());
  broken = await serveEngine(
    releasesEngine(),
    onRequest('/api/v1/events', (r) => withQuery(r, { severity: undefined })),
  );
}, 180_000);

afterAll(async () => {
  await correct?.close();
  await broken?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

/** `npx vitest run` in the user's project, with the suite's options in CONFORMANCE_* variables. */
function userVitest(env: Record<string, string>): Promise<{ code: number; out: string }> {
  const args = [join(project, 'node_modules/vitest/vitest.mjs'), 'run'];
  const options = {
    cwd: project,
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, args, options, (error, stdout, stderr) => {
      resolve({
        code: error ? Number((error as { code?: unknown }).code ?? 1) : 0,
        out: `${stdout}${stderr}`,
      });
    });
  });
}

test('no shipped file imports a file the tarball does not ship', () => {
  expect(shipped.length).toBeGreaterThan(100);
  const files = new Set(shipped);
  const missing: string[] = [];
  for (const path of shipped.filter((file) => /\.(m?js|ts)$/.test(file) && !file.endsWith('.d.ts'))) {
    const text = readFileSync(join(root, path), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = posix.normalize(posix.join(posix.dirname(path), specifier as string));
      const candidates = [target, target.replace(/\.js$/, '.ts')];
      if (!candidates.some((candidate) => files.has(candidate))) missing.push(`${path} -> ${specifier}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the recipe runs the suite from the installed files: one passing test per check', {
  timeout: 150_000,
}, async () => {
  const { code, out } = await userVitest({
    CONFORMANCE_API: 'releases',
    CONFORMANCE_BASE_URL: correct.url,
    CONFORMANCE_LEVEL: 'kit',
    CONFORMANCE_MAX_RESPONSE_TIME: '60000',
  });
  expect(code, out).toBe(0);
  expect(out).toContain(`Tests  ${releasesChecks.length} passed (${releasesChecks.length})`);
});

test('the recipe fails a broken deployment with the rule and a curl line', { timeout: 150_000 }, async () => {
  const { code, out } = await userVitest({
    CONFORMANCE_API: 'releases',
    CONFORMANCE_BASE_URL: broken.url,
    CONFORMANCE_ONLY: 'REL-FILTER-SEVERITY,REL-OFFSET',
  });
  expect(code, out).toBe(1);
  expect(out).toMatch(/\[REL-FILTER-SEVERITY\]/);
  expect(out).toMatch(/curl: curl .*severity=/);
});
