// @ts-check
'use strict';
/**
 * Prism's host: one process that runs every `prism proxy` of the process that spawned it
 * (src/server/prism/prism-host.ts says why and how it is spawned). Usage, from that file only:
 *   node host.cjs PRISM_MODULE PRISM_ENTRY PRISM_RANGE
 * PRISM_MODULE is the file to load (Prism's createServer.js, or this checkout's bundle of it),
 * PRISM_ENTRY Prism's own createServer.js, PRISM_RANGE the Prism versions the host's changes were
 * written for (the kit's peer range). Start and stop messages come over IPC; Prism's log lines go
 * to stdout and stderr. The host exits as soon as its stdin (a pipe from its parent) closes, which
 * the kernel does however the parent dies, so Prism is never orphaned.
 */

// Node's compile cache (22.1+) for what loads from here on: V8's code of each module kept where
// Node keeps it by default, keyed by content, never in the package; a cache that cannot be
// written is skipped by Node, and NODE_DISABLE_COMPILE_CACHE=1 turns it off.
try {
  require('node:module').enableCompileCache?.();
} catch {}

const quit = () => process.exit(0);
process.stdin.on('end', quit).on('error', quit).resume();
process.on('SIGTERM', quit);
process.on('SIGINT', quit);
process.on('disconnect', quit);

const { createRequire } = require('node:module');
const net = require('node:net');
const { deferModules, prismDeferredModules } = require('./defer-modules.cjs');
const { makeViolationsHeaderSafe } = require('./header-safe-violations.cjs');
const { applyPrismChanges, prismContext } = require('./prism-changes.cjs');

const [prismModule = '', entry = '', range = ''] = process.argv.slice(2);
deferModules(/** @type {any} */ (require('node:module')), prismDeferredModules);
makeViolationsHeaderSafe(require('node:http'));
const prism = require(prismModule);
const { createSingleProcessPrism } = prism;
const prismRequire = createRequire(entry);
// Prism stamps each log line with the local time, and the first stamp loads ICU's locale data:
// about 25 ms of the host's start, before either proxy listens. The kit's own lines carry no time.
// The logger is the one Prism's module required: the bundle exports it, else it is Prism's copy.
(prism.signale ?? require(prismRequire.resolve('signale'))).config({ displayTimestamp: false });
const { note } = applyPrismChanges(prismContext(prism, prismModule, entry), {
  version: prismRequire('../../package.json').version,
  range,
});
if (note !== null) console.error(note);

/** @type {Map<number, { close(): Promise<void> }>} */
const servers = new Map();
/** @param {string} host */
const freePort = (host) =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
/** @param {Record<string, unknown>} reply */
const send = (reply) => process.send?.(reply);

process.on('message', async (/** @type {any} */ m) => {
  try {
    if (m.kind === 'start') {
      const port = m.port || (await freePort(m.host));
      // As `prism proxy DOC URL -v warn`: the host reports its port over IPC, not in Prism's
      // "listening" line, and Prism's info lines (each operation at start, several per request,
      // each formatted by its logger) went nowhere; warnings, errors and fatal ones still come.
      // CORS off: Prism's would echo any page's origin with credentials; the kit's front decides
      // CORS for every answer and answers preflights itself (src/server/http/cors.ts).
      const server = await createSingleProcessPrism({
        cors: false,
        host: m.host,
        port,
        document: m.document,
        multiprocess: false,
        upstream: new URL(m.upstream),
        errors: false,
        validateRequest: true,
        verboseLevel: 'warn',
      });
      servers.set(m.id, server);
      send({ id: m.id, url: `http://${m.host.includes(':') ? `[${m.host}]` : m.host}:${port}` });
    } else {
      const server = servers.get(m.server);
      servers.delete(m.server);
      if (server) await server.close();
      send({ id: m.id, stopped: true });
    }
  } catch (error) {
    send({ id: m.id, error: String((error && /** @type {Error} */ (error).message) || error) });
  }
});
