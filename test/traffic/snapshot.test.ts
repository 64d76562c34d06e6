import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import { createReleasesHandlers } from '../../mocks/index.js';
import { runSnapshotCommand } from '../../src/cli/snapshot.js';
import type { EventRecord, SourceRecord } from '../../src/engine/releases/types.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { progressPath } from '../../src/traffic/snapshot-progress.js';
import { snapshotReleases } from '../../src/traffic/snapshot-releases.js';
import { startTestServer } from './different-server.js';
import { createSink } from './text-sink.js';

const quiet = { write: () => {} };
const noWait = async () => {};
let kit: RunningMock;
let dir: string;

// Pages a client would ask for: filters, inactive sources, deep offsets, one source's events.
const pages = [
  '/api/v1/sources',
  '/api/v1/sources?active_only=false&limit=100&offset=100',
  '/api/v1/sources?type=pypi&active_only=false',
  '/api/v1/events?limit=100&offset=2000',
  '/api/v1/events?severity=Danger&event_type=EOL&limit=7&offset=3',
  '/api/v1/events?start_date=2024-01-01&end_date=2024-06-30',
  '/api/v1/sources/3/events?limit=5',
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ck-snapshot-'));
  kit = await startMock({ api: 'releases', port: 0, direct: true });
});
afterAll(async () => {
  try {
    await kit.close();
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe('snapshot releases', () => {
  it('[TRAFFIC-SNAPSHOT] round-trips the kit mock: a mock loaded with the snapshot serves the same pages', async () => {
    const out = join(dir, 'kit.json');
    const stdout = createSink();
    const argv = ['releases', '--base-url', kit.url, '--out', out, '--rate', '100'];
    expect(await runSnapshotCommand(argv, { stdout, stderr: quiet })).toBe(0);
    expect(stdout.text()).toContain('wrote 177 sources and 2140 events in 24 requests');
    const data = JSON.parse(await readFile(out, 'utf8'));
    const copy = await startMock({ api: 'releases', port: 0, direct: true, releasesData: data });
    try {
      for (const page of pages) {
        const [original, replayed] = await Promise.all(
          [kit.url, copy.url].map((base) => fetch(`${base}${page}`)),
        );
        expect(await replayed?.json(), page).toEqual(await original?.json());
      }
    } finally {
      await copy.close();
    }
    // The msw handlers take the same file and answer like the original.
    const expected = await (await fetch(`${kit.url}${pages[4]}`)).json();
    const handlers = createReleasesHandlers({ data, baseUrl: 'http://releases.test' });
    const server = setupServer(...handlers);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const viaMsw = await (await fetch(`http://releases.test${pages[4]}`)).json();
      expect(viaMsw).toEqual(expected);
    } finally {
      server.close();
    }
    await expect(access(progressPath(out))).rejects.toThrow();
  });

  it('[TRAFFIC-SNAPSHOT] resumes an interrupted run from its partial file and fetches only what is missing', async () => {
    const out = join(dir, 'resumed.json');
    let calls = 0;
    const failing: typeof fetch = (input, init) =>
      ++calls > 6 ? Promise.reject(new TypeError('network down')) : fetch(input, init);
    const first = snapshotReleases({ baseUrl: kit.url, out, rate: 100, fetch: failing, sleep: noWait });
    await expect(first).rejects.toThrow('failed 5 times; last: network down');
    const partial = JSON.parse(await readFile(progressPath(out), 'utf8'));
    expect(partial).toMatchObject({ phase: 'events', offset: 400 });
    const result = await snapshotReleases({ baseUrl: kit.url, out, rate: 100, resume: true });
    expect(result).toMatchObject({ resumed: true, requests: 18, dropped: 0 });
    const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);
    expect(byId(result.data.events)).toEqual(byId(defaultReleasesData.events));
    expect(byId(result.data.sources)).toEqual(byId(defaultReleasesData.sources));
  });

  it('[TRAFFIC-SNAPSHOT] copes with a different server: small pages, 429, extra fields, orphan events; keeps its rate', async () => {
    const sources: (SourceRecord & { created_at: string })[] = Array.from({ length: 15 }, (_, i) => ({
      ...{ id: i + 1, name: `pkg-${i + 1}`, type: 'npm', target_identifier: `pkg-${i + 1}` },
      ...{
        official_website: null,
        github_url: null,
        docs_url: null,
        importance: 'high',
        is_active: i % 4 !== 0,
      },
      created_at: '2020-01-01T00:00:00Z',
    }));
    const events: EventRecord[] = Array.from({ length: 20 }, (_, i) => ({
      ...{ id: 100 + i, source_id: i === 19 ? 999 : (i % 15) + 1, version: `1.${i}.0` },
      ...{ release_date: `2025-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`, event_type: 'Release' },
      ...{
        severity: 'Info',
        description: '',
        release_notes_url: null,
        announcement_url: null,
        migration_guide_url: null,
      },
    }));
    let throttled = false;
    const page = <T>(list: T[], url: URL) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      // Planted: a page size of 7 whatever limit asks for.
      return { limit: 7, offset, total: list.length, items: list.slice(offset, offset + 7) };
    };
    const server = await startTestServer({
      'GET /api/v1/sources': (_r, url) => {
        if (!throttled) {
          throttled = true;
          return {
            status: 429,
            headers: { 'retry-after': '0' },
            body: { error: 'rate_limited', message: 'slow' },
          };
        }
        const { items, ...pagination } = page(
          url.searchParams.get('active_only') === 'false' ? sources : [],
          url,
        );
        return { status: 200, body: { sources: items, pagination } };
      },
      'GET /api/v1/events': (_r, url) => {
        const { items, ...pagination } = page(events, url);
        return { status: 200, body: { events: items.map((e) => ({ ...e, sources: {} })), pagination } };
      },
    });
    // A fake clock that only sleeping moves: request starts are then exact.
    let clock = 0;
    const starts: number[] = [];
    const timed: typeof fetch = (input, init) => {
      starts.push(clock);
      return fetch(input, init);
    };
    const log: string[] = [];
    const out = join(dir, 'different.json');
    try {
      const result = await snapshotReleases({
        ...{ baseUrl: server.url, out, rate: 4, log: (line: string) => log.push(line) },
        ...{ fetch: timed, now: () => clock },
        sleep: async (ms) => {
          clock += ms;
        },
      });
      expect(result.data.sources).toHaveLength(15);
      expect(result.data.sources.every((s) => !('created_at' in s))).toBe(true);
      expect(result.data.events.map((e) => e.id)).toEqual(events.slice(0, 19).map((e) => e.id));
      expect(result.dropped).toBe(1);
      expect(server.seen.filter((line) => line.startsWith('GET /api/v1/sources'))).toHaveLength(4);
      expect(log.some((line) => line.includes('(status 429)'))).toBe(true);
      // At most 4 requests a second: starts are at least 250 ms apart (the 429 asked for 0 s more).
      const gaps = starts.slice(1).map((at, i) => at - (starts[i] ?? 0));
      expect(gaps).toHaveLength(server.seen.length - 1);
      expect(Math.min(...gaps)).toBe(250);
    } finally {
      await server.close();
    }
  });

  it('[TRAFFIC-SNAPSHOT] refuses data that is not a valid dataset, naming the field, and keeps the progress', async () => {
    const agents: (string | undefined)[] = [];
    const server = await startTestServer({
      'GET /api/v1/sources': (request) => {
        agents.push(request.headers['user-agent']);
        return { status: 200, body: { sources: [{ id: 1 }], pagination: { total: 1 } } };
      },
      'GET /api/v1/events': () => ({ status: 200, body: { events: [], pagination: { total: 0 } } }),
    });
    const out = join(dir, 'invalid.json');
    const stderr = createSink();
    try {
      const argv = ['releases', '--base-url', server.url, '--out', out, '--rate', '50'];
      expect(await runSnapshotCommand(argv, { stdout: quiet, stderr })).toBe(1);
      expect(stderr.text()).toContain('not a valid dataset: sources[0].name is required');
      // The deployment's operators can see who is paging through it.
      expect(agents).toEqual([expect.stringMatching(/^contract-kit\/\d+\.\d+\.\d+ snapshot$/)]);
      await access(progressPath(out));
    } finally {
      await server.close();
    }
  });
});
