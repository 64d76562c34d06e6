import { afterEach, describe, expect, it } from 'vitest';
import { type MockSetting, planMockSettings } from '../options/mock-options.js';
import { createMockRegistry, type MockRequest, mockSettings } from './mock-registry.js';
import { ToolInputError } from './tool-result.js';

describe('mock registry', () => {
  const cases: [string, { given: MockRequest; want: unknown }][] = [
    ['prism by default, on a free port', { given: { api: 'memory' }, want: { apis: ['memory'], port: 0 } }],
    [
      'every option as its setting',
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
        want: {
          apis: ['memory'],
          port: 4100,
          direct: true,
          seed: 3,
          rateLimit: '5/1s',
          latencyMs: 10,
          examples: true,
        },
      },
    ],
  ];
  for (const [title, { given, want }] of cases) {
    it(`[MCP-MOCK-SETTINGS] ${title}`, () => expect(mockSettings(given)).toEqual(want));
  }

  it('[MCP-MOCK-PLAN] a request plans as the CLI plans the same flags', async () => {
    const plan = await planMockSettings(
      mockSettings({ api: 'memory', mode: 'direct', seed: 3, rateLimit: '5/1s', latencyMs: 10 }),
      { name: (field) => field },
    );
    expect(plan.mocks).toEqual([
      expect.objectContaining({
        api: 'memory',
        port: 0,
        direct: true,
        seed: 3,
        rateLimit: { limit: 5, windowMs: 1_000 },
        latencyMs: 10,
      }),
    ]);
  });

  it("[MCP-MOCK-ERRORS] the option check's refusals come back in the tool's words", async () => {
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

  const refusals: [string, MockRequest, MockSetting, RegExp][] = [
    [
      'a memory setting on releases',
      { api: 'releases', rateLimit: '5/1s' },
      'rateLimit',
      /^rateLimit applies/,
    ],
    [
      'a malformed rate limit',
      { api: 'memory', rateLimit: '5/x' },
      'rateLimit',
      /^rateLimit must be N\/WINDOW/,
    ],
    [
      'a latency too long',
      { api: 'memory', latencyMs: 30_001 },
      'latencyMs',
      /^latencyMs must be a whole number/,
    ],
    ['a port out of range', { api: 'releases', port: 70_000 }, 'port', /^port must be a port number/],
    ['a seed out of range', { api: 'memory', seed: -1 }, 'seed', /^seed must be a whole number from 0/],
  ];
  it.each(refusals)(
    '[MCP-MOCK-FIELD] %s is refused by field, with no flag named',
    async (_title, request, field, message) => {
      const error = await createMockRegistry()
        .start(request)
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(ToolInputError);
      expect((error as ToolInputError).field).toBe(field);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toMatch(/--/);
    },
  );

  describe('the control token of the environment', () => {
    const saved = process.env.CONTRACT_KIT_CONTROL_TOKEN;
    afterEach(() => {
      if (saved === undefined) delete process.env.CONTRACT_KIT_CONTROL_TOKEN;
      else process.env.CONTRACT_KIT_CONTROL_TOKEN = saved;
    });
    it('[MCP-MOCK-TOKEN] applies as for the CLI, and a bad one is named by its variable', async () => {
      process.env.CONTRACT_KIT_CONTROL_TOKEN = 'short';
      expect(mockSettings({ api: 'memory' }).controlToken).toBe('short');
      await expect(createMockRegistry().start({ api: 'memory', mode: 'direct' })).rejects.toThrow(
        /^CONTRACT_KIT_CONTROL_TOKEN must be 16 to 256/,
      );
    });
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
