/**
 * docs/frontend.md run as written in projects made today: the real `npm create vite@latest`
 * (react-ts and vanilla-ts), the guide's shell steps with the packed kit, its diffs applied to the
 * files the template wrote, its files written; then `npm run build` (TypeScript 7's `tsc -b` or
 * `tsc`, and `vite build`), the dev server in headless Chromium answering both APIs from msw's
 * worker without reloading the page, and in each app one `npx vitest run` passing the Node
 * project and the browser-mode project side by side. Needs the npm registry, as a reader's does.
 */

import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.js';
import {
  nodeBin,
  packKit,
  type RunResult,
  removePackedKit,
  run,
} from '../consumer/support/consumer-project.js';
import { readDoc, section } from '../consumer/support/markdown-blocks.js';
import { freePort } from '../support/free-port.js';
import { type DevPage, openDevPage } from './support/dev-page.js';
import { applyGuideFiles, runShellSteps, shellSteps } from './support/guide-steps.js';

const guide = readDoc('docs/frontend.md');
const reactSteps = section(guide, '## A React app (`--template react-ts`)');
const bothKinds = section(guide, '## Node tests and browser-mode tests in one project');
const vanillaSteps = section(guide, '## A plain TypeScript app (`--template vanilla-ts`)');

interface Made {
  created: RunResult;
  touched: string[];
  built: RunResult;
  dev: DevPage;
  /** `npx vitest run`: the Node project and the browser-mode one. */
  vitest: RunResult;
}

let root = '';
let bin = '';
let browser: Browser;
let react: Made;
let vanilla: Made;
/** The vanilla app's `npx tsc -p tsconfig.test.json`, as its guide says. */
let vanillaTestTypes: RunResult;

/** Runs the guide's steps for one template, then builds and opens the app. */
async function make(app: string, sections: string[], extraFiles: string[]): Promise<Made> {
  const tarball = await packKit();
  const dir = join(root, app);
  const created = await runShellSteps(
    bin,
    root,
    shellSteps(sections[0] ?? '').replaceAll('my-app', app),
    tarball,
  );
  if (created.code !== 0) throw new Error(`the guide's shell steps failed:\n${created.output}`);
  const touched: string[] = [];
  for (const text of sections) touched.push(...(await applyGuideFiles(bin, dir, text)));
  // Files the guide reuses from another section, by its words ("src/mocks.ts is the React app's").
  for (const path of extraFiles) touched.push(...(await applyGuideFiles(bin, dir, fileOnly(guide, path))));
  const built = await run(bin, dir, 'env', ['-u', 'NODE_ENV', 'npm', 'run', 'build'], 240_000);
  const dev = await openDevPage(bin, dir, await freePort(), browser);
  const vitest = await run(
    bin,
    dir,
    'env',
    ['-u', 'NODE_ENV', 'CHROMIUM_PATH=/usr/bin/chromium', 'npx', 'vitest', 'run'],
    240_000,
  );
  return { created, touched, built, dev, vitest };
}

/** The part of `markdown` holding the one block that names `path`. */
function fileOnly(markdown: string, path: string): string {
  const start = markdown.indexOf(`\n// ${path}\n`);
  const from = markdown.lastIndexOf('```', start);
  return markdown.slice(from, markdown.indexOf('\n```', start) + 4);
}

beforeAll(async () => {
  bin = nodeBin(24);
  root = mkdtempSync(join(tmpdir(), 'ck-recipes-'));
  browser = await launchChromium();
  react = await make('react-app', [reactSteps, bothKinds], []);
  vanilla = await make('vanilla-app', [vanillaSteps], ['src/mocks.ts', 'tests/memory.test.ts']);
  vanillaTestTypes = await run(
    bin,
    join(root, 'vanilla-app'),
    'npx',
    ['tsc', '-p', 'tsconfig.test.json'],
    120_000,
  );
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await removePackedKit();
  if (root) await rm(root, { recursive: true, force: true });
});

describe.each([
  { name: 'react-ts', made: () => react, files: ['vite.config.ts', 'src/main.tsx', 'tsconfig.app.json'] },
  { name: 'vanilla-ts', made: () => vanilla, files: ['vite.config.ts', 'src/main.ts', 'src/mocks.ts'] },
])('[RECIPE-VITE] docs/frontend.md on `npm create vite@latest -- --template $name`', ({ made, files }) => {
  it('[RECIPE-VITE-STEPS] the template is created and every diff applies to what it wrote', () => {
    expect(made().created.output).toMatch(/create-vite v9\./);
    for (const file of files) expect(made().touched).toContain(file);
  });

  it('[RECIPE-VITE-BUILD] npm run build passes: TypeScript 7 and vite build', () => {
    expect(made().built.code, made().built.output).toBe(0);
    expect(made().built.output).toMatch(/built in/);
  });

  it('[RECIPE-VITE-DEV] the dev page answers both APIs from the worker, loaded once', () => {
    const { dev } = made();
    expect(dev.anchor, dev.serverOutput).toBe(201);
    expect(dev.events, dev.serverOutput).toBe(200);
    expect(dev.total).toBeGreaterThan(2);
    expect(dev.errors).toEqual([]);
    expect(dev.navigations, dev.serverOutput).toBe(1);
    expect(dev.serverOutput).not.toMatch(/optimized dependencies changed/);
  });
});

describe.each([
  { name: 'react-ts', made: () => react, browserTest: /src\/releases\.browser\.test\.tsx/ },
  { name: 'vanilla-ts', made: () => vanilla, browserTest: /src\/releases\.browser\.test\.ts\b/ },
])('[RECIPE-PROJECTS] Node and browser-mode tests in one $name project', ({ made, browserTest }) => {
  it('[RECIPE-PROJECTS-RUN] one npx vitest run passes the node project and the chromium one', () => {
    const { vitest } = made();
    expect(vitest.code, vitest.output).toBe(0);
    expect(vitest.output).toMatch(/\|node\|.*tests\/memory\.test\.ts/);
    expect(vitest.output).toMatch(new RegExp(`\\|browser \\(chromium\\)\\|.*${browserTest.source}`));
    expect(vitest.output).toMatch(/Test Files\s+2 passed \(2\)/);
    expect(vitest.output).toMatch(/Tests\s+2 passed \(2\)/);
  });
});

describe('[RECIPE-TEST-TYPES] the vanilla app checks its tests with TypeScript 7', () => {
  it("[RECIPE-TEST-TYPES-TSC] npx tsc -p tsconfig.test.json passes on the guide's config", () => {
    expect(vanillaTestTypes.code, vanillaTestTypes.output).toBe(0);
    expect(vanillaTestTypes.output).not.toMatch(/error TS/);
  });
});
