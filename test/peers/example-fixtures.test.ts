/**
 * The state `--examples` starts from (fixtures/memory-examples.json, fixtures/releases-examples.json)
 * is what the documents' examples name: derived again here from openapi/*.yaml and compared with
 * the committed files (refresh them with `npm run generate`), and checked
 * against every id the documents mention, so neither can drift from the other.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { memoryExamples, releasesExamples } from '../../fixtures/examples.js';
import {
  deriveMemoryExamples,
  deriveReleasesExamples,
  exampleExchanges,
  loadDocument,
} from '../../scripts/example-fixtures.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The id the documents' error examples use for an anchor or session that does not exist. */
const unknownId = '00000000-0000-4000-8000-000000000000';
const stale = 'stale: run `npm run generate` and commit fixtures/*-examples.json';

/** Every UUID anywhere in a document as written (they occur only in examples). */
function uuidsIn(node: unknown, out = new Set<string>()): Set<string> {
  if (typeof node === 'string' && uuid.test(node)) out.add(node);
  else if (node !== null && typeof node === 'object')
    for (const value of Object.values(node)) uuidsIn(value, out);
  return out;
}

describe('[EXAMPLES-STATE] the state --examples starts from is what the examples name', () => {
  it('[EXAMPLES-STATE-1] fixtures/memory-examples.json is derived from openapi/memory.yaml', async () => {
    expect(memoryExamples, stale).toEqual(await deriveMemoryExamples(await loadDocument('memory')));
  });

  it('[EXAMPLES-STATE-2] fixtures/releases-examples.json is derived from openapi/releases.yaml', async () => {
    expect(releasesExamples, stale).toEqual(deriveReleasesExamples(await loadDocument('releases')));
  });

  it('[EXAMPLES-STATE-3] every id the memory examples name is there, and nothing else', async () => {
    const named = uuidsIn(parse(await readFile('openapi/memory.yaml', 'utf8')));
    const workspace = memoryExamples.workspaces.ws_main;
    const held = new Set<string>();
    for (const anchor of workspace?.anchors ?? []) {
      held.add(anchor.anchor_id ?? '');
      for (const atom of anchor.atoms ?? []) held.add(typeof atom === 'string' ? atom : (atom.atom_id ?? ''));
    }
    for (const session of workspace?.sessions ?? []) held.add(session.session_id);
    expect([...named].filter((id) => !held.has(id))).toEqual([unknownId]);
    expect([...held].filter((id) => !named.has(id))).toEqual([]);
    expect(Object.keys(memoryExamples.workspaces)).toEqual(['ws_main']);
    expect(workspace?.users).toEqual({ 'user-42': '7e6d5c4b-3a2f-4e1d-9c0b-8a7f6e5d4c3b' });
  });

  it('[EXAMPLES-STATE-4] the workspace is the one every memory example sends', async () => {
    const exchanges = exampleExchanges(await loadDocument('memory'));
    const secured = exchanges.filter((exchange) => exchange.path.startsWith('/v1/'));
    expect(secured.length).toBeGreaterThanOrEqual(6);
    expect(new Set(secured.map((exchange) => exchange.headers['x-workspace-id']))).toEqual(
      new Set(['ws_main']),
    );
  });

  it('[EXAMPLES-STATE-5] every releases list answers exactly its example', async () => {
    const document = await loadDocument('releases');
    const engine = createReleasesEngine({ data: releasesExamples });
    const get = async (path: string) =>
      (
        await engine.handle({
          method: 'GET',
          path,
          query: new URLSearchParams(),
          headers: {},
          body: null,
          origin: '',
        })
      ).body;
    const example = (path: string) =>
      document.paths[path].get.responses['200'].content['application/json'].examples.page.value;
    expect(await get('/api/v1/sources')).toEqual(example('/api/v1/sources'));
    expect(await get('/api/v1/events')).toEqual(example('/api/v1/events'));
    expect(await get('/api/v1/sources/1/events')).toEqual(example('/api/v1/sources/{id}/events'));
    const ids = document.paths['/api/v1/sources/{id}/events'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'id',
    ).examples;
    expect(releasesExamples.sources.map((source) => source.id)).toContain(ids.page.value);
    expect(releasesExamples.sources.map((source) => source.id)).not.toContain(ids.unknown.value);
  });
});
