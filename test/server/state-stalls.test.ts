/**
 * `--state FILE` must not hold up other requests: what the state series (bench/state-series.ts)
 * found blocking the thread that serves requests is kept off it. The position of the id generator
 * is read in O(1) where the engine offers it instead of from a whole snapshot; the compaction
 * worker is started ahead of time, reused, and does not keep an idle process alive; it runs at a
 * lower priority than the thread serving requests (Linux). Nothing here measures time.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import type { Engine } from '../../src/engine/engine.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import type { MemorySnapshot } from '../../src/engine/memory/snapshot.js';
import { MemoryStore } from '../../src/engine/memory/store.js';
import { createCompactor } from '../../src/server/store/compaction.js';
import { createFileStore } from '../../src/server/store/file-store.js';
import { createStateFile } from '../../src/server/store/state-file.js';
import { backgroundNice } from '../../src/server/store/thread-priority.js';
import { memoryHeaders } from './http-helpers.js';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-kit-stalls-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A thread's nice value (Linux): field 19 of /proc/self/task/TID/stat. */
function niceOf(tid: number | string): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // The fields after the parenthesised name start with field 3 (state).
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const anchorRequest = (name: string) => ({
  method: 'POST',
  path: '/v1/anchors',
  query: new URLSearchParams(),
  headers: { ...memoryHeaders },
  body: JSON.stringify({ name, type: 't' }),
  origin: 'http://127.0.0.1',
});

/**
 * A memory engine whose `snapshot()` calls are counted, optionally offering `idPosition()` (read
 * here from the engine's own snapshot, which is not counted: only the state file's calls are).
 */
