/**
 * fixtures/releases.json is the output of scripts/build-releases-data.mjs, byte for byte: the
 * generator is how the dataset is changed, so the two must not drift apart.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = 'scripts/build-releases-data.mjs';
// Made when the tests run, not when vitest collects the file (a filtered run would leave it behind).
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ck-releases-dataset-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

/** Runs the generator with `args`; resolves with its exit code and output, never rejects. */
function generate(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [script, ...args], (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

describe('[RELEASES-DATASET] the releases dataset is what its generator makes', () => {
  it('[RELEASES-DATASET-FRESH] fixtures/releases.json is up to date', async () => {
    const { code, output } = await generate(['--check']);
    expect(output).toMatch(/fixtures\/releases\.json is up to date: 177 sources, 2140 events/);
    expect(code).toBe(0);
  });

  it('[RELEASES-DATASET-STALE] a dataset edited by hand is reported stale, and nothing is written', async () => {
    const edited = JSON.parse(readFileSync('fixtures/releases.json', 'utf8')) as {
      events: { version: string }[];
    };
    const first = edited.events[0];
    if (first === undefined) throw new Error('fixtures/releases.json has no events');
    first.version = `${first.version}-edited`;
    const file = join(dir, 'releases.json');
    const text = `${JSON.stringify(edited, null, 1)}\n`;
    writeFileSync(file, text);
    const { code, output } = await generate(['--check', '--out', file]);
    expect(output).toContain(`stale: ${file} differs`);
    expect(code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('[RELEASES-DATASET-WRITE] without --check it writes the dataset where --out says', async () => {
    const file = join(dir, 'written', 'releases.json');
    const { code } = await generate(['--out', file]);
    expect(code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(readFileSync('fixtures/releases.json', 'utf8'));
  });

  it('[RELEASES-DATASET-USAGE] --out without a path is a clear error', async () => {
    expect(await generate(['--out'])).toEqual({
      code: 2,
      output: 'build-releases-data: --out needs a file path\n',
    });
  });
});
