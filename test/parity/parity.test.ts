/**
 * Parity: the engine served over real HTTP (the kit's own `startMock`, direct mode) and the same
 * engine behind msw answer every request of one shared table identically: status, content-type,
 * retry-after, allow, and body. Each side gets fresh engines with the same seed, so ids agree,
 * and the same stopped clock, so Retry-After agrees however long the table takes on a busy machine
 * (with a running clock the two runs could fall on either side of a second of the rate window).
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { parityRateLimit, parityTable } from './parity-table.js';
import { type ParityResult, runTable } from './run-table.js';

const seed = 7;
const stopped = Date.parse('2026-01-01T00:00:00Z');
const memoryOptions = { seed, rateLimit: parityRateLimit, now: () => stopped };
// An origin nothing listens on: msw answers it, so a request that escaped would fail loudly.
const mswBase = { memory: 'http://memory.msw.test', releases: 'http://releases.msw.test' };

let overHttp: ParityResult[] = [];
let throughMsw: ParityResult[] = [];
const mocks: RunningMock[] = [];

beforeAll(async () => {
  const engine = createMemoryEngine({ ...memoryOptions, tenants: defaultTenants });
  const memory = await startMock({ api: 'memory', port: 0, direct: true, engine });
  mocks.push(memory);
  const releases = await startMock({ api: 'releases', port: 0, direct: true });
  mocks.push(releases);
  // HTTP first and msw after, each alone: with msw listening, the HTTP side's traffic would pass
  // through its interceptor too.
  overHttp = await runTable(parityTable, { memory: memory.url, releases: releases.url });
  const server = setupServer(
    ...createMemoryHandlers({ ...memoryOptions, baseUrl: mswBase.memory }),
    ...createReleasesHandlers({ baseUrl: mswBase.releases }),
  );
  server.listen({ onUnhandledFrame: 'error' });
  try {
    throughMsw = await runTable(parityTable, mswBase);
  } finally {
    server.close();
  }
});

afterAll(async () => {
  await Promise.all(mocks.map((mock) => mock.close()));
});

describe('[PARITY] the engine over HTTP and through msw', () => {
  it('[PARITY-0] the table covers both APIs and every documented error status', () => {
    const statuses = new Set(parityTable.map((row) => `${row.api} ${row.status}`));
    for (const status of [200, 201, 400, 402, 403, 404, 413, 429, 500]) {
      if (status !== 200) expect(statuses).toContain(`memory ${status}`);
    }
    for (const status of [200, 400, 404]) expect(statuses).toContain(`releases ${status}`);
    expect(parityTable.length).toBeGreaterThanOrEqual(25);
  });

  it.each(parityTable.map((row, i) => [i + 1, row.title, row.status] as const))(
    '[PARITY-%i] %s',
    (index, _title, status) => {
      const http = overHttp[index - 1];
      const msw = throughMsw[index - 1];
      expect(http?.status, 'status over HTTP').toBe(status);
      expect(msw).toEqual(http);
    },
  );
});
