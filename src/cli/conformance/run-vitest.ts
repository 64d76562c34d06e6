import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import { optionsToEnv } from '../../../conformance/env.js';
import type { ConformanceOptions } from '../../../conformance/options.js';
import { defaults } from '../../../conformance/options.js';
import { ConformanceReporter } from '../../../conformance/reporters/vitest-reporter.js';
import type { CheckResult } from '../../../conformance/result.js';

/** What vitest reported. */
export interface SuiteOutcome {
  results: CheckResult[];
  errors: string[];
}

// This file runs from src/cli/conformance (tests) or dist/src/cli/conformance (the CLI); the
// compiled suite runtime sits at the same relative place in both, with the matching extension.
const here = fileURLToPath(import.meta.url);
const extension = here.endsWith('.ts') ? '.ts' : '.js';
const runtimeModule = join(dirname(here), '..', '..', '..', 'conformance', `register-suite${extension}`);

/** The suite file: in the source tree, or shipped beside dist/ in the package's conformance/. */
function suiteFile(): string {
  for (let dir = dirname(here); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'conformance', 'suite.test.ts');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('conformance/suite.test.ts not found beside the kit');
}

/**
 * Runs conformance/suite.test.ts through vitest's node API with the options in `CONFORMANCE_*`
 * variables and collects each check's result. vitest's own output goes to `log`; it never sets
 * this process's exit code.
 * @example const { results } = await runSuiteWithVitest(options, (result) => progress(result));
 */
export async function runSuiteWithVitest(
  options: Omit<ConformanceOptions, 'fetch' | 'onResult'>,
  onResult: ((result: CheckResult) => void) | undefined,
  log: NodeJS.WritableStream,
): Promise<SuiteOutcome> {
  const file = suiteFile();
  const reporter = new ConformanceReporter(options.api, onResult);
  const exitCode = process.exitCode;
  const maxDuration = options.maxDurationMs ?? defaults.maxDurationMs;
  try {
    const vitest = await startVitest(
      'test',
      [],
      {
        config: false,
        root: dirname(file),
        include: ['suite.test.ts'],
        exclude: [],
        watch: false,
        reporters: [reporter],
        env: { ...optionsToEnv(options), CONFORMANCE_RUNTIME: runtimeModule },
        testTimeout: maxDuration + 60_000,
        hookTimeout: 60_000,
        fileParallelism: false,
        passWithNoTests: false,
      },
      { logLevel: 'error', server: { watch: null } },
      { stdout: log as NodeJS.WriteStream, stderr: log as NodeJS.WriteStream },
    );
    await vitest.close();
  } finally {
    process.exitCode = exitCode;
  }
  return { results: reporter.results, errors: reporter.errors };
}
