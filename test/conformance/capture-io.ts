/**
 * Streams for `runConformanceCommand` that keep what it writes, and the environment it reads.
 * @example const { out, io } = capture({ CONFORMANCE_BASE_URL: url }); await runConformanceCommand(argv, io); out.stdout;
 */
export function capture(env: Record<string, string | undefined> = {}) {
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: {
      write: (text: string) => {
        out.stdout += text;
      },
    },
    stderr: {
      write: (text: string) => {
        out.stderr += text;
      },
    },
    env,
  };
  return { out, io };
}

/** `--reporter` for each reporter but `github` (tested apart), as a run that writes every report passes them. */
export const everyReporter = ['pretty', 'json', 'junit', 'html', 'ctrf'].flatMap((name) => [
  '--reporter',
  name,
]);
