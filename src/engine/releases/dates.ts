/**
 * Instants of the releases API, parsed by hand: `Date.parse` accepts more than ISO 8601 and
 * reads an offset-less date-time as local time, which would make the mock depend on the machine.
 * @see ../../../openapi/releases.yaml (x-inferred-decisions: date bounds)
 */

const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2}))?$/;

/** What {@link parseInstant} accepts besides a full date-time with `Z`. */
export interface InstantOptions {
  /** `2024-03-05` alone, read as midnight UTC. */
  plainDate?: boolean;
  /** An offset such as `+02:00` instead of `Z`. */
  offset?: boolean;
}

/**
 * Milliseconds since the epoch of an ISO 8601 instant, or `null` when `raw` is not one (wrong
 * shape, or a calendar value such as February 30 or 24:00). Fractions of a millisecond are kept,
 * so an inclusive bound is never rounded past a record.
 * @example parseInstant('2024-03-05', { plainDate: true }) // 1709596800000
 */
export function parseInstant(raw: string, options: InstantOptions = {}): number | null {
  const match = dateTime.exec(raw);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  if (h === undefined && !options.plainDate) return null;
  const parts = [y, mo, d, h ?? '0', mi ?? '0', s ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = parts;
  // Not Date.UTC: it reads the years 0 to 99 as 1900 to 1999, and format: date allows 0002-01-01.
  const back = new Date(0);
  back.setUTCFullYear(year, month - 1, day);
  back.setUTCHours(hour, minute, second, 0);
  const utc = back.getTime();
  // Date.UTC rolls 2024-02-30 over to March 1; a round trip that changes a field means "not a date".
  const roundTrips =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute;
  if (!roundTrips || second > 59) return null;
  const offsetMs = zoneOffsetMs(zone ?? 'Z');
  if (offsetMs === null || (zone !== undefined && zone.length > 1 && !options.offset)) return null;
  return utc + Number(`0${fraction ?? ''}`) * 1000 - offsetMs;
}

function zoneOffsetMs(zone: string): number | null {
  if (zone === 'Z' || zone === 'z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/** The current instant in the dataset's format, whole seconds: `2024-03-05T14:00:00Z`. */
export function nowUtc(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 19)}Z`;
}
