/**
 * The files a consumer project of the matrix holds, written as a user of the README would write
 * them. Kept as text (not as .ts files of this repository) so that this repository's own tsc,
 * Biome and vitest never pick them up: they resolve `contract-kit` only inside the fresh project.
 */

import { readFileSync } from 'node:fs';

/**
 * Imports every public entry point and uses each one, so that a type-check proves the shipped
 * `.d.ts` files load and keep their precision: the `@ts-expect-error` lines fail the check when a
 * type degrades to `any` (an error that is expected and missing is itself an error).
 */
export const entryPoints = `import { createMemoryClient, createReleasesClient } from 'contract-kit/client';
import { exitCodes, memoryChecks, releasesChecks, runConformance } from 'contract-kit/conformance';
import { ApiError, createMemoryEngine, createReleasesEngine } from 'contract-kit/engine';
import { createMemoryHandlers, createReleasesHandlers, defaultReleasesData, defaultTenants } from 'contract-kit/msw';
import type { components as MemoryComponents, paths as MemoryPaths } from 'contract-kit/types/memory';
import type { components as ReleasesComponents, paths as ReleasesPaths } from 'contract-kit/types/releases';

type Anchor = MemoryComponents['schemas']['Anchor'];
type Event = ReleasesComponents['schemas']['Event'];
type RecallBody = MemoryPaths['/v1/recall']['post']['requestBody'];
type EventsQuery = ReleasesPaths['/api/v1/events']['get']['parameters']['query'];

const memory = createMemoryClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'ck_test_key', workspaceId: 'ws_main' });
const releases = createReleasesClient({ baseUrl: 'http://127.0.0.1:4011' });

export async function useEverything(): Promise<string> {
  const { data, error } = await memory.POST('/v1/anchors', { body: { name: 'a', type: 'agent', metadata: {} } });
  const anchor: Anchor | undefined = data;
  const code: string | undefined = error?.error;
  // @ts-expect-error anchors have no field nmae: request bodies are exact, not any
  await memory.POST('/v1/anchors', { body: { nmae: 'a', type: 'agent' } });
  // @ts-expect-error limit is a number
  await releases.GET('/api/v1/events', { params: { query: { limit: 'ten' } } });
  const query: EventsQuery = { severity: 'Danger', limit: 5 };
  const page = await releases.GET('/api/v1/events', { params: { query } });
  const first: Event | undefined = page.data?.events[0];
  const recall: RecallBody = { content: { 'application/json': { anchor_id: 'x', query: 'q' } } };
  const handlers = [...createMemoryHandlers({ seed: 1 }), ...createReleasesHandlers()];
  const engines = [
    createMemoryEngine({ tenants: defaultTenants }),
    createReleasesEngine({ data: defaultReleasesData }),
  ];
  const checks = memoryChecks.length + releasesChecks.length;
  const notRun: typeof runConformance = runConformance;
  const failure: number = exitCodes.failed;
  const thrown = new ApiError('not_found', 'anchor not found');
  return [anchor?.anchor_id, code, first?.version, recall, handlers.length, engines.length, checks, notRun, failure, thrown.code].join();
}
`;

/** tsconfig for one module resolution mode (\`nodenext\` or \`bundler\`). */
export function tsconfig(resolution: 'nodenext' | 'bundler'): string {
  const module = resolution === 'nodenext' ? 'nodenext' : 'esnext';
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        module,
        moduleResolution: resolution,
        lib: ['es2023', 'dom', 'dom.iterable'],
        types: [],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
      },
      include: ['entry-points.ts', 'readme-retry.ts', 'types/*.ts'],
    },
    null,
    2,
  )}\n`;
}

/**
 * The README's Node test, extended to the flow a front-end test needs: store, recall, feedback,
 * and a walk through every page of the releases feed, all through the msw handlers.
 * @param unhandled msw 3's \`onUnhandledFrame\` or msw 2's \`onUnhandledRequest\`
 */
export function flowTest(unhandled: 'onUnhandledFrame' | 'onUnhandledRequest'): string {
  return `import { once } from 'node:events';
import { createServer } from 'node:http';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createMemoryClient, createReleasesClient } from 'contract-kit/client';
import { createMemoryHandlers, createReleasesHandlers } from 'contract-kit/msw';

const memory = createMemoryHandlers({ seed: 1 });
const releases = createReleasesHandlers();
const server = setupServer(...memory, ...releases);

beforeAll(() => server.listen({ ${unhandled}: 'error' }));
afterEach(() => {
  memory.reset();
  releases.reset();
});
afterAll(() => server.close());

const client = createMemoryClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'ck_test_key', workspaceId: 'ws_main' });
const feed = createReleasesClient({ baseUrl: 'http://127.0.0.1:4011' });

