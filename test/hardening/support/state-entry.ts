/**
 * A memory mock with `--state FILE` and a small compaction threshold, for tests that kill it while
 * it compacts: `node --import tsx state-entry.ts FILE COMPACT_BYTES`. Prints `  memory  URL` once
 * it listens, as the CLI's banner does, and runs until it is killed.
 */
import { startMock } from '../../../src/server/index.js';

const [file, bytes] = process.argv.slice(2);
if (!file || !bytes) throw new Error('usage: state-entry.ts FILE COMPACT_BYTES');
const mock = await startMock({
  api: 'memory',
  port: 0,
  direct: true,
  rateLimit: false,
  stateFile: file,
  stateCompactAfterBytes: Number(bytes),
});
console.log(`  memory    ${mock.url}`);
