/**
 * conformance/README.md's GitHub Actions recipe, run as written: each job's `run:` steps in a
 * project laid out as its `npm ci` leaves it, with the job's environment, against the kit's
 * engines. Only the `${{ … }}` expressions, the deployment URLs and the workspaces (the recipe's
 * are examples) are replaced, with the engines' and their fixture tenants'.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ensureBuilt } from '../faults/run-cli.js';
import { validateCtrf } from './ctrf-schema.js';
import { memoryEngine, releasesEngine } from './engines.js';
import { createInstalledProject } from './installed-project.js';
import { type Served, serveEngine } from './serve-engine.js';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  env?: Record<string, string>;
  steps: Step[];
}

const readme = readFileSync(new URL('../../conformance/README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## In CI (GitHub Actions)'));
const workflow = parse(/```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '') as { jobs: Record<string, Job> };

let project = '';
const served: Record<string, Served> = {};

beforeAll(async () => {
  ensureBuilt();
  project = createInstalledProject('ck-ci-recipe-');
  served.memory = await serveEngine(memoryEngine());
  served.releases = await serveEngine(releasesEngine());
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(served).map((server) => server.close()));
  if (project) rmSync(project, { recursive: true, force: true });
});

/** The job's environment with the recipe's examples pointed at the kit's engine and tenants. */
function environmentOf(api: string, job: Job): Record<string, string> {
  const values: Record<string, string> = {
    'secrets.MEMORY_API_KEY': 'ck_test_key',
    'secrets.MEMORY_BLOCKED_API_KEY': 'ck_blocked_key',
    'github.run_id': '4242',
    'vars.RELEASES_URL': served.releases?.url ?? '',
  };
  const env = Object.fromEntries(
    Object.entries(job.env ?? {}).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_m, key: string) => values[key] ?? ''),
    ]),
  );
  if (api === 'memory') {
    Object.assign(env, {
      CONFORMANCE_BASE_URL: served.memory?.url,
      CONFORMANCE_WORKSPACE: 'ws_main',
      CONFORMANCE_OTHER_WORKSPACE: 'ws_other',
      CONFORMANCE_DENIED_WORKSPACE: 'ws_denied',
    });
  }
  return env;
}

function sh(command: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', command],
      { cwd: project, env: { ...process.env, ...env, NO_COLOR: '1' }, timeout: 150_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: unknown }).code ?? 1) : 0,
          out: `${stdout}${stderr}`,
        }),
    );
  });
}

test('[CI-RECIPE] both jobs run on Node 24 and install with npm ci alone (no build step, no prepare)', () => {
  expect(Object.keys(workflow.jobs).sort()).toEqual(['memory', 'releases']);
  for (const job of Object.values(workflow.jobs)) {
    const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['node-version']).toBe(24);
    const runs = job.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs[0]).toBe('npm ci');
    expect(runs.slice(1).every((run) => run.startsWith('npx contract-kit conformance '))).toBe(true);
  }
  expect(section).not.toMatch(/prepare/);
});

describe('[CI-RECIPE] the run steps, as written', () => {
  test.for(Object.keys(workflow.jobs))(
    'job %s passes and leaves its reports and job summary',
    { timeout: 170_000 },
    async (api) => {
      const job = workflow.jobs[api] as Job;
      const summary = join(project, `summary-${api}.md`);
      writeFileSync(summary, '');
      const env = { ...environmentOf(api, job), GITHUB_STEP_SUMMARY: summary };
      // `npm ci` is the install createInstalledProject laid out; every other step runs as written.
      for (const run of job.steps.flatMap((step) => (step.run && step.run !== 'npm ci' ? [step.run] : []))) {
        const { code, out } = await sh(run, env);
        expect(code, out).toBe(0);
        expect(out).toMatch(/\d+ passed, 0 failed/);
      }
      const ctrf = JSON.parse(
        readFileSync(join(project, 'conformance-report/conformance.ctrf.json'), 'utf8'),
      );
      expect(validateCtrf(ctrf)).toEqual([]);
      expect(ctrf.results.environment.extra.api).toBe(api);
      expect(readFileSync(join(project, 'conformance-report/conformance.junit.xml'), 'utf8')).toMatch(
        /<testsuites /,
      );
      expect(readFileSync(summary, 'utf8')).toMatch(
        new RegExp(`^## contract-kit conformance: ${api}\\n[\\s\\S]*\\*\\*\\d+ passed, 0 failed`),
      );
    },
  );
});
