/**
 * The banner of `contract-kit mock` names files the reader can open (issue 32, item 4): run from
 * the packed tarball installed into a fresh project, every file it names is an absolute path that
 * exists inside the installed package (the tenants fixture, the README, each API's document), not
 * a path of this repository such as `fixtures/tenants.json` or `openapi/<api>.yaml`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import {
  createProject,
  nodeBin,
  packKit,
  type RunResult,
  removePackedKit,
  run,
} from './support/consumer-project.js';

let dir = '';
let bin = '';
let installed: RunResult;
let banner = '';
let prismMode: RunResult;

/** Starts `contract-kit mock --direct` and resolves with its output once the banner is whole. */
function mockBanner(): Promise<string> {
  return Promise.all([freePort(), freePort()]).then(
    ([memory, releases]) =>
      new Promise((resolve, reject) => {
        const args = [
          'contract-kit',
          'mock',
          '--direct',
          '--memory-port',
          `${memory}`,
          '--releases-port',
          `${releases}`,
        ];
        const child = spawn('npx', args, {
          cwd: dir,
          env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, NO_COLOR: '1' },
          detached: true,
        });
        let output = '';
        const stop = () =>
          child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no whole banner within 60 s:\n${output}`));
        }, 60_000);
        const take = (chunk: Buffer) => {
          output += chunk;
          if (!output.includes('Stop with Ctrl-C')) return;
          clearTimeout(timer);
          stop();
          resolve(output);
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
      }),
  );
}

beforeAll(async () => {
  const tarball = await packKit();
  bin = nodeBin(24);
  dir = createProject('banner', {});
  installed = await run(bin, dir, 'npm', ['install', '--no-audit', '--no-fund', tarball]);
  banner = await mockBanner();
  // The Prism mode's line, from the installed package's own banner module (Prism is not installed).
  const bannerModule = join(dir, 'node_modules', 'contract-kit', 'dist', 'src', 'cli', 'banner.js');
  const script = `const { describeUsage } = await import(${JSON.stringify(bannerModule)});
console.log(describeUsage({ version: '0', validated: true, mocks: [{ api: 'memory', url: 'http://127.0.0.1:1' }, { api: 'releases', url: 'http://127.0.0.1:2' }] }));`;
  prismMode = await run(bin, dir, 'node', ['--input-type=module', '-e', script], 30_000);
}, 300_000);

afterAll(async () => {
  await removePackedKit();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every path-like word of `text` that names a file of the kit (.json, .yaml, .md). */
function namedFiles(text: string): string[] {
  return [...text.matchAll(/[^\s(,'"]+\.(?:json|yaml|md)\b/g)].map((match) => match[0]);
}

describe('[BANNER-PATHS] the mock banner of the installed package', () => {
  it('[BANNER-PATHS-DIRECT] names the tenants fixture and the README where the package holds them', () => {
    expect(installed.code, installed.output).toBe(0);
    const root = join(dir, 'node_modules', 'contract-kit');
    expect(banner).toContain(`default tenants, ${join(root, 'fixtures', 'tenants.json')}`);
    expect(banner).toContain(`see "Control surface" in ${join(root, 'README.md')}`);
    // `contract-kit mock --help` sends the reader to docs/frontend.md for prepared state: it ships.
    expect(existsSync(join(root, 'docs', 'frontend.md')), 'docs/frontend.md is not in the package').toBe(
      true,
    );
    const files = namedFiles(banner);
    expect(files.length, banner).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(isAbsolute(file), `${file} in:\n${banner}`).toBe(true);
      expect(existsSync(file), `${file} does not exist`).toBe(true);
    }
  });

  it("[BANNER-PATHS-PRISM] the Prism mode's line names each document by the path the package installs", () => {
    expect(prismMode.code, prismMode.output).toBe(0);
    const root = join(dir, 'node_modules', 'contract-kit');
    for (const api of ['memory', 'releases'])
      expect(prismMode.stdout).toContain(join(root, 'openapi', `${api}.yaml`));
    expect(prismMode.stdout).not.toContain('openapi/<api>.yaml');
    for (const file of namedFiles(prismMode.stdout))
      expect(existsSync(file), `${file} does not exist`).toBe(true);
  });
});
