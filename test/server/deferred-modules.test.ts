/**
 * Prism's host defers the modules a proxy never uses (src/server/prism/deferred-modules.ts). These tests
 * run real node processes: one with the deferral, one without, and require that they load fewer
 * modules and yet behave the same whenever the deferred module is used after all.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferModulesScript, prismDeferredModules } from '../../src/server/prism/deferred-modules.js';

const createServer = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/util/createServer.js');

function run(script: string, ...args: string[]): unknown {
  const out = execFileSync(process.execPath, ['-e', script, '--', ...args], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() as string);
}

/**
 * Loads Prism's proxy as the host does, counts what is loaded, then makes Prism's own fake-data
 * generator use faker (seeded through the object json-schema-faker was given at load) and reports
 * the generated value. The optional property is generated only under the options Prism set on
 * json-schema-faker at load (alwaysFakeOptionals), and faker's values only with the faker Prism
 * extended it with: both calls were recorded and replayed when json-schema-faker is deferred.
 */
const prismProbe = `
const { createRequire } = require('module');
const path = require('path');
const server = process.argv[1];
require(server);
const count = (part) => Object.keys(require.cache).filter((f) => f.includes(part)).length;
const atLoad = { modules: Object.keys(require.cache).length, faker: count('/@faker-js/faker/'), postman: count('/postman-collection/'), jsf: count('/json-schema-faker/') };
const generator = path.join(path.dirname(createRequire(server).resolve('@stoplight/prism-http')), 'mocker/generator/JSONSchema.js');
const { generate } = require(generator);
const faker = createRequire(generator)('json-schema-faker').JSONSchemaFaker.locate('faker');
faker.seed(7);
const schema = { type: 'object', required: ['name', 'email', 'city', 'word'], properties: {
  name: { type: 'string', 'x-faker': 'name.firstName' }, email: { type: 'string', 'x-faker': 'internet.email' },
  city: { type: 'string', faker: 'address.city' }, word: { type: 'string', faker: 'lorem.word' },
  optional: { type: 'string', 'x-faker': 'lorem.word' } } };
const generated = generate({}, undefined, schema, 'seed');
console.log(JSON.stringify({ atLoad, generated, fakerAfterUse: count('/@faker-js/faker/'),
  fakerClass: Object.getPrototypeOf(faker).constructor.name, fakerKeys: Object.keys(faker).sort() }));
`;

type ProbeResult = {
  atLoad: { modules: number; faker: number; postman: number; jsf: number };
  generated: { _tag: string; right: Record<string, unknown> };
  fakerAfterUse: number;
  fakerClass: string;
  fakerKeys: string[];
};

