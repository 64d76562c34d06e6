/**
 * `--state FILE`: state survives a restart, each change is appended to the change log (not the whole
 * state rewritten), writes are grouped, compaction folds the change log into the snapshot, seeded ids
 * continue after a restart, and a file that cannot be loaded stops the start instead of being
 * overwritten. Direct mode: Prism adds nothing here.
 */
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import type { MemorySnapshot } from '../../src/engine/memory/snapshot.js';
import { MemoryStore } from '../../src/engine/memory/store.js';
import { createMock } from '../../src/engine/mock/create-mock.js';
import { startMock } from '../../src/server/index.js';
import { createFileStore } from '../../src/server/store/file-store.js';
import { createStateFile, StateFileError, writeFileAtomic } from '../../src/server/store/state-file.js';
import type { StateStore } from '../../src/server/store/state-store.js';
import { call, memoryHeaders } from './http-helpers.js';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-kit-state-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const start = (stateFile: string, extra: { seed?: number; stateCompactAfterBytes?: number } = {}) =>
  startMock({ api: 'memory', port: 0, direct: true, rateLimit: false, stateFile, ...extra });
const post = (url: string, path: string, body: unknown) =>
  call(`${url}${path}`, { method: 'POST', headers: memoryHeaders, body });
/** What a restart would load: the snapshot with the change log applied (read only). */
const persisted = async (file: string) => (await createFileStore(file).load()) as MemorySnapshot;
const atomsOf = (state: MemorySnapshot) =>
  (state.workspaces.ws_main?.anchors ?? []).flatMap((anchor) => anchor.atoms.map((atom) => atom.atom_id));

