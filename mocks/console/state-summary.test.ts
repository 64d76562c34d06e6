import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createMock } from '../../src/engine/mock/create-mock.js';
import { summariseState } from './state-summary.js';

const anchor = (key: string, workspace: string) =>
  new Request('http://localhost/v1/anchors', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'x-workspace-id': workspace,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'a', type: 'agent' }),
  });

describe("[CONSOLE-STATE] the state view's summary", () => {
  it('[CONSOLE-STATE-1] shows each open rate-limit window: requests, limit, reset, and the key only redacted', async () => {
    const mock = createMock(
      createMemoryEngine({ tenants: defaultTenants, rateLimit: { limit: 5, windowMs: 10_000 } }),
    );
    for (let i = 0; i < 3; i++) expect((await mock.fetch(anchor('ck_test_key', 'ws_main'))).status).toBe(201);
    expect((await mock.fetch(anchor('ck_test_key', 'ws_other'))).status).toBe(201);
    const summary = await summariseState(mock);
    const windows = summary.tables.find((t) => t.title === 'Rate-limit windows');
    expect(windows?.rows.map((row) => row.slice(0, 4))).toEqual([
      ['[redacted: ck_t…, 11 chars]', 'ws_main', '3', '5'],
      ['[redacted: ck_t…, 11 chars]', 'ws_other', '1', '5'],
    ]);
    expect(windows?.rows[0]?.[4]).toMatch(/^(9|10) s$/);
    expect(JSON.stringify(summary)).not.toContain('ck_test_key');
  });

  it('[CONSOLE-STATE-2] a reset closes every window', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }));
    await mock.fetch(anchor('ck_test_key', 'ws_main'));
    await mock.reset();
    const windows = (await summariseState(mock)).tables.find((t) => t.title === 'Rate-limit windows');
    expect(windows?.rows).toEqual([]);
  });
});
