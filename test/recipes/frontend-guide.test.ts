/**
 * The msw examples of docs/frontend.md that are fragments of a test (overrides, faults and the
 * journal; coverage; prepared state), run as printed on the real handlers: each fragment's text is
 * taken from the guide and evaluated with the names it uses bound to real handlers, so a fragment
 * that stops working fails here. (The guide's whole Node test file runs in the consumer tests.)
 */
import { describe, expect, it } from 'vitest';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';
import type { EngineRequest } from '../../src/engine/http/pipeline/types.js';
import { blocks, readDoc, section } from '../consumer/support/markdown-blocks.js';

const guide = readDoc('docs/frontend.md');

/** The first block of `lang` under `heading`, as printed. */
function example(heading: string, lang: string): string {
  const found = blocks(section(guide, heading)).find((block) => block.lang === lang);
  if (!found) throw new Error(`docs/frontend.md has no ${lang} block under "${heading}"`);
  return found.text;
}

/** Runs a fragment with `scope`'s names bound, as the test file around it would bind them. */
function runFragment(code: string, scope: Record<string, unknown>): void {
  new Function(...Object.keys(scope), code)(...Object.values(scope));
}

const auth = { authorization: 'Bearer ck_test_key', 'x-workspace-id': 'ws_main' };

function post(path: string, body: unknown): EngineRequest {
  return {
    method: 'POST',
    path,
    query: new URLSearchParams(),
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    origin: 'http://127.0.0.1:4010',
  };
}

describe('[FRONTEND-GUIDE] docs/frontend.md, its msw fragments as printed', () => {
  it('[FRONTEND-GUIDE-RULES] the overrides, faults and journal example sets what it says', async () => {
    const memory = createMemoryHandlers();
    const releases = createReleasesHandlers();
    const sessionId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    runFragment(example('### Overrides, faults and the journal (msw)', 'ts'), {
      memory,
      releases,
      sessionId,
      expect,
    });
    expect(memory.override.list().map((rule) => rule.operation)).toEqual(['recall', 'createAnchor']);
    expect(releases.engine.faults.list()).toHaveLength(2);
    const { anchor_id } = (await memory.engine.handle(post('/v1/anchors', { name: 'Open', type: 'agent' })))
      .body as { anchor_id: string };
    const locked = await memory.engine.handle(post('/v1/anchors', { name: 'Locked', type: 'agent' }));
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ error: 'forbidden', message: '/v1/anchors is locked' });
    const recalled = await memory.engine.handle(post('/v1/recall', { anchor_id, query: 'anything' }));
    expect(recalled.body).toEqual({ items: [], session_id: sessionId });
  });

  it('[FRONTEND-GUIDE-COVERAGE] the coverage example reports a percentage and what was never exercised', async () => {
    const memory = createMemoryHandlers();
    await memory.engine.handle(post('/v1/anchors', { name: 'Covered', type: 'agent' }));
    let report: (() => void) | undefined;
    const printed: string[] = [];
    const coverage = blocks(section(guide, '### Overrides, faults and the journal (msw)')).filter(
      (block) => block.lang === 'ts',
    )[1];
    if (!coverage) throw new Error('docs/frontend.md has no coverage example');
    runFragment(coverage.text, {
      afterAll: (callback: () => void) => {
        report = callback;
      },
      memory,
      console: { log: (line: string) => printed.push(line) },
    });
    report?.();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^memory mock coverage \d+%; never exercised: .*recall 200/);
  });

  it('[FRONTEND-GUIDE-PREPARED] the prepared state loads, recalls and takes feedback on its session', async () => {
    const initialState = JSON.parse(example('### Prepared state', 'json'));
    const memory = createMemoryHandlers({ initialState });
    const anchorId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const recalled = await memory.engine.handle(post('/v1/recall', { anchor_id: anchorId, query: 'email' }));
    expect(recalled.status).toBe(200);
    expect((recalled.body as { items: { content: string }[] }).items[0]?.content).toBe(
      'The customer prefers email.',
    );
    const feedback = await memory.engine.handle(
      post('/v1/feedback', {
        session_id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
        success: true,
        used_memory_atom_ids: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'],
      }),
    );
    expect(feedback.status).toBe(200);
    await memory.reset();
    const again = await memory.engine.handle(post('/v1/recall', { anchor_id: anchorId, query: 'refunds' }));
    expect((again.body as { items: { content: string }[] }).items[0]?.content).toBe(
      'Refunds take five days.',
    );
  });
});
