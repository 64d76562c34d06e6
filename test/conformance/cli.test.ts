import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseConformanceArgs } from '../../src/cli/conformance/parse-args.js';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { onRequest, withQuery } from './breakers.js';
import { capture, everyReporter } from './capture-io.js';
import { releasesEngine } from './engines.js';
import { type Served, serveEngine } from './serve-engine.js';

describe('usage errors exit 2 and say why', () => {
  test.each([
    [['graphql'], /unknown API "graphql"/],
    [[], /which API/],
    [['releases', '--level', 'strict'], /--level must be one of documented, kit \(old names: core, full\)/],
    [['releases', '--reporter', 'xml'], /--reporter must be one of/],
    [['releases', '--bogus'], /unknown option --bogus/],
    [['memory', '--workspce', 'w'], /unknown option --workspce; did you mean --workspace\?/],
    [['releases', '--base-url'], /--base-url needs a value/],
    [['releases', '--api-key', 'k'], /--api-key applies to the memory API only/],
    [['memory', '--base-url', 'https://memory.example.com'], /needs --api-key and --workspace/],
    [['releases', '--base-url', 'not a url'], /--base-url must be an absolute http\(s\) URL/],
    [['releases', '--only', 'REL-NOPE'], /unknown check id REL-NOPE/],
    [['releases', '--reporter', 'pretty', '--output', '-'], /--output - writes one file reporter/],
    [
      ['releases', '--reporter', 'github', '--output', '-'],
      /--output - writes one file reporter to stdout; choose exactly one of json, junit, html, ctrf$/m,
    ],
    [['releases', '--timeout', '0'], /--timeout must be a whole number/],
    [['releases', '--ca', '/nonexistent/ca.pem'], /--ca: cannot read the file "\/nonexistent\/ca.pem"/],
    [['releases', '--header', 'no colon'], /--header must be a header as 'Name: value'/],
  ])('%j', async (argv, message) => {
    const { out, io } = capture();
    expect(await runConformanceCommand(argv, io)).toBe(2);
    expect(out.stderr).toMatch(message);
  });

  test('a bad CONFORMANCE_* value is a usage error too', async () => {
    const { out, io } = capture({ CONFORMANCE_LEVEL: 'everything' });
    expect(await runConformanceCommand(['releases'], io)).toBe(2);
    expect(out.stderr).toMatch(/CONFORMANCE_LEVEL must be one of documented, kit/);
  });
});

test('--help prints the options and exits 0', async () => {
  const { out, io } = capture();
  expect(await runConformanceCommand(['--help'], io)).toBe(0);
  for (const flag of [
    '--base-url',
    '--api-key',
    '--other-workspace',
    '--denied-workspace',
    '--blocked-api-key',
    '--checkout',
    '--rate-limit',
    '--level',
    '--reporter',
    '--output',
    '--timeout',
    '--only',
  ]) {
    expect(out.stdout).toContain(flag);
  }
});

test('every option falls back to its CONFORMANCE_* variable; flags win', () => {
  const env = {
    CONFORMANCE_API: 'memory',
    CONFORMANCE_BASE_URL: 'https://memory.example.com',
    CONFORMANCE_API_KEY: 'k1',
    CONFORMANCE_WORKSPACE: 'w1',
    CONFORMANCE_OTHER_WORKSPACE: 'w2',
    CONFORMANCE_DENIED_WORKSPACE: 'w3',
    CONFORMANCE_BLOCKED_API_KEY: 'k2',
    CONFORMANCE_CHECKOUT: '1',
    CONFORMANCE_RATE_LIMIT: 'true',
    CONFORMANCE_LEVEL: 'core',
    CONFORMANCE_REPORTER: 'json,junit',
    CONFORMANCE_OUTPUT: 'out',
    CONFORMANCE_TIMEOUT: '1234',
    CONFORMANCE_ONLY: 'mem-auth-no-key',
  };
  const command = parseConformanceArgs(['--workspace', 'flag-wins'], env);
  expect(command).toMatchObject({
    reporters: ['json', 'junit'],
    output: 'out',
    useMock: false,
    options: {
      api: 'memory',
      baseUrl: 'https://memory.example.com',
      apiKey: 'k1',
      workspace: 'flag-wins',
      otherWorkspace: 'w2',
      deniedWorkspace: 'w3',
      blockedApiKey: 'k2',
      checkout: true,
      rateLimit: true,
      level: 'documented',
      timeoutMs: 1234,
      only: ['MEM-AUTH-NO-KEY'],
    },
  });
});

