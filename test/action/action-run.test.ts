/**
 * The GitHub Action run as the runner runs it (issue 44, item 3): the committed bundle, copied
 * alone, with `INPUT_*` variables, against the kit's own mock (passes), a server broken on purpose
 * (fails, as the CLI fails it) and a port nothing listens on (could not judge).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import {
  type RunningReleasesServer,
  startIndependentReleasesServer,
} from '../independent/releases-server.js';
import { freePort } from '../support/free-port.js';
import { copyBundle, runAction, type StepResult } from './run-action.js';

let actionDir = '';
let releasesMock: RunningMock;
let memoryMock: RunningMock;
let broken: RunningReleasesServer;
const workspaces: string[] = [];

/** Runs the action and keeps its workspace for removal. */
async function step(inputs: Record<string, string>): Promise<StepResult> {
  const result = await runAction(actionDir, inputs);
  workspaces.push(result.workspace);
  return result;
}

/** The ids of the checks a JSON report says failed. */
function failedIds(file: string): string[] {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { results: { id: string; status: string }[] };
  return report.results.filter((result) => result.status === 'failed').map((result) => result.id);
}

beforeAll(async () => {
  actionDir = copyBundle();
  [releasesMock, memoryMock, broken] = await Promise.all([
    startMock({ api: 'releases', port: 0, direct: true }),
    startMock({ api: 'memory', port: 0, direct: true }),
    // Limits above 100 served in full: a documented rule broken (test/independent/releases-defects.ts).
    startIndependentReleasesServer({ defects: new Set(['limit-not-capped']) }),
  ]);
});

afterAll(async () => {
  await Promise.all([releasesMock?.close(), memoryMock?.close(), broken?.close()]);
  for (const dir of [actionDir, ...workspaces]) rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('the action, run as the runner runs it', () => {
  test('[ACT-PASS] a conforming deployment: verdict passed, step succeeds, summary and reports written', async () => {
    const result = await step({ api: 'releases', 'base-url': releasesMock.url });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.outputs).toEqual({
      verdict: 'passed',
      'exit-code': '0',
      'report-dir': join(result.workspace, 'conformance-report'),
    });
    expect(result.summary).toContain('## contract-kit conformance: releases');
    expect(result.summary).toMatch(/\*\*\d+ passed, 0 failed/);
    for (const file of ['conformance.json', 'conformance.junit.xml', 'conformance.html']) {
      expect(existsSync(join(result.workspace, 'conformance-report', file)), file).toBe(true);
    }
    expect(result.stdout).not.toContain('::error');
  });

  test('[ACT-FAIL] a broken deployment: verdict failed, step fails with ::error, as the CLI judges it', async () => {
    const result = await step({
      api: 'releases',
      'base-url': broken.url,
      reporter: 'json',
      output: 'reports',
    });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('failed');
    expect(result.outputs['exit-code']).toBe('1');
    expect(result.outputs['report-dir']).toBe(join(result.workspace, 'reports'));
    expect(result.stdout).toMatch(/^::error title=contract-kit conformance::verdict failed/m);
    expect(result.summary).toContain('### Checks failed or blocked');
    // The CLI on the same server: the same exit code and the same failed checks.
    const cliDir = await mkdtemp(join(tmpdir(), 'ck-action-cli-'));
    workspaces.push(cliDir);
    const silent = { write: () => true };
    const args = ['releases', '--base-url', broken.url, '--reporter', 'json', '--output', cliDir];
    const code = await runConformanceCommand(args, { stdout: silent, stderr: silent, env: {} });
    expect(code).toBe(1);
    const actionFailed = failedIds(join(result.workspace, 'reports', 'conformance.json'));
    expect(actionFailed.length).toBeGreaterThan(0);
    expect(actionFailed).toEqual(failedIds(join(cliDir, 'conformance.json')));
  });

  test('[ACT-UNJUDGEABLE] nothing listening: verdict unjudgeable, exit-code 3, step fails', async () => {
    const port = await freePort();
    const result = await step({ api: 'releases', 'base-url': `http://127.0.0.1:${port}` });
    expect(result.code).toBe(3);
    expect(result.outputs.verdict).toBe('unjudgeable');
    expect(result.outputs['exit-code']).toBe('3');
    expect(result.summary).toContain('**Could not judge (unreachable)**');
    expect(result.stdout).toMatch(/^::error title=contract-kit conformance::verdict unjudgeable/m);
  });

  test('[ACT-MEMORY] memory inputs reach the run, and the keys are masked before anything is printed', async () => {
    const result = await step({
      api: 'memory',
      'base-url': memoryMock.url,
      'api-key': 'ck_test_key',
      workspace: 'ws_main',
      'blocked-api-key': 'ck_blocked_key',
      only: 'MEM-AUTH-NO-KEY,MEM-AUTH-BLOCKED',
      header: 'X-Gateway: gateway-secret-1',
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.outputs.verdict).toBe('passed');
    const lines = result.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '::add-mask::ck_test_key',
      '::add-mask::ck_blocked_key',
      '::add-mask::gateway-secret-1',
    ]);
    const report = JSON.parse(
      readFileSync(join(result.outputs['report-dir'] ?? '', 'conformance.json'), 'utf8'),
    );
    // --only reached the run, and --blocked-api-key let MEM-AUTH-BLOCKED run rather than be skipped.
    expect(report.results.map((r: { id: string; status: string }) => `${r.id} ${r.status}`)).toEqual([
      'MEM-AUTH-NO-KEY passed',
      'MEM-AUTH-BLOCKED passed',
    ]);
  });

  test('[ACT-USAGE] no base-url or a bad value: usage error (exit-code 2), verdict unjudgeable, summary says why', async () => {
    const missing = await step({ api: 'releases' });
    expect(missing.code).toBe(2);
    expect(missing.outputs).toEqual({ verdict: 'unjudgeable', 'exit-code': '2', 'report-dir': '' });
    expect(missing.summary).toContain('input base-url is required');
    const badValue = await step({ api: 'releases', 'base-url': releasesMock.url, 'max-requests': '3' });
    expect(badValue.code).toBe(2);
    expect(badValue.summary).toContain('--max-requests');
    const badBoolean = await step({ api: 'releases', 'base-url': releasesMock.url, strict: 'yes' });
    expect(badBoolean.code).toBe(2);
    expect(badBoolean.summary).toContain('input strict must be true or false');
  });

  test('[ACT-BROKEN-RUN] reports that cannot be written: verdict failed, outputs still set, summary says why', async () => {
    const result = await step({ api: 'releases', 'base-url': releasesMock.url, output: '/dev/null/reports' });
    expect(result.code).toBe(1);
    expect(result.outputs).toEqual({ verdict: 'failed', 'exit-code': '1', 'report-dir': '' });
    expect(result.summary).toMatch(/\*\*Could not run\*\*: contract-kit conformance: Error: ENOTDIR/);
  });

  test('[ACT-DELIMITER] every output has its own random heredoc delimiter, new on every run', async () => {
    const [first, second] = await Promise.all([
      step({ api: 'releases', 'base-url': 'http://127.0.0.1:9' }),
      step({ api: 'releases', 'base-url': 'http://127.0.0.1:9' }),
    ]);
    const all = [...(first?.delimiters ?? []), ...(second?.delimiters ?? [])];
    expect(all).toHaveLength(6);
    for (const delimiter of all) expect(delimiter).toMatch(/^ghadelimiter_[0-9a-f-]{36}$/);
    expect(new Set(all).size).toBe(6);
  });
});
