import { createServer } from 'node:http';
import { describe, expect, test } from 'vitest';
import { exitCodeOf } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { capture } from './capture-io.js';
import { memoryRun, releasesRun } from './engines.js';
import { listen } from './serve-engine.js';

/** A server that accepts every connection and reads every request, and never answers. */
async function silentServer() {
  return listen(createServer(() => {}));
}

const timeoutMs = 1_500;
// Not a measure of speed: a bound between one --timeout (and the preflight's start) and two.
const bound = 1.6 * timeoutMs + 300;

describe.concurrent('a silent server ends the run after --timeout, not twice it', () => {
  test.for(['memory', 'releases'] as const)(
    '[SILENT-1] %s: no-answer within 1.6 x --timeout',
    async (api) => {
      const served = await silentServer();
      try {
        const base = api === 'memory' ? memoryRun : releasesRun;
        const started = performance.now();
        const report = await runConformance({ ...base, baseUrl: served.url, timeoutMs });
        const ms = performance.now() - started;
        expect(report.unjudgeable?.problem).toBe('no-answer');
        // Both probes waited, and both said so: the second route was tried, not skipped.
        expect(report.unjudgeable?.message).toMatch(
          / and .*accepted the connection but sent nothing in 1\.5 s/,
        );
        expect(exitCodeOf(report)).toBe(3);
        expect(ms).toBeGreaterThanOrEqual(timeoutMs - 50);
        expect(ms).toBeLessThan(bound);
      } finally {
        await served.close();
      }
    },
  );

  test('[SILENT-2] the CLI exits 3 within 1.6 x --timeout', async () => {
    const served = await silentServer();
    try {
      const { out, io } = capture();
      const started = performance.now();
      const code = await runConformanceCommand(
        ['releases', '--base-url', served.url, '--timeout', '1500'],
        io,
      );
      const ms = performance.now() - started;
      expect(code).toBe(3);
      expect(out.stderr).toMatch(/could not judge .*\(no-answer\)/);
      expect(ms).toBeLessThan(bound);
    } finally {
      await served.close();
    }
  });
});
