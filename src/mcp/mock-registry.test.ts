import { describe, expect, it } from 'vitest';
import { createMockRegistry, type MockRequest, mockArgv } from './mock-registry.js';

describe('mock registry', () => {
  const cases: [string, { given: MockRequest; want: string[] }][] = [
    ['prism by default, on a free port', { given: { api: 'memory' }, want: ['memory', '--port', '0'] }],
    [
      'every option as its flag',
      {
        given: {
          api: 'memory',
          mode: 'direct',
          port: 4100,
          seed: 3,
          rateLimit: '5/1s',
          latencyMs: 10,
          examples: true,
        },
        want: [
          'memory',
          '--port',
          '4100',
          '--direct',
          '--seed',
          '3',
          '--rate-limit',
          '5/1s',
          '--latency',
          '10',
          '--examples',
        ],
      },
    ],
  ];
  for (const [title, { given, want }] of cases) {
    it(`[MCP-MOCK-ARGV] ${title}`, () => expect(mockArgv(given)).toEqual(want));
  }

  it("[MCP-MOCK-ERRORS] the CLI parser's refusals come back in the tool's words", async () => {
    const registry = createMockRegistry();
    await expect(registry.start({ api: 'releases', seed: 1 })).rejects.toThrow(
      'seed applies to the memory mock, which this command does not start',
    );
    await expect(
      registry.start({ api: 'memory', fixtures: 'fixtures/tenants.json', state: 'b.json' }),
    ).rejects.toThrow(/^fixtures and state exclude each other/);
    await expect(registry.stop('memory-1')).rejects.toThrow(
      'no running mock "memory-1"; none runs: start one with start_mock',
    );
  });

  it('[MCP-MOCK-LIFE] a started mock answers on its URL and is listed until stopped', async () => {
    const registry = createMockRegistry();
    const mock = await registry.start({ api: 'releases', mode: 'direct' });
    try {
      expect(registry.list().map((m) => m.id)).toEqual([mock.id]);
      expect((await fetch(`${mock.url}/api/v1/sources?limit=1`)).status).toBe(200);
    } finally {
      await registry.stop(mock.id);
    }
    expect(registry.list()).toEqual([]);
    await expect(fetch(`${mock.url}/api/v1/sources`)).rejects.toThrow();
  });
});
