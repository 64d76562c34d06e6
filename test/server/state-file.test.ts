/**
 * `--state FILE`: state survives a restart, writes are grouped and atomic, and a file that cannot
 * be loaded stops the start instead of being overwritten. Direct mode: Prism adds nothing here.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.js';
import { startMock } from '../../src/server/index.js';
import { createStateFile, StateFileError, writeFileAtomic } from '../../src/server/state-file.js';
import { call, memoryHeaders } from './http-helpers.js';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-kit-state-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const start = (stateFile: string) =>
  startMock({ api: 'memory', port: 0, direct: true, rateLimit: false, stateFile });
const post = (url: string, path: string, body: unknown) =>
  call(`${url}${path}`, { method: 'POST', headers: memoryHeaders, body });

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
    // Read the file before closing: what the clients were told must already be there.
    const saved = await readFile(file, 'utf8');
    await mock.close();
    for (const answer of answers) expect(saved).toContain(answer.body.anchor_id);
  });

  it('[SRV-STATE-3] group commit: concurrent changes share writes, and each waits for one that includes it', async () => {
    let version = 0;
    let snapshots = 0;
    const engine = {
      get version() {
        return version;
      },
      snapshot: () => {
        snapshots++;
        return { version };
      },
    } as unknown as Engine;
    const file = join(dir, 'group.json');
    const state = createStateFile(engine, file);
    const syncs = Array.from({ length: 50 }, () => {
      version++;
      return state.sync().then(async () => JSON.parse(await readFile(file, 'utf8')).version as number);
    });
    const seenOnDisk = await Promise.all(syncs);
    expect(snapshots).toBeLessThanOrEqual(2);
    for (const [i, onDisk] of seenOnDisk.entries()) expect(onDisk).toBeGreaterThanOrEqual(i + 1);
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
});
