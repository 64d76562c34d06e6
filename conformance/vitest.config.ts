import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Runs the conformance suite file on its own, with its options in `CONFORMANCE_*` variables:
 *   CONFORMANCE_API=releases CONFORMANCE_BASE_URL=http://127.0.0.1:4011 npx vitest run --config conformance/vitest.config.ts
 * `contract-kit conformance` does the same through vitest's node API, with its own reporters.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['suite.test.ts'],
    // The run bounds itself (--max-duration); this is only a safety net above it.
    testTimeout: 400_000,
  },
});