it('stores, recalls and reinforces', async () => {
  const { data: anchor } = await client.POST('/v1/anchors', { body: { name: 'Support', type: 'agent', metadata: {} } });
  const stored = await client.POST('/v1/atoms', {
    body: { anchor_id: anchor!.anchor_id, content: 'The customer prefers email.', source_type: 'note', metadata: {} },
  });
  expect(stored.data!.stored_count).toBe(1);
  const { data } = await client.POST('/v1/recall', { body: { anchor_id: anchor!.anchor_id, query: 'email', limit: 5 } });
  expect(data!.items[0]!.content).toContain('email');
  const feedback = await client.POST('/v1/feedback', {
    body: { session_id: data!.session_id, success: true, used_memory_atom_ids: [data!.items[0]!.atom_id] },
  });
  expect(feedback.data?.ok).toBe(true);
  expect(feedback.data).toMatchObject({ reinforced_atom_ids: [data!.items[0]!.atom_id] });
});

it('pages through every event exactly once', async () => {
  const seen = new Set<number>();
  let total = -1;
  for (let offset = 0; total < 0 || offset < total; offset += 100) {
    const { data } = await feed.GET('/api/v1/events', { params: { query: { limit: 100, offset } } });
    total = data!.pagination.total;
    for (const event of data!.events) seen.add(event.id);
  }
  expect(total).toBeGreaterThan(100);
  expect(seen.size).toBe(total);
});

it('fails on a request nobody mocks, even one a real server would answer', async () => {
  const real = createServer((_request, response) => response.end('real')).listen(0, '127.0.0.1');
  await once(real, 'listening');
  const { port } = real.address() as { port: number };
  try {
    await expect(fetch(\`http://127.0.0.1:\${port}/not-mocked\`)).rejects.toThrow();
  } finally {
    real.close();
  }
});
`;
}

/** A page that starts msw's worker with both APIs' handlers and shows what the client got. */
export const browserIndex = `<!doctype html>
<html><head><meta charset="utf-8"><title>consumer</title></head>
<body><pre id="out">starting</pre><script type="module" src="/main.ts"></script></body></html>
`;

/** The page's script: msw 3's worker, then a store, a recall and an events page through it. */
export const browserMain = `import { setupWorker } from 'msw/browser';
import { createMemoryClient, createReleasesClient } from 'contract-kit/client';
import { createMemoryHandlers, createReleasesHandlers } from 'contract-kit/msw';

const out = document.getElementById('out')!;
try {
  const worker = setupWorker(...createMemoryHandlers({ baseUrl: '/' }), ...createReleasesHandlers({ baseUrl: '/' }));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  const memory = createMemoryClient({ baseUrl: location.origin, apiKey: 'ck_test_key', workspaceId: 'ws_main' });
  const releases = createReleasesClient({ baseUrl: location.origin });
  const { data: anchor } = await memory.POST('/v1/anchors', { body: { name: 'Browser', type: 'agent', metadata: {} } });
  await memory.POST('/v1/atoms', {
    body: { anchor_id: anchor!.anchor_id, content: 'Invoices go to billing@example.com.', source_type: 'note', metadata: {} },
  });
  const { data: recall } = await memory.POST('/v1/recall', { body: { anchor_id: anchor!.anchor_id, query: 'invoices', limit: 3 } });
  const { data: page } = await releases.GET('/api/v1/events', { params: { query: { limit: 7 } } });
  out.textContent = JSON.stringify({ recalled: recall!.items[0]!.content, events: page!.events.length, total: page!.pagination.total });
} catch (error) {
  out.textContent = 'error: ' + String(error);
}
`;

/** The test file of conformance/README.md "Under your own Vitest", as printed there. */
export const conformanceRecipe = (() => {
  const readme = readFileSync(new URL('../../../conformance/README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Under your own Vitest'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined)
    throw new Error('conformance/README.md has no ts block under "### Under your own Vitest"');
  return block;
})();

/** The retry example of docs/types.md (the \`ts\` block after the retry option table), type-checked as printed. */
export function readmeRetryExample(readme: string): string {
  const section = readme.slice(readme.indexOf('| `retry` option |'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error('docs/types.md has no ts block after the retry option table');
  return block;
}

/**
 * The "In Node tests" example of docs/frontend.md exactly as printed (the first \`ts\` block under that
 * heading), for msw 2 with the one change the guide itself tells msw 2 users to make.
 */
export function readmeNodeTest(readme: string, msw: 2 | 3): string {
  const section = readme.slice(readme.indexOf('### In Node tests'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error('docs/frontend.md has no ts block under "### In Node tests"');
  return msw === 3 ? block : block.replaceAll('onUnhandledFrame', 'onUnhandledRequest');
}
