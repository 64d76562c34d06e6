/**
 * README "In the browser" followed as a user would: a fresh Vite 8 app made of the README's files,
 * the packed kit and msw 3 installed from the registry. Its production build must contain no msw,
 * no engine, no documents, no dataset and no worker script, and preload nothing of them; in
 * Chromium its API calls then reach the network. The same app on the dev server and built with
 * VITE_MOCKS=true is answered by the mocks, and the opt-in build is where every marker below is
 * shown to be present, so that their absence from the production build means something.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alarming,
  createProject,
  packKit,
  type RunResult,
  removePackedKit,
  run,
} from '../consumer/support/consumer-project.js';
import { freePort } from '../support/free-port.js';
import { launchChromium } from './launch-chromium.js';
import { serveStatic } from './serve-static.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The Node running this test (24): npm, vite and tsc in the app run on it. */
const bin = dirname(process.execPath);
// The recipe moved from the README to the front-end guide (issue 32, item 5).
const readme = readFileSync(join(repo, 'docs', 'frontend.md'), 'utf8');
const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const dataset = JSON.parse(readFileSync(join(repo, 'fixtures', 'releases.json'), 'utf8')) as {
  sources: { docs_url: string }[];
};

/** Strings only msw, the engines, the documents, the dataset or the worker script contain. */
const markers: Record<string, string[]> = {
  msw: ['[MSW]', 'mockServiceWorker'],
  engines: ['ck_blocked_key', 'anchor not found'],
  documents: ['Hosted Memory Service', 'Dependency Release Tracking API'],
  dataset: [dataset.sources[0]?.docs_url ?? '', dataset.sources.at(-1)?.docs_url ?? ''],
  'worker script': ['INTEGRITY_CHECKSUM'],
  // mountConsole (contract-kit/msw/console, issue 43): its panel's button and its journal feed.
  console: ['contract-kit console: ', 'data-contract-kit-console'],
};

/** The README's code block under "### In the browser" whose first line is `// path`, unindented. */
function readmeFile(path: string): string {
  const start = readme.indexOf('\n### In the browser\n');
  const section = readme.slice(start, readme.indexOf('\n### ', start + 1));
  const block = new RegExp(
    `\\n( *)\`\`\`ts\\n\\1// ${path.replaceAll('.', '\\.')}\\n([\\s\\S]*?)\\n\\1\`\`\``,
  ).exec(section);
  if (start < 0 || block === null) throw new Error(`README.md has no ${path} under "### In the browser"`);
  const indent = block[1] ?? '';
  return `${(block[2] ?? '')
    .split('\n')
    .map((line) => line.slice(indent.length))
    .join('\n')}\n`;
}

/** Appended to the README's main.ts: what both APIs answered, for the browser to read. */
const probe = `
// The test's probe: what both APIs answered.
import { createReleasesClient } from 'contract-kit/client';

const releases = createReleasesClient({ baseUrl: location.origin, retry: false });
const anchor = await memory.POST('/v1/anchors', { body: { name: 'Support', type: 'agent' } });
const events = await releases.GET('/api/v1/events', { params: { query: { limit: 3 } } });
document.body.dataset.result = JSON.stringify({
  anchor: anchor.response.status,
  anchorId: anchor.data?.anchor_id ?? null,
  events: events.response.status,
  eventCount: events.data?.events.length ?? null,
});
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src', 'vite.config.ts'],
};

/** Every file of a build, by path relative to it, with its text. */
function readBuild(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path, 'utf8'));
  }
  return files;
}

/** The marker groups found in `text`, as 'group: marker'. */
function markersIn(text: string): string[] {
  return Object.entries(markers).flatMap(([group, list]) =>
    list.filter((marker) => text.includes(marker)).map((marker) => `${group}: ${marker}`),
  );
}

/** The files index.html preloads or loads as scripts. */
function loadedByIndex(html: string): string[] {
  return [
    ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}

/** Resolves once `url` answers 200, within 30 s. */
async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  const isUp = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await isUp())) {
    if (Date.now() > deadline) throw new Error(`nothing answered on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Shown {
  anchor: number;
  anchorId: string | null;
  events: number;
  eventCount: number | null;
}

