/**
 * README "The engine on its own", run as written: the packed tarball installed with a plain
 * `npm install` into a fresh project that installs none of the optional peers (no msw, no Prism,
 * no Vitest), and the README's example, taken from the README, run on Node 24. It must serve a
 * request in process and one over its own node:http server, and the journal must show it.
 * Needs the npm registry for the kit's own dependencies, as a user's install does.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import {
  alarming,
  createProject,
  nodeBin,
  packKit,
  type RunResult,
  removePackedKit,
  run,
} from './support/consumer-project.js';
import { blockFor, readDoc, section } from './support/markdown-blocks.js';

const heading = '## The engine on its own';
const example = blockFor(section(readDoc('README.md'), heading), 'serve-engine.mjs');

let dir = '';
let bin = '';
let installed: RunResult;
let served: RunResult;
let port = 0;

beforeAll(async () => {
  const tarball = await packKit();
  bin = nodeBin(24);
  dir = createProject('engine', { 'serve-engine.mjs': example });
  installed = await run(bin, dir, 'npm', ['install', '--no-audit', '--no-fund', tarball]);
  port = await freePort();
  served = await run(bin, dir, 'env', [`PORT=${port}`, 'node', 'serve-engine.mjs'], 60_000);
}, 300_000);

afterAll(async () => {
  await removePackedKit();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('[ENGINE-ALONE] contract-kit/engine with only contract-kit installed', () => {
  it('[ENGINE-ALONE-INSTALL] a plain npm install brings in no optional peer and warns of nothing', () => {
    expect(installed.code, installed.output).toBe(0);
    expect(alarming(installed.output), installed.output).toEqual([]);
    for (const peer of ['msw', '@stoplight/prism-cli', 'vitest', 'typescript', '@redis/client'])
      expect(existsSync(join(dir, 'node_modules', peer)), `${peer} was installed`).toBe(false);
  });

  it("[ENGINE-ALONE-README] the README's example serves a request in process and over HTTP", () => {
    expect(served.code, served.output).toBe(0);
    expect(served.stdout).toMatch(
      /^memory: 201 \{\n\s+anchor_id: '[0-9a-f-]{36}',\n\s+name: 'Support assistant'/m,
    );
    const lines = served.stdout.split('\n');
    const releases = lines.find((line) => line.startsWith('releases:')) ?? '';
    // 200, the feed's total of Danger events, then two of them by package name and version.
    expect(releases, served.output).toMatch(/^releases: 200 \d+ \[ '\S.* \S+', '\S.* \S+' \]$/);
    expect(served.stdout).toContain("journal: [ 'GET /api/v1/events 200' ]");
    expect(served.output).not.toMatch(/Cannot find (package|module)/);
  });
});
