/**
 * The conformance suite as a vitest file, for teams that run it with their own vitest. Its
 * options come from the same `CONFORMANCE_*` variables the CLI reads (conformance/README.md):
 *   CONFORMANCE_API=releases CONFORMANCE_BASE_URL=http://127.0.0.1:4011 npx vitest run --config conformance/vitest.config.ts
 * `contract-kit conformance` runs the same checks on the same path without vitest.
 */
import { optionsFromEnv, registerConformanceSuite } from './register-suite.js';

registerConformanceSuite(optionsFromEnv(process.env));