describe('[SRV-STATE] the state file', () => {
  it('[SRV-STATE-1] anchors and atoms survive a restart', async () => {
    const file = join(dir, 'restart.json');
    const first = await start(file);
    const anchor = await post(first.url, '/v1/anchors', { name: 'a', type: 'agent' });
    await post(first.url, '/v1/atoms', {
      anchor_id: anchor.body.anchor_id,
      content: 'the blue bicycle is in the shed',
    });
    await first.close();

    const second = await start(file);
    const recall = await post(second.url, '/v1/recall', {
      anchor_id: anchor.body.anchor_id,
      query: 'bicycle',
    });
    await second.close();
    expect(recall.status).toBe(200);
    expect(recall.body.items.map((item: { content: string }) => item.content)).toEqual([
      'the blue bicycle is in the shed',
    ]);
  });

  it('[SRV-STATE-2] every change is on disk before its answer, also under concurrency', async () => {
    const file = join(dir, 'concurrent.json');
    const mock = await start(file);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(mock.url, '/v1/anchors', { name: `n${i}`, type: 't' })),
    );
    // Read before closing: what the clients were told must already be there.
    const saved = await persisted(file);
    await mock.close();
    const ids = new Set(saved.workspaces.ws_main?.anchors.map((anchor) => anchor.anchor_id));
    for (const answer of answers) expect(ids.has(answer.body.anchor_id)).toBe(true);
  });

  it('[SRV-STATE-3] group commit: concurrent changes share appends, and each waits for one that holds it', async () => {
    const store = new MemoryStore();
    const engine = createMemoryEngine({ tenants: defaultTenants, store });
    const appended: string[][] = [];
    let durable: string[] = [];
    const backend: StateStore = {
      load: async () => null,
      open: async () => {},
      append: async (changes) => {
        appended.push([...changes]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        durable = [...durable, ...changes];
      },
      replace: async () => {},
      close: async () => {},
    };
    const state = createStateFile(engine, backend, store);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const answer = await engine.handle({
          method: 'POST',
          path: '/v1/anchors',
          query: new URLSearchParams(),
          headers: { ...memoryHeaders },
          body: JSON.stringify({ name: `g${i}`, type: 't' }),
          origin: 'http://127.0.0.1',
        });
        await state.sync();
        // Durable before the answer would be sent.
        const id = (answer.body as { anchor_id: string }).anchor_id;
        return durable.some((line) => line.includes(id));
      }),
    );
    expect(answers.every(Boolean)).toBe(true);
    expect(appended.flat()).toHaveLength(50);
    expect(appended.length).toBeLessThan(50);
  });

  it('[SRV-STATE-4] a file that cannot be loaded is a clear startup error and is left as it was', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{"format": "something else"');
    await expect(start(file)).rejects.toThrow(StateFileError);
    await expect(start(file)).rejects.toThrow(file);
    expect(await readFile(file, 'utf8')).toBe('{"format": "something else"');
    await writeFile(file, '{"format": "something else"}');
    await expect(start(file)).rejects.toThrow(/cannot be loaded/);
  });

  it('[SRV-STATE-5] atomic writes leave no temporary file behind', async () => {
    const sub = await mkdtemp(join(dir, 'atomic-'));
    await writeFileAtomic(join(sub, 'x.json'), '{"a":1}');
    await writeFileAtomic(join(sub, 'x.json'), '{"a":2}');
    expect(await readdir(sub)).toEqual(['x.json']);
    expect(await readFile(join(sub, 'x.json'), 'utf8')).toBe('{"a":2}');
  });

  it('[SRV-STATE-6] one small write appends one change log line; the snapshot is not rewritten', async () => {
    const file = join(dir, 'one-line.json');
    const mock = await start(file);
    const anchor = await post(mock.url, '/v1/anchors', { name: 'big', type: 'agent' });
    for (let i = 0; i < 100; i++) {
      await post(mock.url, '/v1/atoms', {
        anchor_id: anchor.body.anchor_id,
        content: `note ${i} ${'x'.repeat(200)}`,
      });
    }
    const snapshotBefore = await stat(file);
    const segment = join(dir, (await readdir(dir)).find((n) => n.startsWith('one-line.json.journal.')) ?? '');
    const before = (await stat(segment)).size;
    await post(mock.url, '/v1/atoms', { anchor_id: anchor.body.anchor_id, content: 'one more' });
    const grown = (await stat(segment)).size - before;
    await mock.close();
    expect(grown).toBeGreaterThan(0);
    expect(grown).toBeLessThan(600);
    expect((await stat(file)).mtimeMs).toBe(snapshotBefore.mtimeMs);
  });

  it('[SRV-STATE-7] compaction folds the change log into the snapshot and removes the folded segments', async () => {
    const file = join(dir, 'compact.json');
    const mock = await start(file, { stateCompactAfterBytes: 16 * 1024 });
    const anchor = await post(mock.url, '/v1/anchors', { name: 'c', type: 'agent' });
    const written: string[] = [];
    for (let i = 0; i < 200; i++) {
      const stored = await post(mock.url, '/v1/atoms', {
        anchor_id: anchor.body.anchor_id,
        content: `entry ${i} ${'y'.repeat(300)}`,
      });
      written.push(...stored.body.atom_ids);
    }
    await mock.close();
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as MemorySnapshot & { generation: number };
    // The snapshot itself holds the writes before the last compaction; the change log the rest.
    expect(atomsOf(onDisk).length).toBeGreaterThan(0);
    expect(onDisk.generation).toBeGreaterThan(1);
    const segments = (await readdir(dir)).filter((n) => n.startsWith('compact.json.journal.'));
    expect(segments.every((n) => Number(n.split('.').pop()) >= onDisk.generation)).toBe(true);
    expect(atomsOf(await persisted(file))).toEqual(written);
  });

  it('[SRV-STATE-8] seeded ids continue after a restart, as if the mock had never stopped', async () => {
    const file = join(dir, 'seeded.json');
    const ids: string[] = [];
    for (let run = 0; run < 2; run++) {
      const mock = await start(file, { seed: 7 });
      ids.push((await post(mock.url, '/v1/anchors', { name: `r${run}`, type: 't' })).body.anchor_id);
      await mock.close();
    }
    const uninterrupted = await start(join(dir, 'seeded-once.json'), { seed: 7 });
    const expected = [];
    for (let run = 0; run < 2; run++) {
      expected.push(
        (await post(uninterrupted.url, '/v1/anchors', { name: `r${run}`, type: 't' })).body.anchor_id,
      );
    }
    await uninterrupted.close();
    expect(ids).toEqual(expected);
  });

  it('[SRV-STATE-9] a reset is persisted as a new snapshot', async () => {
    const file = join(dir, 'reset.json');
    const first = await start(file);
    await post(first.url, '/v1/anchors', { name: 'gone', type: 't' });
    await call(`${first.url}/__control/reset`, { method: 'POST' });
    await first.close();
    expect((await persisted(file)).workspaces).toEqual({});
  });

  it('[SRV-STATE-10] a torn last line is dropped; a damaged line with changes after it is an error, left as it was', async () => {
    const file = join(dir, 'torn.json');
    const first = await start(file);
    const anchor = await post(first.url, '/v1/anchors', { name: 'kept', type: 't' });
    await first.close();
    const segment = join(
      dir,
      (await readdir(dir))
        .filter((n) => n.startsWith('torn.json.journal.'))
        .sort()
        .pop() ?? '',
    );
    await appendFile(segment, '{"op":"atom","ws":"ws_main","anchor_id":"x","atom":{"atom_');
    const second = await start(file);
    const read = await post(second.url, '/v1/recall', { anchor_id: anchor.body.anchor_id, query: 'kept' });
    await second.close();
    expect(read.status).toBe(200);

    await appendFile(segment, '\n{"op":"user","ws":"ws_main","user":"u","anchor_id":"a"}\n');
    const damaged = await readFile(segment, 'utf8');
    await expect(start(file)).rejects.toThrow(/cannot be loaded: .*damaged/);
    expect(await readFile(segment, 'utf8')).toBe(damaged);
  });

  it("[SRV-STATE-11] a request that changes nothing does not wait for another request's write", async () => {
    const store = new MemoryStore();
    const engine = createMemoryEngine({ tenants: defaultTenants, store });
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const backend: StateStore = {
      load: async () => null,
      open: async () => {},
      append: () => blocked,
      replace: async () => {},
      close: async () => {},
    };
    const state = createStateFile(engine, backend, store);
    const request = (body: unknown, path: string) => ({
      method: 'POST',
      path,
      query: new URLSearchParams(),
      headers: { ...memoryHeaders },
      body: JSON.stringify(body),
      origin: 'http://127.0.0.1',
    });
    // Each call runs as a server's request would: through the mock, with the state file's layer.
    const mock = createMock(engine, { share: () => state.layer });
    const served = (path: string, body: unknown) =>
      mock.handle(request(body, path)).then((answer) => `${answer.status}`);
    const write = served('/v1/anchors', { name: 'slow', type: 't' });
    const unrelated = JSON.stringify({
      session_id: '00000000-0000-4000-8000-000000000000',
      success: true,
      used_memory_atom_ids: [],
    });
    const read = await served('/v1/feedback', JSON.parse(unrelated));
    expect(read).toBe('404');
    let written = false;
    void write.then(() => {
      written = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    release();
    expect(await write).toBe('201');
  });
});
