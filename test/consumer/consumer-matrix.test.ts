/**
 * The consumer matrix (docs/types.md "Supported versions"): the packed tarball installed with a plain
 * `npm install` into fresh projects, one per supported combination, each on its own Node, and used
 * as the README says: every entry point type-checked under `nodenext` and `bundler`, the types
 * `contract-kit generate` writes, a Vitest test through the msw handlers, msw 3's worker in
 * Debian's Chromium (newest combination), and Prism 5.14 in front of the mock on Node 22.
 * Needs the npm registry, as a user's install does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.js';
import { serveStatic } from '../browser/serve-static.js';
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
import {
  browserIndex,
  browserMain,
  conformanceRecipe,
  entryPoints,
  flowTest,
  readmeNodeTest,
  readmeRetryExample,
  tsconfig,
} from './support/project-files.js';

const install = ['install', '--no-audit', '--no-fund'];

// The tarball both combinations install, packed once for the file.
afterAll(removePackedKit);

function expectClean(result: RunResult): void {
  expect(result.code, result.output).toBe(0);
  expect(alarming(result.output), result.output).toEqual([]);
}

/** The tsc errors a run printed, one per line (tsc 5.9 and 7 both print `file(line,col): error`). */
function tscErrors(result: RunResult): string[] {
  return result.output.split('\n').filter((line) => /error TS\d+/.test(line));
}

const combinations = [
  {
    name: 'newest',
    title: 'Node 24, TypeScript 7.0, Vite 8, Vitest 5.1, msw 3',
    node: 24 as const,
    toolchain: ['typescript@7.0.2', 'vite@8.3.8', 'vitest@5.1.1', 'msw@3.0.5'],
    unhandled: 'onUnhandledFrame' as const,
    msw: 3 as const,
    extraTypeScript: undefined,
    browser: true,
    prism: undefined,
  },
  {
    name: 'previous',
    title: 'Node 22, TypeScript 5.9 (and 6.0), Vitest 4.1, msw 2, Prism 5.14',
    node: 22 as const,
    toolchain: ['typescript@5.9.3', 'vitest@4.1.12', 'msw@2.15.0', '@stoplight/prism-cli@5.14.2'],
    unhandled: 'onUnhandledRequest' as const,
    msw: 2 as const,
    extraTypeScript: 'typescript@6.0.3',
    browser: false,
    prism: '5.14.2',
  },
];

