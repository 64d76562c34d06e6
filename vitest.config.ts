import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The kit's own tests. The conformance suite (conformance/suite.test.ts) is not listed here: it
 * runs through `contract-kit conformance`, against whatever deployment it is pointed at.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'mocks/**/*.test.ts', 'fixtures/**/*.test.ts'],
    // Tests that run in Chromium under their own config (test/browser/vitest-browser-mode.test.ts runs them).
    exclude: [...configDefaults.exclude, 'test/browser-mode/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: tests that start Prism or Chromium are heavy, so keep files to two at a time.
    maxWorkers: 2,
  },
});
