/**
 * The CLI from source, for the tests that spawn it (what bin/contract-kit.js does with dist/).
 * Run with `node --import tsx`.
 */
import { main } from '../../src/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
