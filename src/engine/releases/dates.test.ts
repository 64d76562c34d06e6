import { describe, expect, it } from 'vitest';
import { type InstantOptions, nowUtc, parseInstant } from './dates.js';

const bound: InstantOptions = { plainDate: true, offset: true };

describe('parseInstant', () => {
  const cases: [string, { raw: string; options?: InstantOptions; want: string | null }][] = [
    ['UTC date-time', { raw: '2024-03-05T14:00:00Z', want: '2024-03-05T14:00:00.000Z' }],
    ['fraction kept', { raw: '2024-03-05T14:00:00.25Z', want: '2024-03-05T14:00:00.250Z' }],
    ['plain date is midnight UTC', { raw: '2024-03-05', options: bound, want: '2024-03-05T00:00:00.000Z' }],
    ['plain date refused by default', { raw: '2024-03-05', want: null }],
    [
      'offset converted',
      { raw: '2024-03-05T14:00:00-05:30', options: bound, want: '2024-03-05T19:30:00.000Z' },
    ],
    ['offset refused by default', { raw: '2024-03-05T14:00:00+01:00', want: null }],
    ['+00:00 refused by default too', { raw: '2024-03-05T14:00:00+00:00', want: null }],
    ['February 30', { raw: '2024-02-30', options: bound, want: null }],
    ['leap day', { raw: '2024-02-29', options: bound, want: '2024-02-29T00:00:00.000Z' }],
    ['hour 24', { raw: '2024-03-05T24:00:00Z', want: null }],
    ['second 60', { raw: '2024-03-05T14:00:60Z', want: null }],
    ['no zone', { raw: '2024-03-05T14:00:00', options: bound, want: null }],
    ['no seconds', { raw: '2024-03-05T14:00Z', options: bound, want: null }],
    ['offset hour 24', { raw: '2024-03-05T14:00:00+24:00', options: bound, want: null }],
    ['words', { raw: 'yesterday', options: bound, want: null }],
  ];
  it.each(cases)('[DT] %s', (_, { raw, options, want }) => {
    const instant = parseInstant(raw, options);
    expect(instant === null ? null : new Date(instant).toISOString()).toBe(want);
  });

  it('[DT] keeps sub-millisecond fractions so that inclusive bounds do not round', () => {
    expect(parseInstant('2024-03-05T14:00:00.0005Z')).toBeGreaterThan(
      parseInstant('2024-03-05T14:00:00Z') ?? 0,
    );
  });
});

describe('nowUtc', () => {
  it('[DT] formats whole seconds like the dataset', () => {
    expect(nowUtc(new Date('2024-03-05T14:00:00.999Z'))).toBe('2024-03-05T14:00:00Z');
  });
});
