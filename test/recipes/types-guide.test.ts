/**
 * docs/types.md run as written in a plain TypeScript 7 project: the packed kit installed with
 * TypeScript 7 and @types/node, the guide's tsconfig.json, its client example and its retry
 * example type-checked by `tsc` and then run by Node 24 against `contract-kit mock --direct`
 * (the examples' fixed ports 4010 and 4011 are replaced by the free ports the mock took, the one
 * change). Needs the npm registry, as a reader's install does.
 */
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProject,
  nodeBin,
  packKit,
  type RunResult,
  removePackedKit,
  run,
} from '../consumer/support/consumer-project.js';
import { blockFor, blocks, readDoc, section } from '../consumer/support/markdown-blocks.js';
import { freePort } from '../support/free-port.js';
import { waitForUrl } from '../support/wait-for-url.js';

const guide = readDoc('docs/types.md');
const settings = section(guide, '## TypeScript 7 settings');
const [usage = '', retry = ''] = blocks(section(guide, '## Install and use'))
  .filter((block) => block.lang === 'ts')
  .map((block) => block.text);
/** Appended to the client example's copy: what it got, for the test to read. */
const probe =
  "\nconsole.log('anchor', anchor.response.status, 'recall', data?.items.length ?? error?.error, 'events', page.data?.events.length);\n";

/** A file of the project's src/ folder, which the guide's tsconfig includes. */
const source = (name: 'usage' | 'retry') => `src/${name}.ts`;

let dir = '';
let bin = '';
let installed: RunResult;
let checked: RunResult;
let ran: RunResult;
let retried: RunResult;

beforeAll(async () => {
  const tarball = await packKit();
  bin = nodeBin(24);
  const [memory, releases] = await Promise.all([freePort(), freePort()]);
  const ports = (text: string) =>
    text
      .replaceAll('127.0.0.1:4010', `127.0.0.1:${memory}`)
      .replaceAll('127.0.0.1:4011', `127.0.0.1:${releases}`);
  dir = createProject('types', {
    'tsconfig.json': blockFor(settings, 'tsconfig.json'),
    [source('usage')]: usage + probe,
    [source('retry')]: retry,
  });
  installed = await run(bin, dir, 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--save-dev',
    tarball,
    'typescript@7.0.2',
    '@types/node@24',
  ]);
  checked = await run(bin, dir, 'npx', ['tsc', '-p', 'tsconfig.json'], 120_000);
  let stop: ((signal: NodeJS.Signals) => void) | undefined;
  const mock = run(
    bin,
    dir,
    'npx',
    ['contract-kit', 'mock', '--direct', '--memory-port', `${memory}`, '--releases-port', `${releases}`],
    120_000,
    (kill) => {
      stop = kill;
    },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${releases}/api/v1/sources`);
    await waitForUrl(`http://127.0.0.1:${memory}/v1/anchors`);
    // The examples run against the mock's ports.
    writeFileSync(`${dir}/${source('usage')}`, ports(usage + probe));
    writeFileSync(`${dir}/${source('retry')}`, ports(retry));
    ran = await run(bin, dir, 'node', [source('usage')], 60_000);
    retried = await run(bin, dir, 'node', [source('retry')], 60_000);
  } finally {
    stop?.('SIGTERM');
    await mock;
  }
}, 400_000);

afterAll(async () => {
  await removePackedKit();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('[TYPES-GUIDE] docs/types.md in a plain TypeScript 7 project', () => {
  it('[TYPES-GUIDE-TSC] the guide tsconfig type-checks both examples under TypeScript 7', () => {
    expect(installed.code, installed.output).toBe(0);
    expect(checked.code, checked.output).toBe(0);
    expect(checked.output).not.toMatch(/error TS/);
  });

  it('[TYPES-GUIDE-RUN] the client example stores, recalls and pages against the mock', () => {
    expect(ran.code, ran.output).toBe(0);
    expect(ran.stdout).toMatch(/^anchor 201 recall 0 events 20$/m);
  });

  it('[TYPES-GUIDE-RETRY] the retry example runs and builds its patient client', () => {
    expect(retried.code, retried.output).toBe(0);
    expect(retried.output).not.toMatch(/Error/);
  });
});