describe.each(combinations)('[CONSUMER] $title', (combo) => {
  let dir = '';
  let bin = '';
  const inProject = (command: string, args: string[], timeoutMs?: number) =>
    run(bin, dir, command, args, timeoutMs);

  /** `npx contract-kit mock ARGS` in the project on a free port, running until `stop`. */
  async function startProjectMock(args: string[]) {
    const port = await freePort();
    let stopWith: (signal: NodeJS.Signals) => void = () => {};
    const ended = run(
      bin,
      dir,
      'npx',
      ['contract-kit', 'mock', ...args, '--port', String(port)],
      150_000,
      (stop) => {
        stopWith = stop;
      },
    );
    return { port, ended, stop: (signal: NodeJS.Signals) => stopWith(signal) };
  }

  beforeAll(async () => {
    const guide = (name: string) => readFileSync(join(import.meta.dirname, '..', '..', 'docs', name), 'utf8');
    bin = nodeBin(combo.node);
    dir = createProject(combo.name, {
      'entry-points.ts': entryPoints,
      'tsconfig.nodenext.json': tsconfig('nodenext'),
      'tsconfig.bundler.json': tsconfig('bundler'),
      'flow.test.ts': flowTest(combo.unhandled),
      'readme.test.ts': readmeNodeTest(guide('frontend.md'), combo.msw),
      'readme-retry.ts': readmeRetryExample(guide('types.md')),
      'index.html': browserIndex,
      'main.ts': browserMain,
    });
  }, 60_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(`[CONSUMER-INSTALL] npm install of the tarball after ${combo.toolchain.join(' ')}: no ERESOLVE, no peer warning, no install script`, async () => {
    const tarball = await packKit();
    expect((await inProject('node', ['--version'])).stdout).toMatch(new RegExp(`^v${combo.node}\\.`));
    expectClean(await inProject('npm', [...install, '--save-exact', ...combo.toolchain]));
    expectClean(await inProject('npm', [...install, tarball]));
  }, 600_000);

  it('[CONSUMER-TYPES] every entry point and the generated types type-check under nodenext and bundler', async () => {
    const generate = await inProject('npx', ['contract-kit', 'generate', '--out', 'types']);
    expect(generate.code, generate.output).toBe(0);
    for (const mode of ['nodenext', 'bundler']) {
      const result = await inProject('npx', ['tsc', '-p', `tsconfig.${mode}.json`]);
      expect(tscErrors(result), `${mode}:\n${result.output}`).toEqual([]);
      expect(result.code, result.output).toBe(0);
    }
    if (combo.extraTypeScript !== undefined) {
      expectClean(await inProject('npm', [...install, '--no-save', combo.extraTypeScript]));
      expect((await inProject('npx', ['tsc', '--version'])).stdout).toContain('6.0');
      for (const mode of ['nodenext', 'bundler']) {
        const result = await inProject('npx', ['tsc', '-p', `tsconfig.${mode}.json`]);
        expect(tscErrors(result), `${combo.extraTypeScript} ${mode}:\n${result.output}`).toEqual([]);
      }
    }
  }, 300_000);

  it('[CONSUMER-TYPES] a wrong request body is a type error (the type-check can fail)', async () => {
    writeFileSync(
      join(dir, 'broken.ts'),
      `import { createMemoryClient } from 'contract-kit/client';
const memory = createMemoryClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'k', workspaceId: 'w' });
export const wrong = memory.POST('/v1/anchors', { body: { nmae: 'a', type: 'agent' } });
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.broken.json'),
      tsconfig('bundler').replace('"entry-points.ts"', '"broken.ts"'),
    );
    const result = await inProject('npx', ['tsc', '-p', 'tsconfig.broken.json']);
    expect(result.code).not.toBe(0);
    expect(tscErrors(result).join('\n')).toMatch(/broken\.ts.*error TS\d+.*nmae/);
  }, 120_000);

  it('[CONSUMER-VITEST] a Vitest test stores, recalls and pages through the msw handlers', async () => {
    const result = await inProject('npx', ['vitest', 'run', 'flow.test.ts']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Tests\s+3 passed/);
  }, 300_000);

  // Each command that needs an optional peer the project has not installed: one line naming the
  // install, exit 2, nothing started (the toolchain installs no Redis client and no swagger-parser;
  // Prism only in the combinations that name it).
  const missingPeers = [
    {
      peer: '@redis/client',
      args: ['mock', 'memory', '--direct', '--port', '0', '--redis', 'redis://127.0.0.1:1/0'],
      fix: 'npm install @redis/client@6.3.1',
    },
    {
      peer: '@redis/client',
      args: [
        'mock',
        'memory',
        '--direct',
        '--port',
        '0',
        '--workers',
        '2',
        '--redis',
        'redis://127.0.0.1:1/0',
      ],
      fix: 'npm install @redis/client@6.3.1',
    },
    {
      peer: 'swagger-parser',
      args: ['drift', 'releases', '--base-url', 'http://127.0.0.1:9'],
      fix: 'npm install --save-dev @apidevtools/swagger-parser@13.1.0',
    },
    ...(combo.prism === undefined
      ? [
          {
            peer: 'Prism',
            args: ['mock', 'memory', '--port', '0'],
            fix: 'npm install --save-dev @stoplight/prism-cli@5.16.0, or run the mock without it: --direct',
          },
          {
            peer: 'Prism',
            args: ['conformance', 'memory', '--prism'],
            fix: 'npm install --save-dev @stoplight/prism-cli@5.16.0, or leave out --prism',
          },
        ]
      : []),
  ];
  it.each(missingPeers)(
    '[CONSUMER-PEERS] contract-kit $args.0 without $peer: one line naming the install, exit 2',
    async ({ args, fix }) => {
      const result = await inProject('npx', ['contract-kit', ...args], 60_000);
      expect(result.code, result.output).toBe(2);
      const lines = result.output
        .split('\n')
        .filter((line) => line.trim() !== '' && !/^npm warn/i.test(line));
      expect(lines, result.output).toHaveLength(1);
      expect(lines[0]).toContain(fix);
    },
    120_000,
  );

  it("[CONSUMER-README] the front-end guide's Node test runs as printed", async () => {
    const result = await inProject('npx', ['vitest', 'run', 'readme.test.ts']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Tests\s+1 passed/);
  }, 300_000);

  it.runIf(combo.browser)(
    "[CONSUMER-BROWSER] msw's worker serves both APIs to a Vite build in Chromium",
    async () => {
      const init = await inProject('npx', ['msw', 'init', 'public', '--no-save']);
      expect(init.code, init.output).toBe(0);
      const build = await inProject('npx', ['vite', 'build']);
      expect(build.code, build.output).toBe(0);
      const site = await serveStatic(`${dir}/dist`);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(site.url);
        await page.waitForFunction(() => document.getElementById('out')?.textContent !== 'starting', null, {
          timeout: 30_000,
        });
        const text = (await page.textContent('#out')) ?? '';
        expect(text).not.toMatch(/^error/);
        const shown = JSON.parse(text) as { recalled: string; events: number; total: number };
        expect(shown.recalled).toContain('billing@example.com');
        expect(shown.events).toBe(7);
        expect(shown.total).toBeGreaterThan(7);
        expect(errors).toEqual([]);
        // Every API call was answered by the worker: none reached the static server.
        expect(site.requested.filter((path) => path.startsWith('/v1') || path.startsWith('/api'))).toEqual(
          [],
        );
      } finally {
        await browser.close();
        await site.close();
      }
    },
    300_000,
  );

  it("[CONSUMER-CONFORMANCE] the suite under the project's own Vitest, as conformance/README.md prints it", async () => {
    writeFileSync(join(dir, 'conformance.test.ts'), conformanceRecipe);
    const { port, stop, ended: mock } = await startProjectMock(['releases', '--direct']);
    const suite = (baseUrl: string) =>
      inProject('env', [
        'CONFORMANCE_API=releases',
        `CONFORMANCE_BASE_URL=${baseUrl}`,
        'npx',
        'vitest',
        'run',
        'conformance.test.ts',
      ]);
    try {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const info = await fetch(`http://127.0.0.1:${port}/api/v1`).catch(() => undefined);
        if (info?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const passed = await suite(`http://127.0.0.1:${port}`);
      expect(passed.code, passed.output).toBe(0);
      const count = Number(/Tests\s+(\d+) passed/.exec(passed.output)?.[1] ?? 0);
      expect(count, passed.output).toBeGreaterThanOrEqual(20);
      // The same file against nothing that answers: the run fails.
      const failed = await suite('http://127.0.0.1:9');
      expect(failed.code, failed.output).not.toBe(0);
    } finally {
      stop('SIGINT');
      await mock;
    }
  }, 300_000);

  it.runIf(combo.prism !== undefined)(
    `[CONSUMER-PRISM] contract-kit mock runs behind Prism ${combo.prism ?? '(not installed here: [CONSUMER-PEERS] checks its install line)'} on Node ${combo.node}`,
    async () => {
      const { port, stop, ended: mock } = await startProjectMock(['memory']);
      let answer: Response | undefined;
      try {
        const deadline = Date.now() + 90_000;
        while (Date.now() < deadline) {
          answer = await fetch(`http://127.0.0.1:${port}/v1/anchors`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-api-key': 'ck_test_key',
              'x-workspace-id': 'ws_main',
            },
            body: JSON.stringify({ name: 'through prism', type: 'agent', metadata: {} }),
          }).catch(() => undefined);
          if (answer !== undefined && answer.status !== 503) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(answer?.status).toBe(201);
        expect(((await (answer as Response).json()) as { name: string }).name).toBe('through prism');
        const violations = await fetch(`http://127.0.0.1:${port}/__control/violations`);
        expect(((await violations.json()) as { count: number }).count).toBe(0);
      } finally {
        stop('SIGINT');
        const ended = await mock;
        expect(ended.output).toMatch(/memory\s+http:\/\/127\.0\.0\.1/);
      }
    },
    300_000,
  );
});
