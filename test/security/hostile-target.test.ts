/**
 * Issue 40, items 3 and 7: a hostile deployment writes nothing into the CI job or the terminal.
 * The built CLI runs `contract-kit conformance` with every reporter (pretty, github with its job
 * summary, junit, ctrf, json, html) against deployments on 127.0.0.1 whose bodies, headers and
 * error messages carry workflow commands, terminal escapes, bidi and zero-width characters, and
 * Markdown and HTML: judged runs (failed checks quote the deployment) and runs that cannot judge
 * (the message quotes it), for both APIs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Served } from '../conformance/serve-engine.js';
import { type CliRun, ensureBuilt, memoryFlags, runCli } from '../faults/run-cli.js';
import {
  serveDenyingMemory,
  serveHostileMemory,
  serveHostileReleases,
  serveNotReleases,
} from './hostile-deployments.js';
import {
  actingCharacters,
  foreignCommands,
  hostileText,
  jsonProblems,
  kitAnnotation,
  quotedMarker,
  renderedAttacks,
  xmlProblems,
} from './hostile-target.js';

const reporters = ['pretty', 'github', 'junit', 'ctrf', 'json', 'html'].flatMap((name) => [
  '--reporter',
  name,
]);
const dirs: string[] = [];
const served: Served[] = [];

beforeAll(() => ensureBuilt(), 180_000);

afterAll(async () => {
  await Promise.all(served.map((server) => server.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  run: CliRun;
  dir: string;
  file(name: string): Buffer;
}

async function conformance(
  api: string,
  start: () => Promise<Served>,
  extra: string[] = [],
): Promise<Outcome> {
  const server = await start();
  served.push(server);
  const dir = mkdtempSync(join(tmpdir(), 'ck-hostile-'));
  dirs.push(dir);
  const args = ['conformance', api, '--base-url', server.url, '--timeout', '5000', ...reporters];
  const run = await runCli([...args, '--output', join(dir, 'report'), ...extra], 150_000, {
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
  });
  return { run, dir, file: (name) => readFileSync(join(dir, name)) };
}

/** Every output of a run, inspected by readers that do not use the kit's helper; each finding is reported (soft). */
function expectInert({ run, file }: Outcome): void {
  expect.soft(run.signal).toBeNull();
  expect.soft(foreignCommands(run.stdout), 'stdout').toEqual([]);
  expect.soft(foreignCommands(run.stderr), 'stderr').toEqual([]);
  expect.soft(actingCharacters(run.stdout), 'stdout').toEqual([]);
  expect.soft(actingCharacters(run.stderr), 'stderr').toEqual([]);
  // The run did quote the deployment: the attacks were there to be defused.
  expect.soft(`${run.stdout}${run.stderr}`).toContain(quotedMarker);

  const summary = file('summary.md').toString('utf8');
  expect.soft(summary).toContain(quotedMarker);
  expect.soft(renderedAttacks(summary), 'job summary').toEqual([]);

  const junit = file('report/conformance.junit.xml').toString('utf8');
  expect.soft(junit).toContain(quotedMarker);
  expect.soft(xmlProblems(junit), 'junit').toEqual([]);
  expect.soft(foreignCommands(junit), 'junit').toEqual([]);
  for (const name of ['conformance.json', 'conformance.ctrf.json']) {
    const json = file(`report/${name}`);
    expect.soft(json.toString('utf8')).toContain(quotedMarker);
    expect.soft(jsonProblems(json), name).toEqual([]);
  }
  const html = file('report/conformance.html').toString('utf8');
  expect.soft(html).toContain(quotedMarker);
  expect.soft(html).not.toMatch(/<script|<img/);
  expect.soft(actingCharacters(html), 'html').toEqual([]);
}

describe('a hostile deployment, judged: failed checks quote it', () => {
  test('[SEC-INERT-RUN-1] memory: every reporter keeps its bodies, headers and messages inert', async () => {
    const outcome = await conformance('memory', serveHostileMemory, memoryFlags);
    expect(outcome.run.code).toBe(1);
    expectInert(outcome);
    // The kit's own annotations still reach the log, and none of the deployment's.
    expect(outcome.run.stdout.split('\n').some((line) => kitAnnotation.test(line))).toBe(true);
  }, 180_000);

  test('[SEC-INERT-RUN-2] releases: every reporter keeps its bodies, headers and messages inert', async () => {
    const outcome = await conformance('releases', serveHostileReleases);
    expect(outcome.run.code).toBe(1);
    expectInert(outcome);
    expect(outcome.run.stdout.split('\n').some((line) => kitAnnotation.test(line))).toBe(true);
  }, 180_000);
});

describe('a hostile deployment that cannot be judged: the "could not judge" message quotes it', () => {
  test('[SEC-INERT-RUN-3] memory: a denial whose message is the attack', async () => {
    const outcome = await conformance('memory', serveDenyingMemory, memoryFlags);
    expect(outcome.run.code).toBe(3);
    expect(outcome.run.stderr).toContain('could not judge');
    expectInert(outcome);
    // The JSON files hold the message as the deployment sent it: escaped bytes, the same data.
    for (const name of ['conformance.json', 'conformance.ctrf.json']) {
      const json = JSON.parse(outcome.file(`report/${name}`).toString('utf8'));
      const unjudgeable = name === 'conformance.json' ? json.unjudgeable : json.results.extra.unjudgeable;
      expect(unjudgeable.message, name).toContain(hostileText);
    }
  }, 180_000);

  test('[SEC-INERT-RUN-4] releases: a page that is not the API', async () => {
    const outcome = await conformance('releases', serveNotReleases);
    expect(outcome.run.code).toBe(3);
    expect(outcome.run.stderr).toContain('could not judge');
    expectInert(outcome);
  }, 180_000);
});

describe('a report written to standard output', () => {
  test('[SEC-INERT-RUN-5] junit and json on stdout carry no workflow command and no raw escape', async () => {
    const server = await serveHostileReleases();
    served.push(server);
    for (const name of ['junit', 'json']) {
      const args = ['conformance', 'releases', '--base-url', server.url, '--reporter', name, '--output', '-'];
      const run = await runCli(args, 150_000);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(quotedMarker);
      expect.soft(foreignCommands(run.stdout), name).toEqual([]);
      expect.soft(actingCharacters(run.stdout), name).toEqual([]);
      expect
        .soft(name === 'junit' ? xmlProblems(run.stdout) : jsonProblems(Buffer.from(run.stdout)))
        .toEqual([]);
    }
  }, 180_000);
});