describe('runs', () => {
  let broken: Served;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ck-conformance-'));
    // Ignores the severity filter: REL-FILTER-SEVERITY must fail.
    broken = await serveEngine(
      releasesEngine(),
      onRequest('/api/v1/events', (r) => withQuery(r, { severity: undefined })),
    );
  });
  afterAll(async () => {
    try {
      await broken.close();
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  test('without --base-url it judges the built-in mock and passes: exit 0', async () => {
    const { out, io } = capture();
    const code = await runConformanceCommand(['releases', '--only', 'REL-LIMIT-CAP,REL-RESP-SCHEMA'], io);
    expect(out.stderr).toBe('');
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/✓ \[REL-LIMIT-CAP\]/);
    expect(out.stdout).toMatch(/2 passed, 0 failed, 0 warnings, 0 skipped/);
    expect(out.stdout).toMatch(/level kit/);
  });

  test('a broken deployment fails on the right rule: exit 1, with json, junit and html reports', async () => {
    const { out, io } = capture({
      CONFORMANCE_BASE_URL: broken.url,
      CONFORMANCE_ONLY: 'REL-FILTER-SEVERITY,REL-OFFSET',
    });
    const args = ['releases', ...everyReporter, '--output', dir];
    expect(await runConformanceCommand(args, io)).toBe(1);
    expect(out.stdout).toMatch(
      /Failures by rule \(1\)[\s\S]*severity \| string \| Info, Warning or Danger[\s\S]*reproduce: curl /,
    );
    expect((await readdir(dir)).sort()).toEqual([
      'conformance.ctrf.json',
      'conformance.html',
      'conformance.json',
      'conformance.junit.xml',
    ]);
    const json = JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8'));
    expect(json.summary).toEqual({ passed: 1, failed: 1, warned: 0, skipped: 0, blocked: 0 });
    expect(json.level).toBe('documented');
    expect(json.results.find((r: { id: string }) => r.id === 'REL-FILTER-SEVERITY').failure.curl).toMatch(
      /^curl .*severity=/,
    );
    const junit = await readFile(join(dir, 'conformance.junit.xml'), 'utf8');
    expect(junit).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(junit.match(/<testcase /g)).toHaveLength(2);
    expect(junit).toMatch(
      /<testcase classname="conformance.releases.Endpoints: GET \/api\/v1\/events" name="\[REL-FILTER-SEVERITY\][^"]*" time="[\d.]+">\n {6}<failure message=/,
    );
    const html = await readFile(join(dir, 'conformance.html'), 'utf8');
    expect(html).toContain('REL-FILTER-SEVERITY');
    expect(html).not.toMatch(/(src|href)=["']?https?:/);
  });

  test('only file reporters: the summary line and every report path still reach the log', async () => {
    const { out, io } = capture({ CONFORMANCE_BASE_URL: broken.url, CONFORMANCE_ONLY: 'REL-OFFSET' });
    const file = join(dir, 'only.junit.xml');
    expect(await runConformanceCommand(['releases', '--reporter', 'junit', '--output', file], io)).toBe(0);
    expect(out.stderr).toBe(`1 passed, 0 failed, 0 warnings, 0 skipped\nreport: ${file}\n`);
    expect(out.stdout).toBe('');
  });

  test('a wrong port exits 3 with one line naming the problem', async () => {
    const { out, io } = capture();
    expect(
      await runConformanceCommand(
        ['releases', '--base-url', 'http://127.0.0.1:9', '--reporter', 'json', '--output', join(dir, 'port')],
        io,
      ),
    ).toBe(3);
    expect(out.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^contract-kit conformance: could not judge http:\/\/127.0.0.1:9 \(unreachable\): cannot reach/,
      ),
      expect.stringMatching(/^report: /),
    ]);
  });
});

describe('warnings', () => {
  let quirky: Served;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ck-warnings-'));
    // An unknown source id answers 200 with an empty page: not forbidden, but questionable (REL-SOURCE-404).
    quirky = await serveEngine(releasesEngine(), {
      response: (response, request) =>
        /\/sources\/\d+\/events$/.test(request.path) && response.status === 404
          ? { ...response, status: 200, body: { events: [], pagination: { limit: 50, offset: 0, total: 0 } } }
          : response,
    });
  });
  afterAll(async () => {
    try {
      await quirky.close();
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  const argv = (extra: string[]) => [
    'releases',
    '--base-url',
    quirky.url,
    '--only',
    'REL-SOURCE-404,REL-OFFSET',
    ...extra,
  ];

  test('a warning is listed in every reporter and does not fail the run', async () => {
    const { out, io } = capture();
    expect(await runConformanceCommand(argv([...everyReporter, '--output', dir]), io)).toBe(0);
    expect(out.stdout).toMatch(/! \[REL-SOURCE-404\]/);
    expect(out.stdout).toMatch(/Warnings \(1\)[\s\S]*expected: [\s\S]*received: 200[\s\S]*reproduce: curl /);
    expect(out.stdout).toMatch(/1 passed, 0 failed, 1 warning, 0 skipped/);
    const json = JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8'));
    expect(json.summary).toEqual({ passed: 1, failed: 0, warned: 1, skipped: 0, blocked: 0 });
    const warned = json.results.find((r: { id: string }) => r.id === 'REL-SOURCE-404');
    expect(warned.status).toBe('warned');
    expect(warned.warnings[0].curl).toMatch(/^curl /);
    const junit = await readFile(join(dir, 'conformance.junit.xml'), 'utf8');
    expect(junit).toMatch(/<property name="warnings" value="1"\/>/);
    expect(junit).toMatch(
      /name="\[REL-SOURCE-404\][^"]*"[^>]*>\n {4}<properties>\n {6}<property name="warning.1" value="expected /,
    );
    expect(junit).not.toMatch(/<failure/);
    const html = await readFile(join(dir, 'conformance.html'), 'utf8');
    expect(html).toMatch(/1 warning</);
    expect(html).toMatch(/<h2>Warnings<\/h2>[\s\S]*REL-SOURCE-404/);
  });

  test('--strict makes a warning fail the run', async () => {
    const { out, io } = capture();
    expect(await runConformanceCommand(argv(['--strict']), io)).toBe(1);
    expect(out.stdout).toMatch(/they fail the run \(--strict\)/);
  });

  test('at level kit the same behaviour is a failure', async () => {
    const { out, io } = capture();
    expect(await runConformanceCommand(argv(['--level', 'kit']), io)).toBe(1);
    expect(out.stdout).toMatch(/✗ \[REL-SOURCE-404\]/);
  });
});
