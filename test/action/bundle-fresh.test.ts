/**
 * The committed action is current (issue 44, item 3): a runner runs action/dist/index.js as
 * committed, and reads action.yml's inputs as committed, so both must be what their sources make
 * now. Rebuilt into a temporary directory and compared byte for byte.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repo } from './run-action.js';

const out = mkdtempSync(join(tmpdir(), 'ck-action-bundle-'));

/** Builds the action into `dir` with the script `npm run action:bundle` runs. */
function bundleInto(dir: string): void {
  execFileSync(process.execPath, [join(repo, 'scripts', 'action-bundle.mjs'), '--out', dir], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('the committed action', () => {
  beforeAll(() => bundleInto(out));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test.each([['action/dist/index.js'], ['action.yml']])(
    '[ACT-FRESH] %s is what its sources build now (else: npm run action:bundle, and commit it)',
    (file) => {
      const committed = readFileSync(join(repo, file));
      const rebuilt = readFileSync(join(out, file));
      // Bytes, not text: a stale bundle differs somewhere, and which byte matters less than that.
      expect(Buffer.compare(committed, rebuilt), `${file} is stale: run npm run action:bundle`).toBe(0);
    },
  );

  test('[ACT-PORTABLE] the bundle names its files as any checkout has them: no path outside it, none of this machine', () => {
    const text = readFileSync(join(repo, 'action', 'dist', 'index.js'), 'utf8');
    const sources = [...text.matchAll(/^\/\/ (\S+)$/gm)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.filter((path) => path.startsWith('../') || path.startsWith('/'))).toEqual([]);
    expect(text.includes(repo)).toBe(false);
  });

  test('[ACT-DETERMINISTIC] two builds of the same sources give the same bytes', () => {
    const again = mkdtempSync(join(tmpdir(), 'ck-action-bundle-'));
    try {
      bundleInto(again);
      for (const file of ['action/dist/index.js', 'action.yml']) {
        expect(Buffer.compare(readFileSync(join(out, file)), readFileSync(join(again, file))), file).toBe(0);
      }
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
