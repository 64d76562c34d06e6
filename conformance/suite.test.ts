/**
 * The conformance suite as a vitest file. `contract-kit conformance` runs it through vitest's node
 * API with its options in `CONFORMANCE_*` variables; it can also run on its own:
 *   CONFORMANCE_API=releases CONFORMANCE_BASE_URL=http://127.0.0.1:4011 npx vitest run --config conformance/vitest.config.ts
 * `CONFORMANCE_RUNTIME` lets the CLI point at the compiled suite when it runs from dist/.
 */
import type * as Runtime from './register-suite.js';

const runtime: typeof Runtime = await import(process.env.CONFORMANCE_RUNTIME ?? './register-suite.js');
runtime.registerConformanceSuite(runtime.optionsFromEnv(process.env));
