/**
 * Causes before symptoms (issue 31, item 1): against a memory deployment with exactly two defects
 * (recall never answers; anchors get non-UUID ids its own validation refuses), every report leads
 * with exactly those two causes, no authentication check is failed, and the run exits 1.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { capture } from './capture-io.js';
import { validateCtrf } from './ctrf-schema.js';
import type { Served } from './serve-engine.js';
import { serveTwoCauseMemory } from './two-cause-server.js';

let served: Served;
let dir: string;
let code: number;
let out: { stdout: string; stderr: string };
const read = (name: string) => readFile(join(dir, name), 'utf8');

beforeAll(async () => {
  served = await serveTwoCauseMemory();
  dir = await mkdtemp(join(tmpdir(), 'ck-causes-'));
  await writeFile(join(dir, 'summary.md'), '');
  const captured = capture({
    CONFORMANCE_BASE_URL: served.url,
    CONFORMANCE_API_KEY: 'ck_test_key',
    CONFORMANCE_WORKSPACE: 'ws_main',
    CONFORMANCE_OTHER_WORKSPACE: 'ws_other',
    CONFORMANCE_TIMEOUT: '1000',
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
  });
  const reporters = ['pretty', 'json', 'junit', 'html', 'ctrf', 'github'].flatMap((n) => ['--reporter', n]);
  code = await runConformanceCommand(['memory', ...reporters, '--output', join(dir, 'report')], captured.io);
  out = captured.out;
}, 60_000);

afterAll(async () => {
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const recallCause = 'route POST /v1/recall';
const anchorCause = 'MEM-ANCHOR-UUID';

test('[CAUSES] the run exits 1 and the JSON report opens with exactly the two causes', async () => {
  expect(code).toBe(1);
  const json = JSON.parse(await read('report/conformance.json'));
  expect(Object.keys(json).slice(0, 2)).toEqual(['causes', 'routes']);
  expect(json.causes.map((cause: { id: string }) => cause.id).sort()).toEqual(
    [anchorCause, recallCause].sort(),
  );
  const byId = Object.fromEntries(json.causes.map((cause: { id: string }) => [cause.id, cause]));
  expect(byId[anchorCause]).toMatchObject({ route: 'POST /v1/anchors', failed: [anchorCause] });
  expect(byId[anchorCause].problem).toMatch(/UUID.*anc_\d/);
  expect(byId[recallCause]).toMatchObject({ route: 'POST /v1/recall', failed: [] });
  expect(byId[recallCause].problem).toMatch(/POST \/v1\/recall/);
  for (const cause of json.causes) expect(cause.curl).toMatch(/^curl /);
  expect(json.summary.blocked).toBeGreaterThan(10);
  expect(json.summary.failed).toBe(1);
});

test('[CAUSES] no authentication check is failed; each is passed, blocked by one of the two, or skipped', async () => {
  const json = JSON.parse(await read('report/conformance.json'));
  const auth = json.results.filter((result: { id: string }) => result.id.startsWith('MEM-AUTH-'));
  expect(auth.length).toBeGreaterThan(4);
  for (const result of auth) {
    expect(result.status, result.id).not.toBe('failed');
    if (result.status === 'blocked') expect([anchorCause, recallCause]).toContain(result.cause);
  }
  // Every check not passed names one of the two causes.
  const notPassed = json.results.filter(
    (r: { status: string }) => r.status === 'failed' || r.status === 'blocked',
  );
  expect(new Set(notPassed.map((r: { cause: string }) => r.cause))).toEqual(
    new Set([anchorCause, recallCause]),
  );
});

test('[CAUSES] pretty output leads its summary with the two causes, then the routes', () => {
  const summary = out.stdout.slice(out.stdout.indexOf('\nCauses ('));
  expect(summary).toMatch(/^\nCauses \(2\)/);
  const numbered = summary.match(/^ {2}\d\. .*$/gm) ?? [];
  expect(numbered).toEqual([
    expect.stringMatching(
      /^ {2}1\. (POST \/v1\/recall did not answer|\[MEM-ANCHOR-UUID\] on POST \/v1\/anchors)$/,
    ),
    expect.stringMatching(
      /^ {2}2\. (POST \/v1\/recall did not answer|\[MEM-ANCHOR-UUID\] on POST \/v1\/anchors)$/,
    ),
  ]);
  expect(summary.indexOf('\nRoutes\n')).toBeGreaterThan(0);
  expect(summary.indexOf('\nRoutes\n')).toBeLessThan(summary.indexOf('Failures by rule'));
  expect(summary).toMatch(/✗ POST \/v1\/recall +\d+ sent .*no answer/);
  expect(out.stdout).not.toMatch(/✗ \[MEM-AUTH-/);
});

test('[CAUSES] HTML, JUnit, CTRF and the GitHub summary open with the two causes', async () => {
  const html = await read('report/conformance.html');
  const body = html.slice(html.indexOf('<body>'));
  expect(body.match(/<section class="cause">/g)).toHaveLength(2);
  expect(body.indexOf('id="causes"')).toBeLessThan(body.indexOf('id="checks"'));
  expect(body.indexOf('id="causes"')).toBeLessThan(body.indexOf('Failures by rule'));
  const junit = await read('report/conformance.junit.xml');
  const properties = junit.match(/<property name="([^"]+)"/g) ?? [];
  expect(properties.slice(0, 3)).toEqual([
    '<property name="cause.1"',
    '<property name="cause.2"',
    expect.stringMatching(/^<property name="route\./),
  ]);
  expect(junit).toMatch(/<error type="blocked"/);
  expect(junit).not.toMatch(/name="\[MEM-AUTH-[^"]*"[^>]*>\n\s*<failure/);
  const ctrf = JSON.parse(await read('report/conformance.ctrf.json'));
  expect(validateCtrf(ctrf)).toEqual([]);
  expect(ctrf.results.extra.causes).toHaveLength(2);
  const summary = await readFile(join(dir, 'summary.md'), 'utf8');
  expect(summary).toMatch(/### Causes \(2\)/);
  expect(summary.match(/^\d\. \*\*/gm)).toHaveLength(2);
  expect(summary.indexOf('### Causes')).toBeLessThan(summary.indexOf('### Routes'));
});

test('[CAUSES] GitHub annotations: one ::error per cause, none per check, the document named as it is in the workspace', () => {
  const errors = out.stdout.split('\n').filter((line) => line.startsWith('::error '));
  expect(errors).toHaveLength(2);
  expect(errors.filter((line) => line.includes('cause%3A'))).toHaveLength(2);
  expect(errors.filter((line) => /title=\[MEM-/.test(line))).toEqual([]);
  // The run's directory is this repository, which has openapi/memory.yaml.
  for (const line of errors) expect(line).toMatch(/^::error file=openapi\/memory\.yaml,title=[^:]+::\S/);
});

test('[SHORT-LINES] no printed line is longer than 200 characters; long bodies are files beside the report', async () => {
  const lines = `${out.stdout}\n${out.stderr}`.split('\n').filter((line) => !line.startsWith('::'));
  expect(lines.filter((line) => line.length > 200)).toEqual([]);
  const json = JSON.parse(await read('report/conformance.json'));
  const anchor = json.causes.find((cause: { id: string }) => cause.id === anchorCause);
  const file = /--data-binary '@([^']+)'/.exec(anchor.curl)?.[1];
  expect(file).toBeDefined();
  const body = JSON.parse(await readFile(file as string, 'utf8'));
  expect(body.name).toMatch(/^ck-conformance .* MEM-ANCHOR-UUID /);
});
