import { describe, expect, it } from 'vitest';
import {
  fieldWords,
  integerBounds,
  type MockSetting,
  MockSettingError,
  type MockSettings,
  planMockSettings,
  rateLimitOf,
} from './mock-options.js';

/** The refusal `planMockSettings` throws for these settings, in the fields' own names. */
async function refusal(settings: MockSettings): Promise<MockSettingError> {
  const error = await planMockSettings(settings, fieldWords).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MockSettingError);
  return error as MockSettingError;
}

describe('[OPT-MOCK] mock settings, checked once for the CLI and the MCP server', () => {
  it.each([
    ['100/10s', { limit: 100, windowMs: 10_000 }],
    ['5/1s', { limit: 5, windowMs: 1_000 }],
    ['600/1m', { limit: 600, windowMs: 60_000 }],
    ['3/250ms', { limit: 3, windowMs: 250 }],
    ['off', false],
  ] as const)('[OPT-MOCK-1] rate limit %s', (value, want) => {
    expect(rateLimitOf(value, fieldWords)).toEqual(want);
  });

  it.each(['100', '0/1s', '5/0s', '5/1d', '-1/1s', 'five/1s', ''])(
    '[OPT-MOCK-2] rate limit %j is refused, naming rateLimit',
    (value) => {
      expect(() => rateLimitOf(value, fieldWords)).toThrow(MockSettingError);
      expect(() => rateLimitOf(value, fieldWords)).toThrow(/^rateLimit must be N\/WINDOW/);
    },
  );

  const cases: [string, MockSettings, MockSetting, string][] = [
    [
      'a memory setting without the memory mock',
      { apis: ['releases'], seed: 1 },
      'seed',
      'seed applies to the memory mock, which this command does not start',
    ],
    [
      'fixtures with a state file',
      { apis: ['memory'], fixtures: 'f.json', state: 's.json' },
      'fixtures',
      'fixtures and state exclude each other: the state file already holds the state',
    ],
    [
      'a port with both mocks',
      { apis: ['memory', 'releases'], port: 0 },
      'port',
      'port needs one mock (memory or releases); with both use memoryPort and releasesPort',
    ],
    [
      'workers without redis',
      { apis: ['memory'], workers: 2 },
      'workers',
      'workers needs redis: processes share their state only through Redis',
    ],
    [
      'a latency beyond its bound',
      { apis: ['memory'], latencyMs: integerBounds.latencyMs[1] + 1 },
      'latencyMs',
      `latencyMs must be a whole number from 0 to ${integerBounds.latencyMs[1]}, got "${integerBounds.latencyMs[1] + 1}"`,
    ],
    [
      'a port that is not one',
      { apis: ['releases'], releasesPort: 1.5 },
      'releasesPort',
      'releasesPort must be a port number from 0 to 65535, got "1.5"',
    ],
    [
      'a short control token',
      { apis: ['releases'], controlToken: 'short' },
      'controlToken',
      'controlToken must be 16 to 256 visible ASCII characters',
    ],
  ];
  it.each(cases)('[OPT-MOCK-3] %s is refused by field', async (_title, settings, field, message) => {
    const error = await refusal(settings);
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });

  it('[OPT-MOCK-4] the caller words the fields and the values as its user typed them', async () => {
    const words = { name: (field: MockSetting) => `<${field}>`, given: () => 'as typed' };
    const error = await planMockSettings({ apis: ['memory'], seed: Number.NaN }, words).catch(
      (thrown: unknown) => thrown as MockSettingError,
    );
    expect(error).toMatchObject({
      field: 'seed',
      message: '<seed> must be a whole number from 0 to 2147483647, got "as typed"',
    });
  });

  it('[OPT-MOCK-5] plans one startMock options object per API', async () => {
    const plan = await planMockSettings(
      { apis: ['memory', 'releases'], direct: true, memoryPort: 0, releasesPort: 0, seed: 7, latencyMs: 5 },
      fieldWords,
    );
    expect(plan.mocks.map(({ api, port, direct, latencyMs }) => ({ api, port, direct, latencyMs }))).toEqual([
      { api: 'memory', port: 0, direct: true, latencyMs: 5 },
      { api: 'releases', port: 0, direct: true, latencyMs: 5 },
    ]);
    expect(plan.mocks[0]?.seed).toBe(7);
    expect(plan.tenants?.source).toMatch(/^default tenants, /);
    expect(plan.control).toBeUndefined();
  });
});
