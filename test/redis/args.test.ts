/** `--redis` and `--workers` on `contract-kit mock`: what they need and what they exclude. */
import { describe, expect, it } from 'vitest';
import { planMocks } from '../../src/cli/args-mock.js';

const url = 'redis://127.0.0.1:6379/0';

describe('--redis and --workers', () => {
  it.each([
    ['--workers without --redis', ['memory', '--workers', '2'], /--workers needs --redis/],
    ['--redis with --state', ['memory', '--redis', url, '--state', 's.json'], /--state and --redis exclude/],
    ['--redis with --seed', ['memory', '--redis', url, '--seed', '1'], /--seed and --redis exclude/],
    ['--redis that is not a URL', ['memory', '--redis', 'localhost:6379'], /expected a URL/],
    ['--workers 0', ['memory', '--redis', url, '--workers', '0'], /--workers/],
  ])('%s is a usage error', async (_title, argv, message) => {
    await expect(planMocks(argv)).rejects.toThrow(message);
  });

  it('passes the URL to every mock, and the worker count to the plan', async () => {
    const plan = await planMocks(['all', '--redis', url, '--workers', '3', '--direct']);
    expect(plan.mocks.map((options) => options.redis)).toEqual([url, url]);
    expect(plan.workers).toBe(3);
  });
});
