/**
 * The CLI from source, for tests that spawn it: what bin/contract-kit.js does with dist/, so the
 * tests need no build and always run the code under test. Run with `node --import tsx`.
 */
import { main } from '../../../src/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
