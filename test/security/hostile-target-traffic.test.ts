/**
 * Issue 40, items 3 and 7, beyond conformance: the traffic commands and `diff` quote what they
 * read (a recorded exchange, a deployment, a document) and must keep it inert. The built CLI runs
 * `validate-traffic` on a hostile HAR file, `drift`, `snapshot` and `record` against hostile
 * deployments on 127.0.0.1, and `diff` on hostile documents, through every reporter or format each has.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Served } from '../conformance/serve-engine.js';
import { type CliRun, ensureBuilt, runCli } from '../faults/run-cli.js';
import { serveDriftingReleases, serveHostileDataset, serveHostileReleases } from './hostile-deployments.js';
import {
  actingCharacters,
  foreignCommands,
  hostileHeader,
  hostileText,
  jsonProblems,
  quotedMarker,
  renderedAttacks,
  xmlProblems,
} from './hostile-target.js';

let dir = '';
const served: Served[] = [];

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'ck-hostile-traffic-'));
}, 180_000);

afterAll(async () => {
  await Promise.all(served.map((server) => server.close()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve(start: () => Promise<Served>): Promise<string> {
  const server = await start();
  served.push(server);
  return server.url;
}

/** Standard output and error: no workflow command, no acting character; `quoted` when they quote the input. */
function expectStreamsInert(run: CliRun, quoted: 'quoted' | 'silent' = 'quoted'): void {
  expect(run.signal).toBeNull();
  for (const [name, text] of [
    ['stdout', run.stdout],
    ['stderr', run.stderr],
  ] as const) {
    expect.soft(foreignCommands(text), name).toEqual([]);
    expect.soft(actingCharacters(text), name).toEqual([]);
  }
  if (quoted === 'quoted') expect(`${run.stdout}${run.stderr}`).toContain(quotedMarker);
}

/** The json, junit and html reports of a traffic command, each quoting the input and keeping it inert. */
function expectReportsInert(base: string): void {
  const json = readFileSync(`${base}.json`);
  expect(json.toString('utf8')).toContain(quotedMarker);
  expect.soft(jsonProblems(json), 'json').toEqual([]);
  const junit = readFileSync(`${base}.junit.xml`, 'utf8');
  expect(junit).toContain(quotedMarker);
  expect.soft(xmlProblems(junit), 'junit').toEqual([]);
  expect.soft(foreignCommands(junit), 'junit').toEqual([]);
  const html = readFileSync(`${base}.html`, 'utf8');
  expect(html).toContain(quotedMarker);
  expect.soft(html, 'html').not.toMatch(/<script|<img/);
  expect.soft(actingCharacters(html), 'html').toEqual([]);
}

function harEntry(url: string, status: number, type: string, text: string, comment?: string) {
  return {
    startedDateTime: '2026-01-01T00:00:00.000Z',
    time: 1,
    ...(comment ? { comment } : {}),
    request: { method: 'GET', url, headers: [], httpVersion: 'HTTP/1.1' },
    response: {
      status,
      headers: [
        { name: 'content-type', value: type },
        { name: 'server', value: hostileHeader },
      ],
      content: { mimeType: type, text },
    },
  };
}

test('[SEC-INERT-TRAFFIC-1] validate-traffic: a hostile HAR file writes nothing into the log or the reports', async () => {
  const har = join(dir, 'hostile.har');
  const entries = [
    harEntry('http://127.0.0.1:4011/api/v1/sources', 200, `text/plain; note=${hostileHeader}`, hostileText),
    harEntry('http://127.0.0.1:4011/api/v1/sources/1/events', 0, 'text/plain', '', hostileText),
  ];
  writeFileSync(har, JSON.stringify({ log: { version: '1.2', entries } }));
  const output = join(dir, 'validate');
  const run = await runCli([
    'validate-traffic',
    har,
    '--reporter',
    'pretty,json,junit,html',
    '--output',
    output,
  ]);
  expect(run.code).toBe(1);
  expectStreamsInert(run);
  expectReportsInert(join(output, 'validate-traffic'));
}, 120_000);

