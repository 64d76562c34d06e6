#!/usr/bin/env node
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// V8's code for the CLI's modules from the last run, instead of compiling them again: Node's own
// cache folder (NODE_COMPILE_CACHE, else the OS temp folder), keyed by content, never the package.
module.enableCompileCache?.();

const entry = new URL('../dist/src/cli/main.js', import.meta.url);
let cli;
try {
  cli = await import(entry.href);
} catch (error) {
  // A clone of the repository before its first build (`npm ci` does not build): one line, not a stack.
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes(fileURLToPath(entry))) {
    console.error(
      'contract-kit: this checkout is not built yet: run `npm run build` first (`npm start` builds by itself)',
    );
    process.exit(2);
  }
  throw error;
}
process.exitCode = await cli.main(process.argv.slice(2));
