/**
 * The host's changes to Prism (src/server/prism/host/prism-changes.cjs) are held to the Prism that
 * is installed: each finds what it touches, from Prism's own files and from this checkout's bundle,
 * so a Prism release that renames one fails here, loudly, instead of losing its time silently. At
 * run time a Prism outside the declared range, or one that lacks what a change touches, runs
 * without the change and the host says so in one line. Real node processes, real Prism.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without types.
import { buildPrismBundle, bundleIsCurrent } from '../../scripts/prism-bundle.mjs';
import { prismNodeFlags } from '../../src/server/child-process.js';
import { packageRoot } from '../../src/server/package-root.js';
import { bundledPrism, hostModule, prismRange } from '../../src/server/prism/prism-host.js';

const require = createRequire(import.meta.url);
const entry = require.resolve('@stoplight/prism-cli/dist/util/createServer.js');
const installed = (require('@stoplight/prism-cli/package.json') as { version: string }).version;
const changes = require(hostModule('prism-changes.cjs')) as {
  prismChanges: { name: string; touches: string }[];
  applyPrismChanges(
    context: unknown,
    guard: { version: string; range: string },
  ): { applied: string[]; note: string | null };
};
const { satisfies } = require(hostModule('version-range.cjs')) as {
  satisfies(version: string, range: string): boolean;
};

beforeAll(async () => {
  if (!bundleIsCurrent()) expect(await buildPrismBundle()).toBeNull();
}, 120_000);

/** Loads Prism from `module` as the host does and applies the changes under `range`. */
function applied(module: string, range: string): { applied: string[]; note: string | null } {
  const script = `
const { deferModules, prismDeferredModules } = require(${JSON.stringify(hostModule('defer-modules.cjs'))});
deferModules(require('module'), prismDeferredModules);
const changes = require(${JSON.stringify(hostModule('prism-changes.cjs'))});
const prism = require(process.argv[1]);
const context = changes.prismContext(prism, process.argv[1], process.argv[2]);
const version = require('module').createRequire(process.argv[2])('../../package.json').version;
console.log(JSON.stringify(changes.applyPrismChanges(context, { version, range: process.argv[3] })));
`;
  const out = execFileSync(process.execPath, [...prismNodeFlags, '-e', script, '--', module, entry, range], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() as string);
}

describe("[SRV-CHANGES] the host's changes to Prism, held to the installed Prism", () => {
  const every = changes.prismChanges.map((change) => change.name);

  it('[SRV-CHANGES-1] the installed Prism is in the declared range, and every change finds what it touches', () => {
    expect(satisfies(installed, prismRange())).toBe(true);
    for (const module of [entry, bundledPrism(entry) as string]) {
      expect(applied(module, prismRange()), module).toEqual({ applied: every, note: null });
    }
  }, 60_000);

  it('[SRV-CHANGES-2] a Prism in range without what a change touches runs without it, in one line naming it', () => {
    // A module that is not Prism's own file and exports none of the parts: nothing to change.
    const context = { prism: {}, prismRequire: require, part: () => undefined };
    const result = changes.applyPrismChanges(context, { version: installed, range: prismRange() });
    expect(result.applied).toEqual([]);
    expect(result.note?.split('\n')).toHaveLength(1);
    for (const change of changes.prismChanges) expect(result.note).toContain(change.touches);
  });

  it.each([
    ['5.16.0', '>=5.14.2 <5.17.0', true],
    ['5.14.2', '>=5.14.2 <5.17.0', true],
    ['5.14.1', '>=5.14.2 <5.17.0', false],
    ['5.17.0', '>=5.14.2 <5.17.0', false],
    ['5.17.0-beta.1', '>=5.14.2 <5.17.0', false],
    ['6.0.0', '>=5.14.2', true],
    ['5.16.0', 'not a range', false],
  ])('[SRV-CHANGES-3] %s within %s: %s', (version, range, within) => {
    expect(satisfies(version, range)).toBe(within);
  });
});

describe('[SRV-CHANGES-4] the host with a Prism outside the declared range', () => {
  let host: ReturnType<typeof spawn>;
  const stderr: string[] = [];

  beforeAll(() => {
    host = spawn(process.execPath, [...prismNodeFlags, hostModule('host.cjs'), entry, entry, '>=99.0.0'], {
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
    });
    host.stderr?.on('data', (chunk: Buffer) => stderr.push(String(chunk)));
  });
  afterAll(() => {
    host.stdin?.end();
    host.kill();
  });

  it('says so in one line, and still serves a proxy, without the changes', async () => {
    const reply = await new Promise<{ url?: string; error?: string }>((resolve) => {
      host.once('message', (message) => resolve(message as { url?: string }));
      host.send({
        kind: 'start',
        id: 1,
        document: join(packageRoot, 'openapi', 'releases.yaml'),
        upstream: 'http://127.0.0.1:9',
        host: '127.0.0.1',
        port: 0,
      });
    });
    expect(reply.url, reply.error).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const notes = stderr
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('contract-kit:'));
    expect(notes).toEqual([
      `contract-kit: Prism ${installed} is outside >=99.0.0, the versions the host's changes to Prism were written for; it runs without them (a slower start)`,
    ]);
  }, 60_000);
});
