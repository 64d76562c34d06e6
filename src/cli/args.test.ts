import { describe, expect, it } from 'vitest';
import { parseInteger, parsePort, parseRateLimit, UsageError } from './args.js';
import { planMocks, startsPrism } from './args-mock.js';

describe('[CLI-ARGS] option values', () => {
  it.each([
    ['100/10s', { limit: 100, windowMs: 10_000 }],
    ['5/1s', { limit: 5, windowMs: 1_000 }],
    ['600/1m', { limit: 600, windowMs: 60_000 }],
    ['3/250ms', { limit: 3, windowMs: 250 }],
    ['off', false],
  ] as const)('[CLI-ARGS-1] --rate-limit %s', (value, want) => {
    expect(parseRateLimit(value)).toEqual(want);
  });

  it.each(['100', '0/1s', '5/0s', '5/1d', '-1/1s', 'five/1s', ''])(
    '[CLI-ARGS-2] --rate-limit %j is a usage error',
    (value) => {
      expect(() => parseRateLimit(value)).toThrow(UsageError);
    },
  );

  it.each([
    ['0', 0],
    ['4010', 4010],
    ['65535', 65_535],
  ] as const)('[CLI-ARGS-3] --port %s', (value, want) => {
    expect(parsePort(value, '--port')).toBe(want);
  });

  it.each(['65536', '-1', '40.1', 'abc', ''])('[CLI-ARGS-4] --port %j is a usage error', (value) => {
    expect(() => parsePort(value, '--port')).toThrow(/--port must be a port number/);
  });

  it('[CLI-ARGS-5] whole numbers are bounded', () => {
    expect(parseInteger('250', '--latency', 0, 30_000)).toBe(250);
    expect(() => parseInteger('30001', '--latency', 0, 30_000)).toThrow(
      /--latency must be a whole number from 0 to 30000/,
    );
    expect(() => parseInteger('1.5', '--seed', 0, 10)).toThrow(UsageError);
  });
});

describe('[CLI-ARGS-MOCK] mock flags that decide how Prism starts', () => {
  it.each([
    [[], true],
    [['memory', '--serve-before-prism'], true],
    [['--direct'], false],
    [['releases', '--help'], false],
    [['--no-such-flag'], false],
    [['everything'], false],
  ] as const)('[CLI-ARGS-MOCK-1] startsPrism(%j) is %s', (argv, want) => {
    expect(startsPrism([...argv])).toBe(want);
  });

  it('[CLI-ARGS-MOCK-2] --serve-before-prism reaches every mock, and excludes --direct', async () => {
    const plan = await planMocks(['--serve-before-prism']);
    expect(plan.mocks.map((m) => [m.api, m.serveBeforePrism])).toEqual([
      ['memory', true],
      ['releases', true],
    ]);
    expect((await planMocks([])).mocks.every((m) => m.serveBeforePrism === undefined)).toBe(true);
    await expect(planMocks(['--serve-before-prism', '--direct'])).rejects.toThrow(
      /--serve-before-prism and --direct exclude each other/,
    );
  });
});
