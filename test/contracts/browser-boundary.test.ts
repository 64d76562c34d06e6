/**
 * The browser-safe surfaces (src/engine, mocks, src/client and the src/generated they import) are
 * type-checked without Node's types by tsconfig.browser.json, a step of `npm test` and `npm run
 * lint`. Biome's rule bans `node:` imports in the engine but sees no global: this test plants
 * Node globals in a copy of those folders and shows the compiler refuses every one, then shows the
 * real folders pass.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Runs the project's tsc in `cwd`; resolves with its exit code and output, never rejects. */
function runTsc(cwd: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [tsc, ...args, '--pretty', 'false'], { cwd }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** What each plant uses, the browser-safe file it goes in, and the line appended there. */
const plants: [string, { file: string; line: string }][] = [
  ['Buffer', { file: 'src/engine/engine.ts', line: "export const plantedBuffer = Buffer.from('x');" }],
  ['process', { file: 'src/engine/memory/text.ts', line: 'export const plantedProcess = process.env.TZ;' }],
  ['setImmediate', { file: 'mocks/base-url.ts', line: 'export const plantedTick = setImmediate(() => {});' }],
  ['__dirname', { file: 'src/client/retry.ts', line: 'export const plantedDir = __dirname;' }],
  ['require', { file: 'src/engine/releases/dates.ts', line: "export const plantedRequire = require('x');" }],
  ['node:fs', { file: 'src/engine/memory/ids.ts', line: "export { readFileSync } from 'node:fs';" }],
];

let copy = '';
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'ck-browser-boundary-'));
  for (const path of ['src/engine', 'src/client', 'src/generated', 'mocks', 'fixtures']) {
    cpSync(join(root, path), join(copy, path), { recursive: true });
  }
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.browser.json']) {
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
});
afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true });
});

describe('[BROWSER-BOUNDARY] the browser-safe surfaces compile without Node', () => {
  it('[BROWSER-BOUNDARY-PLANTED] a Node global or a node: import in an engine, msw or client file is refused', async () => {
    const where = plants.map(([name, { file, line }]) => {
      appendFileSync(join(copy, file), `\n${line}\n`);
      const at = readFileSync(join(copy, file), 'utf8').split('\n').indexOf(line) + 1;
      return { name, file, at };
    });
    const { code, output } = await runTsc(copy, ['-p', 'tsconfig.browser.json']);
    expect(code, output).not.toBe(0);
    for (const { name, file, at } of where) {
      const reported = output.split('\n').filter((line) => line.startsWith(`${file}(${at},`));
      expect(reported, `${name} in ${file}:${at}\n${output}`).toHaveLength(1);
      expect(reported[0]).toMatch(
        name === 'node:fs' ? /Cannot find module 'node:fs'/ : `Cannot find name '${name}'`,
      );
    }
    // Nothing else was refused: the copy is the real folders plus the plants.
    expect(output.trim().split('\n')).toHaveLength(plants.length);
  }, 120_000);

  it('[BROWSER-BOUNDARY-REAL] the real folders pass, checked without @types/node and without their tests', async () => {
    const { code, output } = await runTsc(root, ['-p', 'tsconfig.browser.json', '--listFiles']);
    const files = output.split('\n').map((line) => line.replace(`${root}/`, ''));
    const problems = files.filter((line) => /error TS\d+/.test(line));
    expect(problems).toEqual([]);
    expect(code).toBe(0);
    expect(files.filter((file) => file.includes('@types/node'))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    for (const file of [
      'src/engine/index.ts',
      'mocks/index.ts',
      'src/client/index.ts',
      'src/generated/memory.ts',
    ]) {
      expect(files).toContain(file);
    }
  }, 120_000);
});