test('[SEC-INERT-TRAFFIC-2] drift: a deployment that differs in hostile words writes nothing into the log or the reports', async () => {
  const url = await serve(serveDriftingReleases);
  const output = join(dir, 'drift');
  const run = await runCli([
    'drift',
    'releases',
    '--base-url',
    url,
    '--reporter',
    'pretty,json,junit,html',
    '--output',
    output,
  ]);
  expect(run.code).toBe(1);
  expectStreamsInert(run);
  expectReportsInert(join(output, 'drift'));
}, 120_000);

test('[SEC-INERT-TRAFFIC-3] snapshot: the dataset keeps a hostile deployment’s words as data with inert bytes', async () => {
  const url = await serve(serveHostileDataset);
  const out = join(dir, 'releases.json');
  const run = await runCli(['snapshot', 'releases', '--base-url', url, '--out', out, '--rate', '100']);
  expect(run.code).toBe(0);
  expectStreamsInert(run, 'silent');
  const file = readFileSync(out);
  expect.soft(jsonProblems(file), 'dataset').toEqual([]);
  // The same words, once parsed: escaped, not changed (JSON carried even the lone surrogate).
  const data = JSON.parse(file.toString('utf8')) as { sources: { name: string }[] };
  expect(data.sources[0]?.name).toBe(hostileText);
}, 120_000);

test('[SEC-INERT-TRAFFIC-4] diff: hostile documents render nothing in a pull-request comment or the log', async () => {
  const document = (properties: Record<string, unknown>, values: string[]) => ({
    openapi: '3.1.0',
    info: { title: hostileText, version: '1' },
    paths: {
      [`/things/${hostileText}`]: {
        get: {
          responses: {
            '200': {
              description: hostileText,
              content: { 'application/json': { schema: { type: 'object', properties } } },
            },
          },
        },
      },
      '/kinds': {
        get: {
          parameters: [{ name: hostileText, in: 'query', schema: { type: 'string', enum: values } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });
  const [before, after] = [join(dir, 'old.json'), join(dir, 'new.json')];
  writeFileSync(before, JSON.stringify(document({ [hostileText]: { type: 'string' } }, ['a', hostileText])));
  writeFileSync(after, JSON.stringify(document({}, ['a'])));

  const markdown = await runCli(['diff', before, after, '--format', 'markdown']);
  expect(markdown.code).toBe(1);
  expectStreamsInert(markdown);
  expect(renderedAttacks(markdown.stdout), 'markdown').toEqual([]);
  const text = await runCli(['diff', before, after]);
  expectStreamsInert(text);
  const json = await runCli(['diff', before, after, '--format', 'json']);
  expect(json.stdout).toContain(quotedMarker);
  expect(jsonProblems(Buffer.from(json.stdout)), 'json').toEqual([]);
}, 120_000);

/** `contract-kit record` in front of `upstream`: one request through it once it listens, then Ctrl-C. */
function recordOnce(upstream: string, har: string, path: string): Promise<CliRun> {
  const bin = new URL('../../bin/contract-kit.js', import.meta.url).pathname;
  const args = [bin, 'record', '--upstream', upstream, '--port', '0', '--har', har];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const run: CliRun = { code: null, signal: null, stdout: '', stderr: '', ms: 0 };
  let sent = false;
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk;
    const url = /^contract-kit record: (http:\/\/127\.0\.0\.1:\d+)/m.exec(run.stdout)?.[1];
    if (!url || sent) return;
    sent = true;
    void fetch(`${url}${path}`)
      .then((response) => response.arrayBuffer())
      .finally(() => child.kill('SIGINT'));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      resolve({ ...run, code, signal });
    }),
  );
}

test('[SEC-INERT-TRAFFIC-5] record: a hostile upstream writes nothing into the log, live or in the summary', async () => {
  const upstream = await serve(serveHostileReleases);
  const run = await recordOnce(upstream, join(dir, 'record.har'), '/api/v1/sources/1/events');
  expect(run.code).toBe(1);
  expectStreamsInert(run);
  // The live line on stderr quoted the upstream's answer as it came.
  expect(run.stderr).toContain(quotedMarker);
}, 120_000);
