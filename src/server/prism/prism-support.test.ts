import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prismProblem } from './prism-support.js';

// Made when the tests run, not when vitest collects them: a filtered run that skips this file
// collects it without running its afterAll, which left the folder behind.
let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ck-prism-support-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A project folder whose node_modules holds a Prism manifest with this version and engines. */
function projectWith(version: string | undefined, enginesNode?: string): string {
  const dir = join(root, `${version ?? 'none'}-${enginesNode ?? 'any'}`.replace(/[^\w.-]/g, '_'));
  if (version !== undefined) {
    const pkg = join(dir, 'node_modules', '@stoplight', 'prism-cli');
    mkdirSync(pkg, { recursive: true });
    const engines = enginesNode === undefined ? {} : { engines: { node: enginesNode } };
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: '@stoplight/prism-cli', version, ...engines }),
    );
  } else {
    mkdirSync(dir, { recursive: true });
  }
  return pathToFileURL(join(dir, 'index.js')).href;
}

describe('[PRISM-SUPPORT] which Prism can run the mocks on this Node', () => {
  const cases: [string, { prism?: string; engines?: string; node: string; want: RegExp | undefined }][] = [
    ['5.16 on Node 24', { prism: '5.16.0', engines: '>=24.18.0', node: '24.21.0', want: undefined }],
    ['5.14 on Node 22', { prism: '5.14.2', engines: '>=18.20.1', node: '22.23.3', want: undefined }],
    ['5.14 on Node 26', { prism: '5.14.2', engines: '>=18.20.1', node: '26.10.0', want: undefined }],
    [
      '5.16 on Node 22 names 5.14',
      {
        prism: '5.16.0',
        engines: '>=24.18.0',
        node: '22.23.3',
        want: /^Prism 5\.16\.0 needs Node >=24\.18\.0 \(this is Node 22\.23\.3\): .*@stoplight\/prism-cli@5\.14\.2/,
      },
    ],
    [
      'missing on Node 24 names 5.16',
      {
        node: '24.21.0',
        want: /^Prism is not installed .*npm install --save-dev @stoplight\/prism-cli@5\.16\.0/,
      },
    ],
    ['missing on Node 22 names 5.14', { node: '22.12.0', want: /@stoplight\/prism-cli@5\.14\.2/ }],
    [
      'older than the range',
      { prism: '5.12.0', node: '24.21.0', want: /^Prism 5\.12\.0 is outside the range/ },
    ],
    [
      'newer than the range',
      { prism: '5.17.0', node: '24.21.0', want: /^Prism 5\.17\.0 is outside the range/ },
    ],
  ];
  it.each(cases)('[PRISM-SUPPORT] %s', (_title, { prism, engines, node, want }) => {
    const problem = prismProblem(node, projectWith(prism, engines));
    if (want === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(want);
  });

  it('[PRISM-SUPPORT] the Prism this project installs fits the Node running the tests', () => {
    expect(prismProblem()).toBeUndefined();
  });
});
