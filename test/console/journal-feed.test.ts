/**
 * The console's live journal without a browser: `mock.watch` is told of API exchanges only, and
 * not at all once stopped; the feed passes on every kept entry, then new ones, then all again
 * after a reset.
 */
import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { feedJournal } from '../../mocks/console/journal-feed.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createMock } from '../../src/engine/mock/create-mock.js';

const request = (path: string, method = 'GET') =>
  new Request(`http://127.0.0.1:4010${path}`, { method, headers: { 'x-api-key': 'ck_test_key' } });

describe('[CONSOLE-FEED] the live journal', () => {
  it('[CONSOLE-FEED-1] watch tells of API exchanges, not control calls, and nothing once stopped', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }));
    let told = 0;
    const stop = mock.watch(() => told++);
    await mock.fetch(request('/v1/anchors/a1'));
    await mock.fetch(request('/__control/faults'));
    expect(told).toBe(1);
    stop();
    await Promise.resolve();
    await mock.fetch(request('/v1/anchors/a2'));
    expect(told).toBe(1);
  });

  it('[CONSOLE-FEED-2] every kept entry first, then new ones in a batch, then all again after a reset', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }));
    await mock.fetch(request('/v1/anchors/before'));
    const seen: { paths: string[]; replace: boolean }[] = [];
    const feed = feedJournal(mock, (entries, replace) =>
      seen.push({ paths: entries.map((e) => e.path), replace }),
    );
    await mock.fetch(request('/v1/anchors/one'));
    await mock.fetch(request('/v1/anchors/two'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    await mock.reset();
    feed.check();
    feed.stop();
    expect(seen).toEqual([
      { paths: ['/v1/anchors/before'], replace: true },
      { paths: ['/v1/anchors/one', '/v1/anchors/two'], replace: false },
      { paths: [], replace: true },
    ]);
  });
});
