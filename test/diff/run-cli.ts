import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built CLI, as an installed package runs it (`npm run build` first). */
export const bin = fileURLToPath(new URL('../../bin/contract-kit.js', import.meta.url));

/** What a finished CLI process left: exit code and both streams. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `contract-kit ARGS...` in `cwd` with this test's Node and resolves when it exits.
 * @example const { code, stdout } = await runCli(['diff', 'old.yaml', 'new.yaml'], dir)
 */
export function runCli(args: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}
