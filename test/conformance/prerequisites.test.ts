/** Checks resting on others (issue 31, item 1): declaration, order, blocking, counting, exit code. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { causesOf } from '../../conformance/causes.js';
import { memoryChecks } from '../../conformance/checks/memory/index.js';
import { type CheckSpec, defineCheck } from '../../conformance/define-check.js';
import { blockingCause, orderByPrerequisites } from '../../conformance/prerequisites.js';
import { withReproduceFiles } from '../../conformance/reporters/reproduce-files.js';
import { curlLines, maxLineLength, wrap } from '../../conformance/reporters/short-lines.js';
import { exitCodeOf, summaryLine } from '../../conformance/result.js';
import type { CheckResult, Status } from '../../conformance/vocabulary.js';
import { validateCtrf } from './ctrf-schema.js';
import { listen } from './serve-engine.js';

const spec = (id: string, restsOn?: string[]): CheckSpec => ({
  id,
  title: 't',
  api: 'memory',
  level: 'documented',
  source: 's',
  rule: 'r',
  why: 'documented',
  ...(restsOn ? { restsOn } : {}),
  run: async () => {},
});

const result = (id: string, status: Status, cause?: string): CheckResult => ({
  id,
  title: 't',
  api: 'memory',
  level: 'documented',
  source: 's',
  rule: 'r',
  status,
  durationMs: 0,
  ...(cause ? { cause } : {}),
});

describe('[RESTS-ON] defineCheck refuses what a check cannot rest on', () => {
  test.for([
    ['itself', ['MEM-A']],
    ['another API', ['REL-A']],
    ['a malformed id', ['mem-b']],
  ] as const)('%s', ([, restsOn]) => {
    expect(() => defineCheck(spec('MEM-A', [...restsOn]))).toThrow(/cannot rest on/);
  });
  test('other checks of its API are kept, frozen', () => {
    expect(defineCheck(spec('MEM-A', ['MEM-B'])).restsOn).toEqual(['MEM-B']);
  });
  test('every memory prerequisite names a memory check', () => {
    const ids = new Set(memoryChecks.map((check) => check.id));
    expect(memoryChecks.flatMap((check) => check.restsOn).filter((id) => !ids.has(id))).toEqual([]);
  });
});

test('[RESTS-ON] a check runs after what it rests on; the rest keeps its order; a circle is refused', () => {
  const planned = [spec('MEM-C', ['MEM-B']), spec('MEM-A'), spec('MEM-B', ['MEM-A'])].map((s) => ({
    check: defineCheck(s),
  }));
  expect(orderByPrerequisites(planned).map((entry) => entry.check.id)).toEqual(['MEM-A', 'MEM-B', 'MEM-C']);
  const circle = [spec('MEM-A', ['MEM-B']), spec('MEM-B', ['MEM-A'])].map((s) => ({ check: defineCheck(s) }));
  expect(() => orderByPrerequisites(circle)).toThrow(/circle: MEM-A → MEM-B → MEM-A/);
});

describe('[RESTS-ON] blockingCause', () => {
  const cases: [string, { outcome?: CheckResult; want: string | undefined }][] = [
    [
      'a failed prerequisite blocks with its own cause',
      { outcome: result('MEM-A', 'failed', 'MEM-A'), want: 'MEM-A' },
    ],
    [
      'a blocked one passes its cause on',
      { outcome: result('MEM-A', 'blocked', 'route POST /v1/recall'), want: 'route POST /v1/recall' },
    ],
    ['a warned one does not block', { outcome: result('MEM-A', 'warned'), want: undefined }],
    ['a skipped one does not block', { outcome: result('MEM-A', 'skipped'), want: undefined }],
    ['one that did not run does not block', { want: undefined }],
  ];
  test.for(cases)('%s', ([, { outcome, want }]) => {
    const outcomes = new Map(outcome ? [[outcome.id, outcome]] : []);
    expect(blockingCause(['MEM-A'], outcomes)).toBe(want);
  });
});

test('[BLOCKED] counted apart, and a run with only blocked checks exits 1', () => {
  const results = [result('MEM-A', 'passed'), result('MEM-B', 'blocked', 'route POST /v1/recall')];
  expect(summaryLine(results)).toBe('1 passed, 0 failed, 0 warnings, 0 skipped, 1 blocked');
  expect(summaryLine([results[0] as CheckResult])).toBe('1 passed, 0 failed, 0 warnings, 0 skipped');
  expect(exitCodeOf({ results, errors: [], strict: false })).toBe(1);
  expect(exitCodeOf({ results: [results[0] as CheckResult], errors: [], strict: false })).toBe(0);
  expect(causesOf(results)).toEqual([
    { id: 'route POST /v1/recall', kind: 'route', problem: 'did not answer', failed: [], blocked: ['MEM-B'] },
  ]);
});

test('[CTRF] the schema check can fail: a document without its required fields is refused', () => {
  expect(
    validateCtrf({ reportFormat: 'CTRF', results: { tests: [{ name: 'x', status: 'blocked' }] } }),
  ).not.toEqual([]);
});

describe('[SHORT-LINES] wrap keeps every line within the bound and loses no character', () => {
  test.for([
    ['a long text', 'word '.repeat(120)],
    ['one unbroken token', 'x'.repeat(450)],
  ] as const)('%s', ([, text]) => {
    const lines = wrap(text);
    expect(lines.every((line) => line.length <= maxLineLength)).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
  });
});

test('[SHORT-LINES] a printed reproduce line with its body in a file, pasted into a shell, sends the same request', async () => {
  const seen: { body: string; headers: Record<string, unknown> }[] = [];
  const server = await listen(
    createServer((request, reply) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ body, headers: request.headers });
        reply.end('{}');
      });
    }),
  );
  const dir = await mkdtemp(join(tmpdir(), 'ck-paste-'));
  try {
    const body = JSON.stringify({ content: `it's a "long" body\nwith a newline ${'é'.repeat(300)}` });
    const quoted = `'${body.replaceAll("'", `'\\''`)}'`;
    const curl = `curl -sS -i -X POST '${server.url}/v1/atoms' -H 'content-type: application/json' -H 'x-workspace-id: ws_main' --data-raw ${quoted}`;
    const report = {
      api: 'memory' as const,
      baseUrl: server.url,
      level: 'documented' as const,
      strict: false,
      runId: 'r',
      startedAt: new Date().toISOString(),
      durationMs: 0,
      errors: [],
      results: [{ ...result('MEM-A', 'failed', 'MEM-A'), failure: { expected: 'e', received: 'r', curl } }],
    };
    const shortened = await withReproduceFiles(report, dir, dir);
    const printed = curlLines(shortened.results[0]?.failure?.curl ?? '');
    expect(printed.length).toBeGreaterThan(1);
    expect(printed.every((line) => line.length <= maxLineLength)).toBe(true);
    // Async: the server answering the pasted line runs in this process.
    await promisify(execFile)('bash', ['-c', printed.join('\n')], { cwd: dir, timeout: 10_000 });
    expect(seen[0]?.body).toBe(body);
    expect(seen[0]?.headers['x-workspace-id']).toBe('ws_main');
    expect(await readFile(join(dir, 'requests', 'MEM-A-1.body'), 'utf8')).toBe(body);
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
