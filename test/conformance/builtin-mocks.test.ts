import { describe, expect, test } from 'vitest';
import { runConformanceCommand } from '../../src/cli/conformance.js';

/** The "done when": the suite passes against the kit's own mocks, served directly and through Prism. */
const runs: [string, string[], RegExp][] = [
  [
    'memory, direct, every option',
    ['memory', '--checkout', '--rate-limit'],
    /43 passed, 0 failed, 0 skipped/,
  ],
  ['memory, through Prism', ['memory', '--prism', '--checkout'], /41 passed, 0 failed, 2 skipped/],
  ['releases, direct', ['releases'], /25 passed, 0 failed, 0 skipped/],
  ['releases, through Prism, level core', ['releases', '--prism', '--level', 'core'], /0 failed/],
];

describe.concurrent('contract-kit conformance passes against the built-in mocks', () => {
  test.for(runs)('%s', { timeout: 120_000 }, async ([, argv, summary]) => {
    const out: string[] = [];
    const write = (text: string) => {
      out.push(text);
    };
    const code = await runConformanceCommand([...argv, '--run-id', 'ci-builtin'], {
      stdout: { write },
      stderr: { write },
      env: {},
    });
    expect(code, out.join('')).toBe(0);
    expect(out.join('')).toMatch(summary);
  });
});
