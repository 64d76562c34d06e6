/**
 * This checkout's one-file Prism (scripts/prism-bundle.mjs): Prism's host runs it while it is
 * current and Prism's own files otherwise; it loads without the modules a proxy never uses; and the
 * proxy it serves validates as Prism does. Real Prism, real HTTP on loopback.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without types.
import { buildPrismBundle, bundleIsCurrent, lazyModule } from '../../scripts/prism-bundle.mjs';
import { openapiPath, packageRoot } from '../../src/server/package-root.js';
import { deferModulesScript, prismDeferredModules } from '../../src/server/prism/deferred-modules.js';
import { type PrismProcess, startPrism } from '../../src/server/prism/prism.js';
import { bundledPrism } from '../../src/server/prism/prism-host.js';

const entry = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/util/createServer.js');
const bundle = join(packageRoot, '.cache', 'prism-host', 'createServer.js');

// `npm run build` made it; a run of this file alone, after an install, makes it here.
beforeAll(async () => {
  if (!bundleIsCurrent()) expect(await buildPrismBundle()).toBeNull();
}, 120_000);

describe('[SRV-BUNDLE] which Prism the host loads', () => {
  let root = '';
  const manifest = (fields: Record<string, unknown>) =>
    writeFileSync(join(root, '.cache', 'prism-host', 'manifest.json'), JSON.stringify(fields));
  const stamp = () => {
    const { size, mtimeMs } = statSync(join(root, 'package-lock.json'));
    return `${size}:${mtimeMs}`;
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ck-bundle-'));
    mkdirSync(join(root, '.cache', 'prism-host'), { recursive: true });
    writeFileSync(join(root, '.cache', 'prism-host', 'createServer.js'), '');
    writeFileSync(join(root, 'package-lock.json'), '{}');
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("[SRV-BUNDLE-1] the bundle while its manifest names this createServer.js and this lock, else Prism's own files", () => {
    manifest({ entry, lock: stamp(), file: 'createServer.js' });
    expect(bundledPrism(entry, root)).toBe(join(root, '.cache', 'prism-host', 'createServer.js'));
    // Another Prism install.
    expect(bundledPrism('/elsewhere/createServer.js', root)).toBeUndefined();
    // The lock changed since (npm install, git checkout).
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'package-lock.json'), later, later);
    expect(bundledPrism(entry, root)).toBeUndefined();
    manifest({ entry, lock: stamp(), file: 'createServer.js' });
    expect(bundledPrism(entry, root)).toBeDefined();
    // The bundle's file gone, or no manifest, or a package user's install (no lock, no .cache).
    manifest({ entry, lock: stamp(), file: 'missing.js' });
    expect(bundledPrism(entry, root)).toBeUndefined();
    rmSync(join(root, '.cache', 'prism-host', 'manifest.json'));
    expect(bundledPrism(entry, root)).toBeUndefined();
    expect(bundledPrism(entry, join(root, '.cache'))).toBeUndefined();
  });

  it("[SRV-BUNDLE-2] this checkout's bundle is current after its build and loads without faker, postman-collection or json-schema-faker", () => {
    expect(bundledPrism(entry)).toBe(bundle);
    const probe = `
require(process.argv[1]);
// Prism's files: the host's own module that defers the others (host/defer-modules.cjs) is not one.
const files = Object.keys(require.cache).filter((f) => !f.includes('/prism/host/'));
const count = (part) => files.filter((f) => f.includes(part)).length;
console.log(JSON.stringify({ files: files.length, faker: count('/@faker-js/faker/'), postman: count('/postman-collection/'), jsf: count('/json-schema-faker/') }));
`;
    const load = (script: string, file: string) =>
      JSON.parse(
        execFileSync(process.execPath, ['-e', script, '--', file], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .pop() as string,
      );
    const deferral = deferModulesScript(prismDeferredModules);
    const bundled = load(deferral + probe, bundle);
    const plain = load(deferral + probe, entry);
    expect(bundled).toEqual({ files: 1, faker: 0, postman: 0, jsf: 0 });
    // ASCII only, so that Node reads it as a one-byte string (scripts/prism-bundle.mjs).
    expect(/[^\0-\x7f]/.test(readFileSync(bundle, 'utf8'))).toBe(false);
    // Beside Prism's exports, the logger it logs with (the host turns its clock off) and the two
    // modules whose functions the host replaces (prism-host.ts), ajv's among them.
    const exported = execFileSync(
      process.execPath,
      ['-e', `console.log(Object.keys(require(process.argv[1])).sort().join())`, '--', bundle],
      { encoding: 'utf8' },
    );
    expect(exported.trim().split('\n').pop()).toBe(
      'ajvCore,createMultiProcessPrism,createSingleProcessPrism,examplePaths,extensions,signale',
    );
    expect(plain.files).toBeGreaterThan(100);
    // Without the deferral the bundle's left-out modules load from their own copies at once.
    expect(load(probe, bundle).jsf).toBeGreaterThan(0);
  }, 60_000);
});

it("[SRV-BUNDLE-4] Prism's log lines, as the host passes them on, carry no clock time", async () => {
  const lines: string[] = [];
  const missing = join(tmpdir(), 'ck-no-such-document.yaml');
  await expect(
    startPrism({ document: missing, upstream: 'http://127.0.0.1:9', log: (line) => lines.push(line) }),
  ).rejects.toThrow(/Prism could not start/);
  // Prism's fatal line comes on its output, which may be read just after the failed start.
  for (let i = 0; i < 40 && !lines.some((line) => /fatal/.test(line)); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const fatal = lines.find((line) => /fatal/.test(line));
  expect(fatal).toMatch(/ck-no-such-document/);
  expect(fatal).not.toMatch(/\d{1,2}:\d{2}:\d{2}/);
}, 60_000);

describe('[SRV-BUNDLE] the proxy of the bundled Prism', () => {
  let upstream: Server;
  let prism: PrismProcess | undefined;
  const forwarded: string[] = [];
  beforeAll(async () => {
    // An upstream that answers every anchor request with a body the document refuses.
    upstream = createServer((request, response) => {
      forwarded.push(`${request.method} ${request.url}`);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ anchor_id: 7 }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await prism?.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('[SRV-BUNDLE-3] runs in the host and reports a request violation and a response violation as Prism does', async () => {
    const { port } = upstream.address() as { port: number };
    prism = await startPrism({
      document: openapiPath('memory'),
      upstream: `http://127.0.0.1:${port}`,
      log: () => {},
    });
    expect(readFileSync(`/proc/${prism.pid}/cmdline`, 'utf8')).toContain(bundle);
    const headers = {
      authorization: 'Bearer ck_test_key',
      'x-workspace-id': 'ws_main',
      'content-type': 'application/json',
    };
    // A proxy without `--errors` forwards an invalid request and reports what is wrong with it.
    const invalid = await fetch(`${prism.url}/v1/anchors`, { method: 'POST', headers, body: '{"name":5}' });
    expect(invalid.status).toBe(201);
    const requestViolations = JSON.parse(invalid.headers.get('sl-violations') ?? '[]') as {
      location: string[];
    }[];
    expect(requestViolations.map((v) => v.location.join('.'))).toEqual(
      expect.arrayContaining(['request.body.name', 'request.body']),
    );
    const valid = await fetch(`${prism.url}/v1/anchors`, {
      method: 'POST',
      headers,
      body: '{"name":"a","type":"agent"}',
    });
    expect(valid.status).toBe(201);
    expect(forwarded).toEqual(['POST /v1/anchors', 'POST /v1/anchors']);
    const responseViolations = JSON.parse(valid.headers.get('sl-violations') ?? '[]') as {
      location: string[];
    }[];
    expect(responseViolations.map((v) => v.location.join('.'))).toContain('response.body.anchor_id');
  }, 90_000);
});

it("[SRV-BUNDLE-5] the bundle's lodash/fp methods, lodash's one-method modules, answer as lodash/fp's own", () => {
  const lodash = createRequire(createRequire(entry).resolve('@stoplight/prism-http-server'));
  const fp = lodash('lodash/fp') as Record<string, (...args: unknown[]) => unknown>;
  const lean = { merge: lodash('lodash/fp/merge'), set: lodash('lodash/fp/set') } as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const json = fc.jsonValue({ maxDepth: 3 });
  const path = fc.oneof(
    fc.array(fc.constantFrom('a', 'b', 'tags', '0'), { maxLength: 3 }),
    fc.constantFrom('a.b', 'tags'),
  );
  fc.assert(
    fc.property(json, json, path, (first, second, at) => {
      // Immutable, data last, as Prism calls them: merge(config, extra), set(path, value, object).
      const objects = [first, second].map((value) => structuredClone(value));
      expect(lean.merge?.(objects[0], objects[1])).toEqual(fp.merge?.(first, second));
      expect(objects).toEqual([first, second]);
      expect(lean.set?.(at, second, objects[0])).toEqual(fp.set?.(at, second, first));
      expect(objects[0]).toEqual(first);
    }),
    { numRuns: 300 },
  );
});

it('[SRV-BUNDLE-6] a module the bundle loads at first use answers `in` without loading, and anything else as itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ck-lazy-'));
  try {
    const real = join(dir, 'real.cjs');
    writeFileSync(
      real,
      'globalThis.loads = (globalThis.loads ?? 0) + 1; module.exports = { URL: class URL {}, parse: () => 1 };',
    );
    writeFileSync(join(dir, 'lazy.cjs'), lazyModule(real, ['URL', 'parse']));
    const probe = `
const lazy = require(process.argv[1]);
const seen = [['default' in lazy, 'URL' in lazy, globalThis.loads ?? 0]];
// As node-fetch takes it: its default when it has one, else the module.
const taken = lazy && typeof lazy === 'object' && 'default' in lazy ? lazy.default : lazy;
seen.push([taken === lazy, globalThis.loads ?? 0]);
seen.push([typeof lazy.URL, lazy.parse(), Object.keys(lazy), globalThis.loads, 'default' in lazy]);
console.log(JSON.stringify(seen));`;
    const out = execFileSync(process.execPath, ['-e', probe, '--', join(dir, 'lazy.cjs')], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim())).toEqual([
      [false, true, 0],
      [true, 0],
      ['function', 1, ['URL', 'parse'], 1, false],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
