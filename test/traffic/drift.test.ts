import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import { runDriftCommand } from '../../src/cli/drift.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import type { Finding, FindingsReport } from '../../src/traffic/finding.js';
import { type Alteration, startAlteredServer } from './altered-server.js';
import { createSink } from './text-sink.js';

let dir: string;
const quiet = { write: () => {} };

/** Runs the drift CLI with a JSON report and returns the exit code and the report. */
async function drift(
  argv: string[],
): Promise<{ code: number; report: FindingsReport & { summary: Record<string, number> } }> {
  const output = join(dir, `drift-${Math.random().toString(36).slice(2)}.json`);
  const code = await runDriftCommand([...argv, '--reporter', 'json', '--output', output], {
    stdout: quiet,
    env: {},
  });
  return { code, report: JSON.parse(await readFile(output, 'utf8')) };
}

/** Every finding as `STEP-ID label rule: message (mark)`, for exact comparisons. */
const lines = (report: FindingsReport) =>
  report.cases.flatMap((c) =>
    c.findings.map(
      (f: Finding) =>
        `${c.name.split(' ')[0]} ${f.label} ${f.rule}: ${f.message}${f.mark ? ` (${f.mark})` : ''}`,
    ),
  );

const memoryCredentials = ['--api-key', 'ck_test_key', '--workspace', 'ws_main'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ck-drift-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("drift against the kit's own mocks", () => {
  let releases: RunningMock;
  let memory: RunningMock;
  beforeAll(async () => {
    releases = await startMock({ api: 'releases', port: 0, direct: true });
    memory = await startMock({ api: 'memory', port: 0, direct: true });
  });
  afterAll(() => Promise.all([releases.close(), memory.close()]));

  it('[DRIFT-SELF] the releases mock over HTTP does not drift from the engine', async () => {
    const { code, report } = await drift(['releases', '--base-url', releases.url]);
    expect(lines(report)).toEqual([]);
    expect(report.cases).toHaveLength(11);
    expect(code).toBe(0);
  });

  it('[DRIFT-SELF] the memory mock over HTTP does not drift from the engine (other workspace, other ids)', async () => {
    const { code, report } = await drift([
      'memory',
      '--base-url',
      memory.url,
      '--api-key',
      'ck_test_key',
      '--workspace',
      'ws_other',
    ]);
    expect(lines(report)).toEqual([]);
    expect(report.cases.filter((c) => c.skipped)).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('drift against a deliberately different releases server', () => {
  const releasesAlteration: Alteration = {
    request: (request) => {
      const url = new URL(request.url);
      // Planted (documented): the severity filter of /sources/{id}/events is ignored.
      if (/^\/api\/v1\/sources\/\d+\/events$/.test(url.pathname)) url.searchParams.delete('severity');
      // Planted (inferred, EventsLimit): the events limit defaults to 20.
      if (url.pathname === '/api/v1/events' && !url.searchParams.has('limit'))
        url.searchParams.set('limit', '20');
      return { ...request, url };
    },
    answer: (request, answer) => {
      const body = answer.body as Record<string, unknown>;
      const path = request.url.pathname;
      // Planted (documented): the default sources page has no pagination.total.
      if (path === '/api/v1/sources' && !request.url.searchParams.has('active_only'))
        delete (body.pagination as Record<string, unknown>).total;
      // Planted (extension): every source of the full list carries a field the document does not name.
      if (path === '/api/v1/sources' && request.url.searchParams.has('active_only'))
        for (const source of body.sources as Record<string, unknown>[])
          source.created_at = '2020-01-01T00:00:00Z';
      // Planted (inferred, ordering): filtered events come oldest first.
      if (path === '/api/v1/events' && request.url.searchParams.has('event_type'))
        (body.events as unknown[]).reverse();
      // Planted (inferred, SourceNotFound): an unknown source is a 400.
      if (answer.status === 404) return { ...answer, status: 400 };
      // Planted (inferred, BadRequest): a bad query's body is {detail}.
      if (answer.status === 400) return { ...answer, body: { detail: 'bad severity' } };
      return answer;
    },
  };

  it('[DRIFT-PLANTED] finds every planted difference, labelled documented or inferred with its mark, and exits 1', async () => {
    const server = await startAlteredServer(
      createReleasesEngine({ data: defaultReleasesData }),
      releasesAlteration,
    );
    try {
      const { code, report } = await drift(['releases', '--base-url', server.url]);
      expect(lines(report)).toEqual([
        '[REL-SOURCES-ALL] inferred body shape: /sources/[]/created_at: kit absent, deployment string (openapi/releases.yaml (not named by the document: an extension))',
        '[REL-SOURCES-DEFAULT] documented body shape: /pagination/total: kit integer, deployment absent',
        '[REL-SOURCES-DEFAULT] documented pagination.total for the same filters: values differ',
        '[REL-EVENTS-DEFAULT] inferred pagination.limit is 50: deployment: pagination.limit is 20 (openapi/releases.yaml#/components/parameters/EventsLimit)',
        '[REL-EVENTS-CAP] inferred body shape: /error: kit string, deployment absent (openapi/releases.yaml#/components/schemas/Error)',
        '[REL-EVENTS-CAP] inferred body shape: /message: kit string, deployment absent (openapi/releases.yaml#/components/schemas/Error)',
        '[REL-EVENTS-CAP] inferred body shape: /detail: kit absent, deployment string (openapi/releases.yaml#/components/schemas/Error)',
        '[REL-EVENTS-FILTER] inferred events newest first, then id descending: deployment: events[1] is out of order (openapi/releases.yaml#/x-inferred-decisions/4)',
        '[REL-EVENTS-FILTER] inferred the same events in the same order: values differ (openapi/releases.yaml#/x-inferred-decisions/4)',
        '[REL-SOURCE-EVENTS] documented every event is of that source, severity Info: deployment: events[1] does not',
        '[REL-SOURCE-EVENTS] documented pagination.total for the same filters: values differ',
        '[REL-SOURCE-UNKNOWN] inferred status: status differs: kit 404, deployment 400 (openapi/releases.yaml#/components/responses/SourceNotFound)',
        '[REL-BAD-QUERY] inferred body shape: /error: kit string, deployment absent (openapi/releases.yaml#/components/schemas/Error)',
        '[REL-BAD-QUERY] inferred body shape: /message: kit string, deployment absent (openapi/releases.yaml#/components/schemas/Error)',
        '[REL-BAD-QUERY] inferred body shape: /detail: kit absent, deployment string (openapi/releases.yaml#/components/schemas/Error)',
      ]);
      expect(code).toBe(1);
      expect(report.summary).toMatchObject({ documented: 4, inferred: 11, failing: 4 });
    } finally {
      await server.close();
    }
  });

  it('[DRIFT-PLANTED] drift in inferred decisions only is reported but passes (exit 0), in every reporter', async () => {
    const onlyInferred: Alteration = {
      answer: (_request, answer) => (answer.status === 404 ? { ...answer, status: 400 } : answer),
    };
    const server = await startAlteredServer(
      createReleasesEngine({ data: defaultReleasesData }),
      onlyInferred,
    );
    try {
      const out = join(dir, 'inferred');
      const stdout = createSink();
      const argv = [
        'releases',
        '--base-url',
        server.url,
        '--reporter',
        'pretty,json,junit,html',
        '--output',
        out,
      ];
      expect(await runDriftCommand(argv, { stdout, env: {} })).toBe(0);
      expect(stdout.text()).toContain('! [inferred] status: status differs: kit 404, deployment 400');
      expect(stdout.text()).toContain('0 documented-rule, 1 inferred-decision → passed');
      const junit = await readFile(join(out, 'drift.junit.xml'), 'utf8');
      expect(junit).toContain('failures="0"');
      expect(junit).toContain('<system-out>[inferred] status: status differs: kit 404, deployment 400');
      const html = await readFile(join(out, 'drift.html'), 'utf8');
      expect(html).toContain('openapi/releases.yaml#/components/responses/SourceNotFound');
      expect(JSON.parse(await readFile(join(out, 'drift.json'), 'utf8')).summary.passed).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('[DRIFT-DATA] totals are compared only when both sides serve the same dataset', async () => {
    const other = { ...defaultReleasesData, events: defaultReleasesData.events.slice(0, 100) };
    const server = await startAlteredServer(createReleasesEngine({ data: other }), {});
    try {
      const { report } = await drift(['releases', '--base-url', server.url]);
      expect(lines(report).filter((line) => line.includes('pagination.total'))).toEqual([]);
      const step = report.cases.find((c) => c.name.startsWith('[REL-EVENTS-DEFAULT]'));
      expect(step?.notes).toEqual([
        'pagination.total for the same filters: not compared, the datasets differ',
        'the same events in the same order: not compared, the datasets differ',
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('drift against a deliberately different memory server', () => {
  it('[DRIFT-PLANTED] finds the planted memory differences with their labels', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants, rateLimit: false });
    const server = await startAlteredServer(engine, {
      request: (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        // Planted (documented): recall ignores the limit.
        if (request.url.pathname === '/v1/recall' && body?.limit === 2) delete body.limit;
        return request;
      },
      answer: (request, answer) => {
        const body = answer.body as Record<string, unknown>;
        const path = request.url.pathname;
        // Planted (inferred, success codes): an anchor is created with 200.
        if (path === '/v1/anchors' && answer.status === 201) return { ...answer, status: 200 };
        // Planted (documented): no workspace is a 401.
        if (answer.status === 400 && !request.headers['x-workspace-id']) return { ...answer, status: 401 };
        // Planted (inferred, method decision): GET on a POST path is a 404.
        if (answer.status === 405)
          return { ...answer, status: 404, body: { error: 'not_found', message: 'no route' } };
        // Planted (inferred, reinforced_atom_ids): feedback names no reinforced atom.
        if (path === '/v1/feedback' && Array.isArray(body.reinforced_atom_ids)) body.reinforced_atom_ids = [];
        // Planted (inferred, the ingest payload is the kit's design): no anchor_created.
        if (path === '/v1/memory/ingest') delete body.anchor_created;
        // Planted (documented and inferred at once): chunked atoms are counted one too many.
        if (path === '/v1/atoms' && (body.stored_count as number) > 1)
          body.stored_count = (body.stored_count as number) + 1;
        return answer;
      },
    });
    try {
      const { code, report } = await drift(['memory', '--base-url', server.url, ...memoryCredentials]);
      expect(lines(report)).toEqual([
        '[MEM-ANCHOR] inferred status: status differs: kit 201, deployment 200 (openapi/memory.yaml#/x-inferred-decisions/0)',
        '[MEM-ATOM-CHUNKED] documented stored_count is the number of atom_ids: deployment: stored_count 41, 40 atom_ids',
        '[MEM-ATOM-CHUNKED] inferred how many atoms the content became: values differ (openapi/memory.yaml#/components/schemas/Chunking/properties/max_chars)',
        '[MEM-RECALL] documented the limit caps the items: deployment: 10 items',
        '[MEM-FEEDBACK] inferred the listed atom is the one reinforced: values differ (openapi/memory.yaml#/components/schemas/FeedbackResponse/properties/reinforced_atom_ids)',
        '[MEM-INGEST] inferred body shape: /anchor_created: kit boolean, deployment absent (openapi/memory.yaml#/paths/~1v1~1memory~1ingest/post)',
        '[MEM-NO-WORKSPACE] documented status: status differs: kit 400, deployment 401',
        '[MEM-METHOD] inferred status: status differs: kit 405, deployment 404 (openapi/memory.yaml#/x-inferred-decisions/7)',
      ]);
      expect(code).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('[DRIFT-USAGE] drift memory without credentials is a usage error', async () => {
    await expect(
      runDriftCommand(['memory', '--base-url', 'http://127.0.0.1:9'], { env: {} }),
    ).rejects.toThrow('needs --api-key and --workspace');
  });
});

describe('drift against nothing', () => {
  it('[DRIFT-USAGE] a deployment that does not answer makes the run incomplete: exit 1, every step skipped', async () => {
    const stderr = createSink();
    const output = join(dir, 'unreachable.json');
    const argv = [
      'releases',
      '--base-url',
      'http://127.0.0.1:9',
      '--timeout',
      '2000',
      '--reporter',
      'json',
      '--output',
      output,
    ];
    expect(await runDriftCommand(argv, { stdout: quiet, stderr, env: {} })).toBe(1);
    expect(stderr.text()).toContain('11 step(s) got no answer');
    const report = JSON.parse(await readFile(output, 'utf8'));
    expect(report.summary).toMatchObject({ skipped: 11, documented: 0, failing: 0 });
  });
});
