import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The jar the `specmatic` npm package ships; the package's own launcher only runs `java -jar` on it. */
export const specmaticJar = createRequire(import.meta.url).resolve('specmatic/specmatic.jar');

/** One Specmatic run: how many tests, how they ended, and the output to show when one failed. */
export interface SpecmaticResult {
  tests: number;
  successes: number;
  failures: number;
  errors: number;
  /** Wall time of the run, load and JVM start included. */
  seconds: number;
  /** The "Unsuccessful Scenarios" part of the output (or its tail), for the assertion message. */
  report: string;
}

/** Options of {@link runSpecmatic}. */
export interface SpecmaticRun {
  document: string;
  baseUrl: string;
  /** Folder for specmatic.yaml and the reports Specmatic writes into its working folder. */
  dir: string;
  /** Generative (resiliency) tests on top of the examples: boundary values, missing optionals, negatives. */
  generative: boolean;
  /** Environment variables named after security schemes carry credentials (Specmatic's convention). */
  env?: Record<string, string>;
}

/**
 * Runs `specmatic test` against `baseUrl`. Generative runs are bounded with
 * MAX_TEST_REQUEST_COMBINATIONS=1 (one combination of optional parameters per generated case) so
 * both APIs, served directly and through Prism, stay within about a minute each on two cores.
 * Throws when Java is missing or the output has no summary line, so a broken install fails loudly.
 */
export async function runSpecmatic(options: SpecmaticRun): Promise<SpecmaticResult> {
  const config = [
    'version: 2',
    'contracts:',
    '  - provides:',
    `      - ${JSON.stringify(options.document)}`,
    'test:',
    '  timeoutInMilliseconds: 10000',
    ...(options.generative ? ['  resiliencyTests:', '    enable: all'] : []),
  ].join('\n');
  await writeFile(join(options.dir, 'specmatic.yaml'), `${config}\n`);
  const started = Date.now();
  const { stdout, stderr } = await run(
    'java',
    [
      // A short-lived JVM: quick tiers and a small heap start faster than the server defaults.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-DMAX_TEST_REQUEST_COMBINATIONS=1',
      '-jar',
      specmaticJar,
      'test',
      `--testBaseURL=${options.baseUrl}`,
    ],
    {
      cwd: options.dir,
      env: { ...process.env, ...options.env },
      maxBuffer: 256 * 1024 * 1024,
      timeout: 240_000,
    },
  ).catch((error: { stdout?: string; stderr?: string; code?: unknown; message: string }) => {
    // Specmatic exits 1 when a test failed; the summary is still on stdout.
    if (typeof error.stdout === 'string' && /Tests run: \d+/.test(error.stdout))
      return error as { stdout: string; stderr: string };
    throw new Error(`specmatic did not run (${error.message}): ${(error.stderr ?? '').slice(-2000)}`);
  });
  const output = `${stdout}\n${stderr}`;
  const summary = /Tests run: (\d+), Successes: (\d+), Failures: (\d+), WIP: \d+, Errors: (\d+)/.exec(output);
  if (!summary) throw new Error(`specmatic printed no summary:\n${output.slice(-4000)}`);
  const [, tests, successes, failures, errors] = summary.map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const unsuccessful = output.indexOf('Unsuccessful Scenarios');
  return {
    tests,
    successes,
    failures,
    errors,
    seconds: (Date.now() - started) / 1000,
    report: unsuccessful >= 0 ? output.slice(unsuccessful, unsuccessful + 6000) : output.slice(-3000),
  };
}