describe('[SRV-DEFER] modules Prism loads but a proxy never uses', () => {
  it('[SRV-DEFER-1] Prism loads without faker, postman-collection and json-schema-faker, and still generates the same values once used', () => {
    const plain = run(prismProbe, createServer) as ProbeResult;
    const deferred = run(deferModulesScript(prismDeferredModules) + prismProbe, createServer) as ProbeResult;
    // Without the deferral both are loaded at start: the probe sees what it means to see.
    expect(plain.atLoad.faker).toBeGreaterThan(0);
    expect(plain.atLoad.postman).toBeGreaterThan(0);
    expect(plain.atLoad.jsf).toBeGreaterThan(0);
    expect(deferred.atLoad).toMatchObject({ faker: 0, postman: 0, jsf: 0 });
    // At least every faker module is gone (Prism 5.14 bundles about 2,000 of them, 5.16 about 160),
    // and postman-collection's own files; what it shares with other modules stays loaded.
    expect(deferred.atLoad.modules).toBeLessThanOrEqual(plain.atLoad.modules - plain.atLoad.faker);
    // Used after all: loaded on first use, and the same seeded values as without the deferral.
    expect(deferred.fakerAfterUse).toBeGreaterThan(0);
    expect(plain.generated._tag).toBe('Right');
    expect(plain.generated.right.email).toMatch(/@/);
    expect(plain.generated.right.optional).toEqual(expect.any(String));
    expect(deferred.generated).toEqual(plain.generated);
    expect(deferred.fakerClass).toBe(plain.fakerClass);
    expect(deferred.fakerKeys).toEqual(plain.fakerKeys);
  }, 60_000);

  describe('the stand-in', () => {
    let dir = '';
    let probe = '';
    // Made when the tests run (not when they are collected), so a filtered-out run makes none.
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'ck-defer-'));
      const pkg = join(dir, 'node_modules', 'counted');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(
        join(pkg, 'index.js'),
        `globalThis.loads = (globalThis.loads || 0) + 1;
class Thing {}
const log = { calls: [], add(x) { this.calls.push(x); return 'real'; } };
module.exports = { value: 1, nested: { deep: 2, thing: new Thing() }, Thing, log };`,
      );
      // Resolved from `dir`, as a module there would require it.
      probe = `
const Module = require('module');
const req = Module.createRequire(${JSON.stringify(join(dir, 'main.js'))});
const seen = [];
const mod = req('counted');
seen.push(['required', globalThis.loads ?? 0]);
const nested = mod.nested;
seen.push(['member taken', globalThis.loads ?? 0]);
seen.push(['deep', nested.deep, globalThis.loads]);
seen.push(['in', 'value' in mod, 'missing' in mod]);
seen.push(['keys', Object.keys(mod), Object.keys(nested)]);
seen.push(['instanceof', nested.thing instanceof mod.Thing]);
mod.added = 3;
seen.push(['again', req('counted') === mod, req('counted').added, globalThis.loads]);
let missing = '';
try { req('not-installed'); } catch (error) { missing = error.code; }
seen.push(['missing', missing]);
console.log(JSON.stringify(seen));
`;
    });
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** What the probe sees of a deferred `counted` until its `again` line: loaded at first use. */
    const firstUse = [
      ['required', 0],
      ['member taken', 0],
      ['deep', 2, 1],
      ['in', true, false],
      ['keys', ['value', 'nested', 'Thing', 'log'], ['deep', 'thing']],
      ['instanceof', true],
    ];

    it('[SRV-DEFER-2] loads the module at first use, forwards everything to it, and fails as require would', () => {
      const table = { counted: ['nested'], 'not-installed': [] };
      expect(run(deferModulesScript(table) + probe)).toEqual([
        ...firstUse,
        // Once loaded, require returns the real module (with the write made through the stand-in).
        ['again', false, 3, 1],
        ['missing', 'MODULE_NOT_FOUND'],
      ]);
    });

    it('[SRV-DEFER-4] records the listed method calls until the module loads, and replays them in order', () => {
      const recording = `
const req = require('module').createRequire(${JSON.stringify(join(dir, 'main.js'))});
const mod = req('counted');
const results = [mod.log.add(1), mod.log.add(2)];
const before = globalThis.loads ?? 0;
const calls = [...mod.log.calls];
results.push(mod.log.add(3));
console.log(JSON.stringify({ before, loads: globalThis.loads, calls, after: mod.log.calls, results }));
`;
      expect(run(deferModulesScript({ counted: ['log.add()'] }) + recording)).toEqual({
        // Recorded, not loaded: a recorded call returns undefined.
        before: 0,
        loads: 1,
        // Reading another member loaded the module and replayed both calls first.
        calls: [1, 2],
        // Once loaded, calls go to the real method and return what it returns.
        after: [1, 2, 3],
        results: [null, null, 'real'],
      });
      // Without the deferral: loaded at require, every call made at once.
      expect(run(recording)).toMatchObject({ before: 1, calls: [1, 2], results: ['real', 'real', 'real'] });
    });

    it('[SRV-DEFER-5] a module required by the path of a file in it (as the bundle of Prism does) is deferred as by its name', () => {
      const file = join(dir, 'node_modules', 'counted', 'index.js');
      const byPath = probe.replace(/req\('counted'\)/g, `req(${JSON.stringify(file)})`);
      expect(byPath).not.toBe(probe);
      const seen = run(
        deferModulesScript({ counted: ['nested'], 'not-installed': [] }) + byPath,
      ) as unknown[][];
      expect(seen.slice(0, firstUse.length)).toEqual(firstUse);
      // Another package's file is not deferred.
      expect(run(deferModulesScript({ other: [] }) + byPath)).toContainEqual(['required', 1]);
    });

    it('[SRV-DEFER-3] without the deferral the same probe loads at require (the probe can tell)', () => {
      const seen = run(probe) as unknown[][];
      expect(seen[0]).toEqual(['required', 1]);
      expect(seen[6]).toEqual(['again', true, 3, 1]);
    });
  });
});
