/**
 * `npm start -- --examples` (scripts/start.mjs, as `npm start` runs it) and `contract-kit mock
 * --examples`: both mocks start with the objects the documents' examples name, answer the
 * examples' requests for those ids, and return to them on reset; flags that set the state
 * another way are usage errors.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleExchanges, loadDocument } from '../../scripts/example-fixtures.js';
import { ensureBuilt, root, runCliToEnd, stopStrayClis } from '../server/cli-helpers.js';
import { call, memoryHeaders } from '../server/http-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: the dereferenced documents are read as loose JSON.
type Json = any;

let child: ChildProcess | undefined;
let memory = '';
let releases = '';
let output = '';
let memoryDocument: Json;
let releasesDocument: Json;

beforeAll(async () => {
  ensureBuilt();
  [memoryDocument, releasesDocument] = await Promise.all([loadDocument('memory'), loadDocument('releases')]);
  const args = ['--examples', '--direct', '--memory-port', '0', '--releases-port', '0'];
  child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), ...args], { cwd: root });
  const started = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not answer:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const urls = /^ {2}memory +(http:\S+)[\s\S]*^ {2}releases +(http:\S+)/m.exec(output);
      // The banner ends with how to stop; the lines before it describe the state.
      if (!urls || !output.includes('Stop with Ctrl-C.')) return;
      [, memory = '', releases = ''] = urls;
      clearTimeout(timer);
      resolve();
    };
    started.stdout?.on('data', read);
    started.stderr?.on('data', (chunk) => (output += chunk));
    started.once('exit', (code) => reject(new Error(`npm start exited ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  stopStrayClis();
});

/** The request example `name` of the operation at `path`, with its 2xx response example. */
function example(path: string, name: string) {
  const found = exampleExchanges(memoryDocument).find((e) => e.path === path && e.name === name);
  if (!found) throw new Error(`no example ${name} of ${path}`);
  return found;
}

const post = (path: string, body: unknown) =>
  call(`${memory}${path}`, { method: 'POST', headers: memoryHeaders, body });

const listExample = (path: string) =>
  releasesDocument.paths[path].get.responses['200'].content['application/json'].examples.page.value;

describe('[EXAMPLES-MOCK] npm start -- --examples', () => {
  it('[EXAMPLES-MOCK-1] the banner says both mocks start with the examples', () => {
    expect(output).toContain("memory starts with the objects its document's examples name");
    expect(output).toContain("releases starts with the objects its document's examples name");
  });

  it("[EXAMPLES-MOCK-2] feedback for the example session answers the example's response", async () => {
    const used = example('/v1/feedback', 'used');
    expect(await post('/v1/feedback', used.request)).toMatchObject({ status: 200, body: used.response });
    const unknown =
      memoryDocument.paths['/v1/feedback'].post.requestBody.content['application/json'].examples;
    expect((await post('/v1/feedback', unknown.unknownSession.value)).status).toBe(404);
  });

  it('[EXAMPLES-MOCK-3] atoms and recall for the example anchor, and the example end user', async () => {
    const note = example('/v1/atoms', 'note');
    expect(await post('/v1/atoms', note.request)).toMatchObject({ status: 201, body: { stored_count: 1 } });
    const recall = await post('/v1/recall', example('/v1/recall', 'query').request);
    expect(recall.status).toBe(200);
    expect(recall.body.items[0].atom_id).toBe('9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b');
    const hydrate = await post('/v1/memory/hydrate', { user_external_id: 'user-42', max_tokens: 200 });
    expect(hydrate.body.included_atom_ids).toEqual([
      '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    ]);
    const userSession = await post('/v1/feedback', {
      session_id: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
      success: true,
      used_memory_atom_ids: ['1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
    });
    expect(userSession.body.reinforced_atom_ids).toEqual(['1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d']);
  });

  it('[EXAMPLES-MOCK-4] every releases list answers exactly its example; an unknown source is a 404', async () => {
    for (const [path, route] of [
      ['/api/v1/sources', '/api/v1/sources'],
      ['/api/v1/events', '/api/v1/events'],
      ['/api/v1/sources/1/events', '/api/v1/sources/{id}/events'],
    ] as const) {
      const answer = await call(`${releases}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(listExample(route));
    }
    expect((await call(`${releases}/api/v1/sources/999999/events`)).status).toBe(404);
  });

  it('[EXAMPLES-MOCK-5] a reset returns to the examples: what was added goes, the example state stays', async () => {
    const anchor = await post('/v1/anchors', { name: 'Scratch', type: 'agent' });
    await call(`${memory}/__control/reset`, { method: 'POST' });
    const recall = (anchor_id: string) => post('/v1/recall', { anchor_id, query: 'customer' });
    expect((await recall(anchor.body.anchor_id)).status).toBe(404);
    const items = (await recall('3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f')).body.items;
    expect(items.map((item: Json) => item.atom_id)).toEqual(['9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b']);
    const used = example('/v1/feedback', 'used');
    expect((await post('/v1/feedback', used.request)).body).toEqual(used.response);
  });
});

describe('[EXAMPLES-MOCK-USAGE] contract-kit mock --examples', () => {
  it.each([
    ['--fixtures', ['--fixtures', 'fixtures/memory-examples.json']],
    ['--releases-data', ['--releases-data', 'fixtures/releases-examples.json']],
    ['--state', ['--state', 'state.json']],
    ['--redis', ['--redis', 'redis://127.0.0.1:6379/0']],
  ])('[EXAMPLES-MOCK-USAGE-1] --examples with %s is a usage error (exit 2)', async (flag, args) => {
    const result = await runCliToEnd(['mock', '--examples', ...args]);
    expect(result.stderr).toContain(`--examples and ${flag} exclude each other`);
    expect(result.code).toBe(2);
  });

  it('[EXAMPLES-MOCK-USAGE-2] --help describes --examples', async () => {
    const help = await runCliToEnd(['mock', '--help']);
    expect(help.stdout).toMatch(/--examples +start with exactly the objects the documents' examples name/);
  });
});