function countedEngine(options: { seed?: number; idPosition: boolean }) {
  const store = new MemoryStore();
  const engine = createMemoryEngine({
    tenants: defaultTenants,
    store,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const calls = { snapshot: 0, idPosition: 0 };
  const counted = new Proxy(engine, {
    get(target, property, receiver) {
      if (property === 'snapshot') {
        return () => {
          calls.snapshot++;
          return target.snapshot();
        };
      }
      if (property === 'idPosition') {
        // Without: an engine that does not offer it (the memory engine does).
        if (!options.idPosition) return undefined;
        return () => {
          calls.idPosition++;
          return (target.snapshot() as MemorySnapshot).ids;
        };
      }
      return Reflect.get(target, property, receiver);
    },
  }) as Engine;
  return { engine: counted, raw: engine, store, calls };
}

describe('[SRV-STALL] persistence stays off the path of other requests', () => {
  it('[SRV-STALL-1] with idPosition, no write copies the whole state, and seeded ids still continue after a restart', async () => {
    const file = join(dir, 'positions.json');
    const { engine, raw, store, calls } = countedEngine({ seed: 11, idPosition: true });
    const backend = createFileStore(file);
    await backend.load();
    await backend.open(engine.snapshot() as MemorySnapshot);
    const state = createStateFile(engine, backend, store);
    calls.snapshot = 0;
    await engine.handle(anchorRequest('a'));
    await state.sync();
    // A reset loses the shadow generator's place: the position must be read from the engine.
    engine.reset();
    await state.sync();
    calls.snapshot = 0;
    for (const name of ['b', 'c']) {
      await engine.handle(anchorRequest(name));
      await state.sync();
    }
    await state.close();
    expect(calls.snapshot).toBe(0);
    expect(calls.idPosition).toBeGreaterThan(1);
    // What a restart loads continues where the engine is now.
    const loaded = (await createFileStore(file).load()) as MemorySnapshot;
    expect(loaded.ids).toBe((raw.snapshot() as MemorySnapshot).ids);
    expect(loaded.ids).not.toBe(0);
  });

  it('[SRV-STALL-2] without idPosition, random ids cost one snapshot in the life of the state file, not one per write', async () => {
    const { engine, store, calls } = countedEngine({ idPosition: false });
    const appended: string[] = [];
    const state = createStateFile(
      engine,
      {
        load: async () => null,
        open: async () => {},
        append: async (changes) => void appended.push(...changes),
        replace: async () => {},
        close: async () => {},
      },
      store,
    );
    calls.snapshot = 0;
    for (let i = 0; i < 20; i++) {
      await engine.handle(anchorRequest(`r${i}`));
      await state.sync();
    }
    await state.close();
    expect(appended).toHaveLength(20);
    expect(calls.snapshot).toBe(1);
  });

  it('[SRV-STALL-3] the compaction worker runs job after job, survives a failed one, and lowers only its own priority', async () => {
    const file = join(dir, 'compact.json');
    const snapshot = { format: 'contract-kit/memory', version: 1, ids: 0, workspaces: {} };
    await writeFile(file, JSON.stringify({ ...snapshot, generation: 1 }));
    const anchor = {
      anchor_id: '00000000-0000-4000-8000-0000000000a1',
      name: 'n',
      type: 't',
      metadata: {},
      atoms: [],
    };
    await writeFile(`${file}.journal.1`, `${JSON.stringify({ op: 'anchor', ws: 'ws_main', anchor })}\n`);
    const compactor = createCompactor();
    try {
      await expect(compactor.run({ file: join(dir, 'missing.json'), from: 1, next: 2 })).rejects.toThrow(
        /missing\.json/,
      );
      const bytes = await compactor.run({ file, from: 1, next: 2 });
      const written = JSON.parse(await readFile(file, 'utf8')) as MemorySnapshot & { generation: number };
      expect(bytes).toBe(Buffer.byteLength(JSON.stringify(written)));
      expect(written.generation).toBe(2);
      expect(written.workspaces.ws_main?.anchors.map((a) => a.anchor_id)).toEqual([anchor.anchor_id]);
      // A second job in the same worker: generation 2 with an empty segment.
      await writeFile(`${file}.journal.2`, '');
      await compactor.run({ file, from: 2, next: 3 });
      expect((JSON.parse(await readFile(file, 'utf8')) as { generation: number }).generation).toBe(3);
      if (process.platform === 'linux') {
        const nices = readdirSync('/proc/self/task').map(niceOf);
        expect(nices).toContain(backgroundNice);
        expect(niceOf(process.pid)).toBe(0);
        expect(nices.filter((n) => n === backgroundNice)).toHaveLength(1);
      }
    } finally {
      await compactor.close();
    }
  });

  it('[SRV-STALL-4] the worker started with the state file does not keep an idle process alive', async () => {
    const file = join(dir, 'idle.json');
    const script = `
      import { createFileStore } from ${JSON.stringify(new URL('../../src/server/store/file-store.ts', import.meta.url).href)};
      const store = createFileStore(${JSON.stringify(file)});
      await store.load();
      await store.open({ format: 'contract-kit/memory', version: 1, ids: 0, workspaces: {} });
      await store.append(['{"op":"noop"}']);
      console.log('open, not closed');
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | string>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running after 20 s');
      }, 20_000);
      // 'close': after the exit and once both pipes are read to their end.
      child.once('close', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode ?? -1);
      });
    });
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'open, not closed' });
  });

  it('[SRV-STALL-5] a worker thread that lowers its priority leaves the other threads as they were', async () => {
    if (process.platform !== 'linux') return;
    const module = new URL('../../src/server/store/thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(module)}); })
         .then((m) => { const lowered = m.lowerThreadPriority(15); parentPort.postMessage({ lowered, tid: m.currentThreadId() }); });
       parentPort.once('message', () => process.exit(0));`,
      { eval: true },
    );
    try {
      const reply = await new Promise<{ lowered: boolean; tid: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(reply.lowered).toBe(true);
      expect(niceOf(reply.tid)).toBe(15);
      expect(niceOf(process.pid)).toBe(0);
    } finally {
      worker.postMessage('done');
      await worker.terminate();
    }
  });
});
