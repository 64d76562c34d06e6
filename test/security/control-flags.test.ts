/**
 * The mock's access flags: `--allowed-host`, `--control-origin` and `--cors-origin`, each
 * repeatable, reach every mock started, and a value that cannot be a host name or an origin is a
 * usage error (exit 2) rather than a defence that silently matches nothing.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { planMocks } from '../../src/cli/args-mock.js';
import { describeUsage } from '../../src/cli/banner.js';

describe('[SEC-FLAGS] the access flags of contract-kit mock', () => {
  it('[SEC-FLAGS-1] each flag is repeatable and applies to every mock started', async () => {
    const plan = await planMocks([
      '--allowed-host',
      'mock-a',
      '--allowed-host',
      '.team.test',
      '--control-origin',
      'http://localhost:5173',
      '--cors-origin',
      'https://app.example.test',
      '--cors-origin',
      'http://localhost:4173',
    ]);
    expect(plan.mocks).toHaveLength(2);
    for (const mock of plan.mocks) {
      expect(mock.allowedHosts).toEqual(['mock-a', '.team.test']);
      expect(mock.controlOrigins).toEqual(['http://localhost:5173']);
      expect(mock.corsOrigins).toEqual(['https://app.example.test', 'http://localhost:4173']);
    }
  });

  it.each([
    ['--allowed-host', 'http://mock-a'],
    ['--allowed-host', 'mock-a:4010'],
    ['--allowed-host', '*'],
    ['--control-origin', 'localhost:5173'],
    ['--control-origin', 'http://localhost:5173/'],
    ['--control-origin', '*'],
    ['--cors-origin', 'null'],
    ['--cors-origin', 'file:///tmp/a.html'],
  ])('[SEC-FLAGS-2] %s %s is a usage error naming the flag', async (flag, value) => {
    const planned = planMocks([flag, value]);
    await expect(planned).rejects.toThrow(UsageError);
    await expect(planned).rejects.toThrow(flag);
  });

  it('[SEC-FLAGS-3] the banner names what the user allowed, and nothing when nothing was', () => {
    const mocks = [{ api: 'releases' as const, url: 'http://127.0.0.1:4011' }];
    const base = { version: '0', validated: true, mocks };
    expect(describeUsage(base)).not.toContain('Pages that may call');
    const access = { allowedHosts: ['mock-a'], controlOrigins: ['http://localhost:5173'] };
    const banner = describeUsage({ ...base, access });
    expect(banner).toContain('Host names answered besides localhost and IP addresses: mock-a');
    expect(banner).toContain('Pages that may call /__control/: http://localhost:5173');
  });
});
