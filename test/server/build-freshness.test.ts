/**
 * `npm start` compiles first only when a build input is newer than dist/ (scripts/start.mjs):
 * checked on a tree of files with chosen modification times.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations: it runs before anything is compiled.
import { isStale } from '../../scripts/build-freshness.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tree whose files have the given ages, in seconds before now. */
function tree(files: Record<string, number>): { root: string; built: string } {
  const root = mkdtempSync(join(tmpdir(), 'ck-freshness-'));
  roots.push(root);
  const now = Date.now() / 1000;
  for (const [path, age] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{}');
    utimesSync(file, now - age, now - age);
  }
  return { root, built: join(root, 'dist/src/cli/main.js') };
}

describe('build freshness (npm start)', () => {
  it('[START-FRESH] a build newer than every input is fresh, whatever tool caches and tests changed later', () => {
    const { root, built } = tree({
      'src/cli/main.ts': 100,
      'package.json': 100,
      'dist/src/cli/main.js': 50,
      // Written by a test run after the build: none is an input of the build.
      'conformance/node_modules/.vite/vitest/results.json': 10,
      'src/.cache/x.json': 10,
      'src/engine/engine.test.ts': 10,
    });
    expect(isStale(root, built)).toBe(false);
  });

  it('[START-FRESH] an edited source, config or fixture, or a missing build, is stale', () => {
    for (const edited of [
      'src/engine/engine.ts',
      'conformance/checks/x.ts',
      'fixtures/tenants.json',
      'tsconfig.json',
    ]) {
      const { root, built } = tree({ 'src/cli/main.ts': 100, 'dist/src/cli/main.js': 50, [edited]: 10 });
      expect(isStale(root, built), edited).toBe(true);
    }
    const { root, built } = tree({ 'src/cli/main.ts': 100 });
    expect(isStale(root, built)).toBe(true);
  });
});
