import { describe, expect, it } from 'vitest';
import { computeRetryDelay, parseRetryAfter, type RetryDelayInput } from './retry-delay.js';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('parseRetryAfter', () => {
  const cases: [string, { given: string | null; want: number | undefined }][] = [
    ['missing header', { given: null, want: undefined }],
    ['whole seconds', { given: '2', want: 2000 }],
    ['zero seconds', { given: '0', want: 0 }],
    ['seconds with spaces', { given: ' 5 ', want: 5000 }],
    ['fractional seconds', { given: '1.5', want: 1500 }],
    ['HTTP date in the future', { given: 'Sun, 01 Jun 2025 12:00:03 GMT', want: 3000 }],
    ['HTTP date in the past', { given: 'Sun, 01 Jun 2025 11:59:00 GMT', want: 0 }],
    ['negative number', { given: '-1', want: undefined }],
    ['garbage', { given: 'soon', want: undefined }],
    ['empty', { given: '', want: undefined }],
  ];

  it.each(cases)('%s', (_title, { given, want }) => {
    expect(parseRetryAfter(given, now)).toBe(want);
  });
});

describe('computeRetryDelay', () => {
  const base = { baseDelayMs: 200, maxDelayMs: 10_000 };
  const cases: [string, { given: RetryDelayInput; want: number | undefined }][] = [
    ['lowest jitter is 0', { given: { ...base, retry: 0, random: () => 0 }, want: 0 }],
    ['first retry ceiling is baseDelayMs', { given: { ...base, retry: 0, random: () => 0.5 }, want: 100 }],
    ['ceiling doubles per retry', { given: { ...base, retry: 3, random: () => 0.5 }, want: 800 }],
    ['ceiling is capped by maxDelayMs', { given: { ...base, retry: 20, random: () => 0.5 }, want: 5000 }],
    [
      'Retry-After raises a short jitter',
      { given: { ...base, retry: 0, retryAfterMs: 1000, random: () => 0.5 }, want: 1000 },
    ],
    [
      'a longer jitter beats Retry-After',
      { given: { ...base, retry: 10, retryAfterMs: 1000, random: () => 0.5 }, want: 5000 },
    ],
    [
      'a Retry-After longer than maxDelayMs means no retry (never one sent early)',
      { given: { ...base, retry: 0, retryAfterMs: 10_001, random: () => 0 }, want: undefined },
    ],
    [
      'a Retry-After exactly at maxDelayMs is waited out',
      { given: { ...base, retry: 0, retryAfterMs: 10_000, random: () => 0 }, want: 10_000 },
    ],
  ];

  it.each(cases)('%s', (_title, { given, want }) => {
    expect(computeRetryDelay(given)).toBe(want);
  });

  it('stays within [0, ceiling) with the real random source', () => {
    for (let i = 0; i < 1000; i++) {
      const delay = computeRetryDelay({ ...base, retry: 2 });
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(800);
    }
  });
});
