/** Where a traffic command writes and what it reads; defaults to the process's own. */
export interface CommandIo {
  stdout?: { write(text: string): void };
  stderr?: { write(text: string): void };
  cwd?: string;
  /** Long-running commands (record) stop when this resolves; default: SIGINT or SIGTERM. */
  until?: Promise<void>;
  /** Told the address once a command listens (record). */
  onListening?: (url: string) => void;
}

/** The streams of `io`, with the process's own where not given. */
export function streamsOf(io: CommandIo): {
  stdout: { write(text: string): void };
  stderr: { write(text: string): void };
  cwd: string;
} {
  return {
    stdout: io.stdout ?? process.stdout,
    stderr: io.stderr ?? process.stderr,
    cwd: io.cwd ?? process.cwd(),
  };
}

/** A mistake on the command line, reported by the CLI with exit code 2. */
export class CommandLineError extends Error {
  override readonly name = 'CommandLineError';
}

/**
 * An absolute http(s) URL from a flag.
 * @throws {CommandLineError} otherwise.
 */
export function httpUrl(value: string | undefined, flag: string): string {
  if (value === undefined) throw new CommandLineError(`${flag} URL is required`);
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value))
    throw new CommandLineError(`${flag} must be an absolute http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** Resolves on the first SIGINT or SIGTERM, for commands that run until stopped. */
export function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