let dir = '';
let browser: Browser;
let production: Map<string, string>;
let optIn: Map<string, string>;
let nodeEnvTest: Map<string, string>;
let vendor: Map<string, string>;
/**
 * Runs a command in the app as a user's shell would: without the NODE_ENV=test of this Vitest
 * worker, under which Vite makes a development build ([PROD-BUILD-NODE-ENV]).
 */
const inApp = (command: string, args: string[], timeoutMs?: number, onStart?: Parameters<typeof run>[5]) =>
  run(bin, dir, 'env', ['-u', 'NODE_ENV', command, ...args], timeoutMs, onStart);

/** Opens `url` in a fresh context and returns what the app showed, with the page's errors. */
async function show(url: string): Promise<{ shown: Shown; errors: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    // The dev server may reload the page once, when it first meets msw/browser behind virtual:msw.
    const result = await page
      .waitForSelector('body[data-result]', { state: 'attached', timeout: 30_000 })
      .then((body) => body.getAttribute('data-result'));
    return { shown: JSON.parse(result ?? '{}') as Shown, errors };
  } finally {
    await context.close();
  }
}

function expectDone(result: RunResult): void {
  expect(result.code, result.output).toBe(0);
}

beforeAll(async () => {
  dir = createProject('vite-app', {
    'index.html':
      '<!doctype html><html><head><meta charset="utf-8"><title>app</title></head><body><script type="module" src="/src/main.ts"></script></body></html>\n',
    'vite.config.ts': readmeFile('vite.config.ts'),
    'src/mocks.ts': readmeFile('src/mocks.ts'),
    'src/vite-env.d.ts': readmeFile('src/vite-env.d.ts'),
    'src/main.ts': readmeFile('src/main.ts') + probe,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    // The README's warning: one more group, matching node_modules as a whole.
    'vite.vendor.config.ts': `import { mergeConfig } from 'vite';
import config from './vite.config.ts';

export default mergeConfig(config, {
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } } },
});
`,
  });
  // The toolchain installs while the kit is packed (a build), then the tarball, as the consumer
  // matrix does; the three builds run side by side.
  const toolchain = ['vite', 'msw', 'typescript'].map((name) => `${name}@${manifest.devDependencies[name]}`);
  const install = (...specs: string[]) =>
    inApp('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...specs]);
  const [tarball, tools] = await Promise.all([packKit(), install(...toolchain)]);
  for (const result of [tools, await install(tarball)]) {
    expectDone(result);
    expect(alarming(result.output), result.output).toEqual([]);
  }
  const builds = await Promise.all([
    inApp('npx', ['vite', 'build']),
    inApp('env', ['VITE_MOCKS=true', 'npx', 'vite', 'build', '--outDir', 'dist-mocks']),
    inApp('env', ['NODE_ENV=test', 'npx', 'vite', 'build', '--outDir', 'dist-node-env-test']),
    inApp('env', [
      'VITE_MOCKS=true',
      'npx',
      'vite',
      'build',
      '-c',
      'vite.vendor.config.ts',
      '--outDir',
      'dist-vendor',
    ]),
  ]);
  for (const result of builds) expectDone(result);
  production = readBuild(join(dir, 'dist'));
  optIn = readBuild(join(dir, 'dist-mocks'));
  nodeEnvTest = readBuild(join(dir, 'dist-node-env-test'));
  vendor = readBuild(join(dir, 'dist-vendor'));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  try {
    await browser?.close();
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await removePackedKit();
  }
});

describe('[PROD-BUILD] mocks only where wanted: a Vite 8 app made as the README says', () => {
  it('[PROD-BUILD-TYPES] the README files type-check', async () => {
    const result = await inApp('npx', ['tsc', '-p', 'tsconfig.json']);
    expect(result.code, result.output).toBe(0);
  }, 60_000);

  it('[PROD-BUILD-OPT-IN] with VITE_MOCKS=true the mocks are in the build, fetched lazily, nothing preloaded', () => {
    const everything = [...optIn.values()].join('\n');
    for (const [group, list] of Object.entries(markers)) {
      for (const marker of list) expect(everything, `${group}: ${marker}`).toContain(marker);
    }
    expect(optIn.has('mockServiceWorker.js')).toBe(true);
    const loaded = loadedByIndex(optIn.get('index.html') ?? '');
    expect(loaded).toHaveLength(1);
    for (const file of loaded) expect(markersIn(optIn.get(file) ?? ''), file).toEqual([]);
  });

  it('[PROD-BUILD-NONE] the production build holds the app alone: no msw, engine, documents, dataset, worker or console', () => {
    const [entry, ...others] = [...production.keys()].filter((file) => file !== 'index.html');
    expect(entry).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(others, 'no other chunk, no worker script').toEqual([]);
    for (const [file, text] of production) expect(markersIn(text), file).toEqual([]);
    const html = production.get('index.html') ?? '';
    expect(html).not.toContain('modulepreload');
    expect(loadedByIndex(html)).toEqual([entry]);
    // The app and the typed client: about 10 kB, where the mocks chunk alone is about 660 kB.
    expect(production.get(entry ?? '')?.length).toBeLessThan(30_000);
  });

  it('[PROD-BUILD-NODE-ENV] a build with NODE_ENV=test is a development build: the mocks are in it', () => {
    expect(nodeEnvTest.has('mockServiceWorker.js')).toBe(true);
    expect(markersIn([...nodeEnvTest.values()].join('\n'))).toContain('msw: [MSW]');
  });

  it('[PROD-BUILD-GROUPS] a chunk group matching node_modules makes index.html preload msw and the dataset', () => {
    const preloaded = loadedByIndex(vendor.get('index.html') ?? '').flatMap((file) =>
      markersIn(vendor.get(file) ?? ''),
    );
    expect(preloaded).toContain('msw: [MSW]');
    expect(preloaded).toContain(`dataset: ${markers.dataset?.[0]}`);
  });

  it('[PROD-BUILD-OFF] in Chromium the production build sends its API calls to the network', async () => {
    const site = await serveStatic(join(dir, 'dist'));
    try {
      const { shown, errors } = await show(site.url);
      expect(shown).toEqual({ anchor: 404, anchorId: null, events: 404, eventCount: null });
      expect(errors).toEqual([]);
      expect(site.requested).toContain('/v1/anchors');
      expect(site.requested).toContain('/api/v1/events');
      expect(site.requested).not.toContain('/mockServiceWorker.js');
    } finally {
      await site.close();
    }
  }, 60_000);

  it('[PROD-BUILD-ON] in Chromium the opt-in build is answered by the mocks', async () => {
    const site = await serveStatic(join(dir, 'dist-mocks'));
    try {
      const { shown, errors } = await show(site.url);
      expect(shown).toEqual({
        anchor: 201,
        anchorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        events: 200,
        eventCount: 3,
      });
      expect(errors).toEqual([]);
      expect(site.requested).toContain('/mockServiceWorker.js');
      expect(site.requested.filter((path) => /^\/(v1|api)\//.test(path))).toEqual([]);
    } finally {
      await site.close();
    }
  }, 60_000);

  it('[PROD-BUILD-DEV] in Chromium the dev server serves the worker and the mocks answer', async () => {
    const port = await freePort();
    let stop: (signal: NodeJS.Signals) => void = () => {};
    const server = inApp(
      'npx',
      ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      90_000,
      (s) => {
        stop = s;
      },
    );
    try {
      const url = `http://127.0.0.1:${port}/`;
      await waitForServer(url);
      const worker = await fetch(`${url}mockServiceWorker.js`);
      expect(worker.headers.get('content-type')).toContain('javascript');
      expect(await worker.text()).toContain('INTEGRITY_CHECKSUM');
      const { shown, errors } = await show(url);
      expect(shown).toEqual({
        anchor: 201,
        anchorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        events: 200,
        eventCount: 3,
      });
      expect(errors).toEqual([]);
    } finally {
      stop('SIGTERM');
      await server;
    }
  }, 90_000);
});
