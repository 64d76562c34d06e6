/**
 * Two functions of Prism's CLI that the host replaces (src/server/prism/prism-host.ts): the example
 * paths it makes for info lines no one sees, and the second dereference of a whole document to
 * read one root key. Real node processes load Prism as the host does (from its own files and from
 * this checkout's bundle), start real proxies of the kit's documents, and report what Prism ran.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without types.
import { buildPrismBundle, bundleIsCurrent } from '../../scripts/prism-bundle.mjs';
import { packageRoot } from '../../src/server/package-root.js';
import { deferModulesScript, prismDeferredModules } from '../../src/server/prism/deferred-modules.js';
import { bundledPrism, hostModule } from '../../src/server/prism/prism-host.js';

const entry = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/util/createServer.js');

/**
 * JavaScript that applies the host's changes to Prism named (host/prism-changes.cjs) to the
 * `prism` a script loaded from `process.argv[1]`, as the host does, and prints nothing.
 */
const applyChanges = (...names: string[]) => `
{
  const changes = require(${JSON.stringify(hostModule('prism-changes.cjs'))});
  const context = changes.prismContext(prism, process.argv[1], process.argv[2]);
  for (const change of changes.prismChanges) if (${JSON.stringify(names)}.includes(change.name)) change.apply(context);
}
`;
const exampleFree = 'no example paths';
const oneDereference = 'one dereference';
const metaSchemaChecked = 'schemas checked at build';
const memoryJson = join(packageRoot, 'dist', 'openapi', 'memory.json');
const releasesJson = join(packageRoot, 'dist', 'openapi', 'releases.json');
const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const operationsOf = (file: string) =>
  Object.values(
    JSON.parse(readFileSync(file, 'utf8')).paths as Record<string, Record<string, unknown>>,
  ).reduce((n, item) => n + Object.keys(item).filter((key) => methods.has(key)).length, 0);

let dir = '';
beforeAll(async () => {
  if (!bundleIsCurrent()) expect(await buildPrismBundle()).toBeNull();
  dir = mkdtempSync(join(tmpdir(), 'ck-shortcuts-'));
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Seen {
  /** Files of json-schema-faker loaded once every proxy listened. */
  jsfFiles: number;
  /** Calls of Prism's own `createExamplePath`, and what its own configure function was given. */
  examplePaths: number;
  configured: unknown[];
  /** The option values json-schema-faker holds once it is loaded, after every proxy started. */
  fillProperties: unknown;
}

/**
 * Loads Prism (`module`) as the host does, records the calls of the two functions before the
 * host's scripts (when `shortcuts`) replace them, starts a proxy of each document, and prints
 * what it saw.
 */
function startProxies(module: string, documents: string[], shortcuts: boolean): Seen {
  const script = `
${deferModulesScript(prismDeferredModules)}
const prism = require(process.argv[1]);
const prismRequire = require('module').createRequire(process.argv[2]);
const paths = prism.examplePaths ?? prismRequire('./paths');
const extensions = prism.extensions ?? prismRequire('../extensions');
const seen = { examplePaths: 0, configured: [] };
const createExamplePath = paths.createExamplePath;
paths.createExamplePath = (...args) => { seen.examplePaths++; return createExamplePath(...args); };
const configure = extensions.configureExtensionsUserProvided;
extensions.configureExtensionsUserProvided = (document, options) => { seen.configured.push(document); return configure(document, options); };
${shortcuts ? applyChanges(exampleFree, oneDereference) : ''}
const net = require('net');
const freePort = () => new Promise((resolve) => { const probe = net.createServer().listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); }); });
(async () => {
  const documents = JSON.parse(process.argv[3]);
  const servers = [];
  for (const document of documents) {
    servers.push(await prism.createSingleProcessPrism({ cors: true, host: '127.0.0.1', port: await freePort(), document,
      multiprocess: false, upstream: new URL('http://127.0.0.1:9'), errors: false, validateRequest: true, verboseLevel: 'warn' }));
  }
  seen.jsfFiles = Object.keys(require.cache).filter((f) => f.includes('/json-schema-faker/')).length;
  // The copy Prism's CLI configures (its own, when it has one).
  const jsf = require('module').createRequire(prismRequire.resolve('../extensions'))('json-schema-faker').JSONSchemaFaker;
  void jsf.locate; // loads it (a stand-in until then records option calls rather than reading)
  seen.fillProperties = jsf.option('fillProperties');
  for (const server of servers) await server.close();
  console.log(JSON.stringify(seen));
})();
`;
  const out = execFileSync(process.execPath, ['-e', script, '--', module, entry, JSON.stringify(documents)], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NODE_OPTIONS: '--disable-warning=DEP0040' },
  });
  return JSON.parse(out.trim().split('\n').pop() as string) as Seen;
}

