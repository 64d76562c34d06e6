// @ts-check
'use strict';
/**
 * Runs the Prism CLI (`prism mock`, or a proxy in a process of its own) inside a watchdog: it
 * exits as soon as its stdin (a pipe from its parent) closes, which the kernel does however the
 * parent dies, SIGKILL included, so Prism is never orphaned. Prism runs in this process (not a
 * grandchild), so the exit takes it along. Like the host, it keeps `sl-violations` a valid header.
 * Usage, from src/server/prism/prism.ts only: node watchdog.cjs PRISM_BIN ARGS...
 */
const quit = () => process.exit(0);
process.stdin.on('end', quit).on('error', quit).resume();
process.on('SIGTERM', quit);
process.on('SIGINT', quit);
require('./header-safe-violations.cjs').makeViolationsHeaderSafe(require('node:http'));
// Prism's CLI reads its arguments after its own path, as if started as `node PRISM_BIN ARGS...`.
process.argv.splice(1, 1);
require(process.argv[1] ?? '');
