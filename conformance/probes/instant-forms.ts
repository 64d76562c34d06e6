import type { EdgeClass } from './input-edges.js';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `2025-03-01T14:00:00` for an instant seen at `offsetMinutes` east of UTC. */
function localText(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/**
 * One instant (whole seconds) written in the form an edge class names; the canonical form is
 * `instant-z`. `offsetMinutes` (1 to 1439) is how far the offset forms move the wall-clock time, so
 * a server that reads the time and drops the offset lands that far from the instant.
 * @example writeInstant(Date.UTC(2025, 2, 1, 12), 'instant-negative-offset', 300) // '2025-03-01T07:00:00-05:00'
 */
export function writeInstant(ms: number, form: EdgeClass, offsetMinutes: number): string {
  const whole = Math.floor(ms / 1000) * 1000;
  switch (form) {
    case 'instant-positive-offset':
      return `${localText(whole, offsetMinutes)}${offsetText(offsetMinutes)}`;
    case 'instant-negative-offset':
      return `${localText(whole, -offsetMinutes)}${offsetText(-offsetMinutes)}`;
    case 'instant-fraction':
      return `${localText(whole, 0)}.000Z`;
    case 'date-only':
      return localText(whole, 0).slice(0, 10);
    default:
      return `${localText(whole, 0)}Z`;
  }
}

/**
 * An instant for date probes and the offset to write it with, chosen from the release dates a
 * list holds: the middle of the narrowest gap between two distinct dates under a day, so a server
 * that drops either offset moves the bound across a record and answers differently. `undefined`
 * when no two dates are within a day of each other.
 * @example probeInstant([t1, t2, t3]) // { ms: t1 + (t2 - t1) / 2, offsetMinutes: 61 }
 */
export function probeInstant(times: readonly number[]): { ms: number; offsetMinutes: number } | undefined {
  const sorted = [...new Set(times.map((t) => Math.floor(t / 1000) * 1000))].sort((a, b) => a - b);
  let best: { ms: number; offsetMinutes: number } | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let index = 1; index < sorted.length; index++) {
    const gap = (sorted[index] as number) - (sorted[index - 1] as number);
    // Whole seconds and a half gap of at least a second, so the instant lies strictly between them.
    if (gap < 2000 || gap >= 2 * 1439 * 60_000 || gap >= bestGap) continue;
    bestGap = gap;
    const ms = Math.floor(((sorted[index - 1] as number) + gap / 2) / 1000) * 1000;
    best = { ms, offsetMinutes: Math.min(1439, Math.floor(gap / 2 / 60_000) + 1) };
  }
  return best;
}