describe('[SRV-SHORTCUT] what the host spares Prism at each proxy start', () => {
  // Prism from its own files, and this checkout's bundle of it.
  const modules = () => [entry, bundledPrism(entry) as string];

  it("[SRV-SHORTCUT-1] no example paths and no json-schema-faker at start, and Prism's CLI makes both without the host's scripts", () => {
    for (const module of modules()) {
      const plain = startProxies(module, [memoryJson, releasesJson], false);
      // The probe can tell: without the scripts Prism's CLI made an example path of every
      // operation, which loaded json-schema-faker (for query parameters without an example).
      expect(plain.examplePaths).toBe(operationsOf(memoryJson) + operationsOf(releasesJson));
      expect(plain.jsfFiles).toBeGreaterThan(0);
      const spared = startProxies(module, [memoryJson, releasesJson], true);
      expect(spared.examplePaths).toBe(0);
      expect(spared.jsfFiles).toBe(0);
    }
  }, 120_000);

  it('[SRV-SHORTCUT-2] a JSON document without x-json-schema-faker is not dereferenced again; one with it, or a YAML document, goes to Prism as it is', () => {
    const withOptions = join(dir, 'with-options.json');
    const document = JSON.parse(readFileSync(memoryJson, 'utf8'));
    writeFileSync(
      withOptions,
      JSON.stringify({ ...document, 'x-json-schema-faker': { 'fill-properties': false } }),
    );
    const yaml = join(packageRoot, 'openapi', 'releases.yaml');
    for (const module of modules()) {
      const plain = startProxies(module, [memoryJson], false);
      expect(plain.configured).toEqual([memoryJson]);
      // Each start resets the generator's options: the document with options comes last.
      const seen = startProxies(module, [memoryJson, yaml, withOptions], true);
      expect(seen.configured).toEqual([{}, yaml, withOptions]);
      // The document's own generator options were applied (Prism's default is true).
      expect(seen.fillProperties).toBe(false);
      // And a document without them leaves Prism's defaults, as Prism's own function does.
      expect(startProxies(module, [memoryJson], true).fillProperties).toBe(plain.fillProperties);
    }
  }, 120_000);

  it("[SRV-SHORTCUT-3] no meta-schema check of the kit's schemas, and the same answers and violations as with it", () => {
    const answered: Answers['answers'][] = [];
    for (const module of modules()) {
      const checked = answersOf(module, false);
      // The probe can tell: Prism's ajv checked schemas against the meta-schema.
      expect(checked.metaChecks).toBeGreaterThan(0);
      const spared = answersOf(module, true);
      expect(spared.metaChecks).toBe(0);
      expect(spared.answers).toEqual(checked.answers);
      // The answers were judged: request bodies and response bodies alike.
      const violations = checked.answers.map((answer) => answer.violations).join();
      expect(violations).toContain('"location":["request","body"]');
      expect(violations).toContain('"location":["response","body"');
      answered.push(spared.answers);
    }
    // The bundle (with its own lodash/fp: scripts/prism-bundle.mjs) answers as Prism's files do.
    expect(answered[1]).toEqual(answered[0]);
  }, 120_000);
});

