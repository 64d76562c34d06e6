/** A mistake in the command line: printed with the usage hint, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A TCP port, 0 meaning "pick a free one". */
export function parsePort(value: string, flag: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65_535))
    throw new UsageError(`${flag} must be a port number from 0 to 65535, got "${value}"`);
  return port;
}

/** A whole number within bounds. */
export function parseInteger(value: string, flag: string, min: number, max: number): number {
  const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max))
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}
