import { describe, expect, test } from 'vitest';
import { memoryChecks, releasesChecks } from '../../conformance/checks/index.js';
import { runConformanceCommand } from '../../src/cli/conformance.js';

const needsRateLimit = memoryChecks.filter((check) => check.requires.includes('rateLimit')).length;
const kitOnly = releasesChecks.filter((check) => check.level === 'kit' && !check.advisory).length;

/** The kit's own mocks pass their own contract, served directly and through Prism. Counts come from the registered checks. */
const runs: [string, string[], string][] = [
  [
    'memory, direct, every option',
    // No --rate-limit-burst: the built-in mock's default burst reaches past its fixed-window limit (start-target.ts).
    ['memory', '--checkout', '--rate-limit'],
    `${memoryChecks.length} passed, 0 failed, 0 warnings, 0 skipped`,
  ],
  [
    'memory, through Prism',
    ['memory', '--prism', '--checkout'],
    `${memoryChecks.length - needsRateLimit} passed, 0 failed, 0 warnings, ${needsRateLimit} skipped`,
  ],
  ['releases, direct', ['releases'], `${releasesChecks.length} passed, 0 failed, 0 warnings, 0 skipped`],
  [
    'releases, through Prism, level documented',
    ['releases', '--prism', '--level', 'documented'],
    `${releasesChecks.length - kitOnly} passed, 0 failed, 0 warnings, ${kitOnly} skipped`,
  ],
];

describe.concurrent('contract-kit conformance passes against the built-in mocks', () => {
  test.for(runs)('%s', { timeout: 120_000 }, async ([, argv, summary]) => {
    const out: string[] = [];
    const write = (text: string) => {
      out.push(text);
    };
    // A budget no local response comes near, so the response-time check runs and passes too.
    const code = await runConformanceCommand(
      [...argv, '--run-id', 'ci-builtin', '--max-response-time', '60000'],
      {
        stdout: { write },
        stderr: { write },
        env: {},
      },
    );
    expect(code, out.join('')).toBe(0);
    expect(out.join('')).toContain(summary);
  });
});