it("[SRV-SHORTCUT-4] a bundle made before it exported Prism's parts is left as it is, with no second Prism loaded beside it", () => {
  const old = join(dir, 'old-bundle.cjs');
  writeFileSync(old, 'module.exports = { createSingleProcessPrism() {} };');
  const script = `
const prism = require(process.argv[1]);
const prismRequire = require('module').createRequire(process.argv[2]);
require(${JSON.stringify(hostModule('prism-changes.cjs'))}); // the host's own modules, loaded first
const before = Object.keys(require.cache).length;
${applyChanges(exampleFree, oneDereference, metaSchemaChecked)}
console.log(JSON.stringify({ loaded: Object.keys(require.cache).length - before, keys: Object.keys(prism) }));
`;
  const out = execFileSync(process.execPath, ['-e', script, '--', old, entry], { encoding: 'utf8' });
  expect(JSON.parse(out.trim().split('\n').pop() as string)).toEqual({
    loaded: 0,
    keys: ['createSingleProcessPrism'],
  });
});

interface Answers {
  metaChecks: number;
  answers: { status: number; violations: string }[];
}

/**
 * A proxy of the memory document (as the host starts one: no `--errors`, so an invalid request is
 * answered 422 only where Prism refuses it outright) in front of an upstream that answers every
 * request with the same body (201 to a new anchor), wrong for most: the statuses and `sl-violations`
 * of a few requests, and how often ajv checked a schema against the meta-schema.
 */
function answersOf(module: string, shortcuts: boolean): Answers {
  const script = `
${deferModulesScript(prismDeferredModules)}
const prism = require(process.argv[1]);
const prismRequire = require('module').createRequire(process.argv[2]);
const core = prism.ajvCore ?? require('module').createRequire(prismRequire.resolve('@stoplight/prism-http'))('ajv/dist/core');
const Ajv = core.default ?? core;
let metaChecks = 0;
const validateSchema = Ajv.prototype.validateSchema;
Ajv.prototype.validateSchema = function (...args) { metaChecks++; return validateSchema.apply(this, args); };
${shortcuts ? applyChanges(metaSchemaChecked) : ''}
const http = require('http');
const upstream = http.createServer((request, response) => {
  request.resume();
  response.writeHead(request.method === 'POST' && request.url === '/v1/anchors' ? 201 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ anchor_id: 'anc_1', name: 'a', type: 'agent', created_at: 'yesterday' }));
});
const ask = (port, method, path, headers, body) => new Promise((resolve, reject) => {
  const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, violations: String(response.headers['sl-violations'] ?? '') }));
  });
  request.on('error', reject);
  request.end(body);
});
upstream.listen(0, '127.0.0.1', async () => {
  const net = require('net');
  const port = await new Promise((resolve) => { const probe = net.createServer().listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); }); });
  const server = await prism.createSingleProcessPrism({ cors: true, host: '127.0.0.1', port, document: process.argv[3],
    multiprocess: false, upstream: new URL('http://127.0.0.1:' + upstream.address().port), errors: false, validateRequest: true, verboseLevel: 'warn' });
  const auth = { authorization: 'Bearer ck_test_key', 'x-workspace-id': 'ws_main', 'content-type': 'application/json' };
  const answers = [];
  answers.push(await ask(port, 'POST', '/v1/anchors', auth, JSON.stringify({ name: 'a', type: 'agent' })));
  answers.push(await ask(port, 'POST', '/v1/anchors', auth, JSON.stringify({ type: 12 })));
  answers.push(await ask(port, 'POST', '/v1/anchors', { 'content-type': 'application/json' }, '{}'));
  answers.push(await ask(port, 'GET', '/v1/anchors?limit=oops', auth));
  answers.push(await ask(port, 'POST', '/v1/recall', auth, JSON.stringify({ anchor_id: 'anc_1', query: 'q' })));
  await server.close();
  upstream.close();
  console.log(JSON.stringify({ metaChecks, answers }));
});
`;
  const out = execFileSync(process.execPath, ['-e', script, '--', module, entry, memoryJson], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NODE_OPTIONS: '--disable-warning=DEP0040' },
  });
  return JSON.parse(out.trim().split('\n').pop() as string) as Answers;
}
