import { describe, expect, it } from 'vitest';
import { parseInteger, parsePort, UsageError } from './args.js';
import { planMocks, startsPrism } from './args-mock.js';

describe('[CLI-ARGS] option values', () => {
  it.each(['100', '0/1s', '5/0s', '5/1d', '-1/1s', 'five/1s', ''])(
    "[CLI-ARGS-2] --rate-limit %j is a usage error in the flag's words",
    async (value) => {
      const planning = planMocks(['memory', `--rate-limit=${value}`]);
      await expect(planning).rejects.toThrow(UsageError);
      await expect(planning).rejects.toThrow(
        `--rate-limit must be N/WINDOW such as 100/10s, 5/1s or 600/1m, or "off"; got "${value}"`,
      );
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

describe("[CLI-ARGS-WORDS] the mock settings refused in the command line's words", () => {
  it.each([
    [['memory', '--seed', 'abc'], '--seed must be a whole number from 0 to 2147483647, got "abc"'],
    [['memory', '--seed', '1.5'], '--seed must be a whole number from 0 to 2147483647, got "1.5"'],
    [['memory', '--latency', '30001'], '--latency must be a whole number from 0 to 30000, got "30001"'],
    [['memory', '--port', '070000'], '--port must be a port number from 0 to 65535, got "070000"'],
    [['--memory-port', 'x'], '--memory-port must be a port number from 0 to 65535, got "x"'],
    [['releases', '--seed', '1'], '--seed applies to the memory mock, which this command does not start'],
    [['--workers', '2'], '--workers needs --redis: processes share their state only through Redis'],
    [
      ['--redis', 'redis://127.0.0.1:1/0', '--workers', '65'],
      '--workers must be a whole number from 1 to 64, got "65"',
    ],
    [
      ['--examples', '--releases-data', 'x.json'],
      "--examples and --releases-data exclude each other: --examples starts from the objects the documents' examples name",
    ],
    [['--allowed-host', 'a b'], '--allowed-host a b: expected a host name such as mock-a or .example.test'],
    [
      ['--cors-origin', 'http://x/p'],
      '--cors-origin http://x/p: expected an origin such as http://localhost:5173',
    ],
  ] as const)('[CLI-ARGS-WORDS-1] %j', async (argv, message) => {
    const planning = planMocks([...argv]);
    await expect(planning).rejects.toThrow(UsageError);
    await expect(planning).rejects.toThrow(message);
  });
});
