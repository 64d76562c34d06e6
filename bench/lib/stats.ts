/** Small numeric helpers shared by the benchmark groups. */

/** The q-quantile (0..1) of samples, nearest-rank; sorts a copy. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Arithmetic mean. */
export function mean(samples: readonly number[]): number {
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}

/** Rounds for display: 3 significant figures below 100, integers above. */
export function fmt(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return Number(value.toPrecision(digits)).toString();
}

/** A ratio for display, e.g. `0.62×`. */
export function ratio(a: number, b: number): string {
  return b > 0 && Number.isFinite(a) ? `${fmt(a / b)}×` : 'n/a';
}

/** Milliseconds since `start` (from `process.hrtime.bigint()`). */
export function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}
