/**
 * Hardening 3b: a SIGKILL while `--state` compacts its change log into a new snapshot. A mock with a
 * small compaction threshold takes a stream of atom writes; the test watches the state folder and
 * kills the process the moment a compaction shows there: when its temporary snapshot appears
 * (mid-write), a few milliseconds later, and when it is renamed over the snapshot (before the
 * folded change log segments are deleted). After each kill the mock restarts on the same files: it
 * must load, with every write acknowledged before the kill, and leave no litter.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type FSWatcher, mkdtempSync, readdirSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemorySnapshot } from '../../src/engine/memory/snapshot.js';
import { createFileStore } from '../../src/server/store/file-store.js';
import { authHeaders, type Json } from './support/memory-fixture.js';
import { createRawClient } from './support/raw-http.js';

const entry = fileURLToPath(new URL('./support/state-entry.ts', import.meta.url));
let dir = '';
let stateFile = '';
const children = new Set<ChildProcess>();

// Made when the tests run (not when they are collected), so a filtered-out run makes none.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-kit-compaction-'));
  stateFile = join(dir, 'state.json');
});

afterAll(() => {
  try {
    for (const child of children) child.kill('SIGKILL');
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

function startMock(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, stateFile, String(24 * 1024)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`mock exited (${code}) before it was ready:\n${output.join('')}`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /^\s+memory\s+(http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
  });
}

/** When in a compaction to kill: on the temporary snapshot's creation (plus a delay), or on its rename. */
type Moment = { on: 'temporary' | 'renamed'; delayMs: number };

/** Resolves once `child` was killed at `moment` of a compaction; what the folder held then. */
function killDuringCompaction(child: ChildProcess, moment: Moment): Promise<string[]> {
  return new Promise((resolve) => {
    let watcher: FSWatcher | null = null;
    const fire = () => {
      watcher?.close();
      watcher = null;
      const seen = readdirSync(dir);
      child.kill('SIGKILL');
      resolve(seen);
    };
    watcher = watch(dir, (_event, name) => {
      if (!watcher || !name) return;
      const hit = moment.on === 'temporary' ? name.endsWith('.tmp') : name === 'state.json';
      if (hit) moment.delayMs > 0 ? setTimeout(fire, moment.delayMs) : fire();
    });
  });
}

async function writeUntil(url: string, anchorId: string, acked: Set<string>, done: () => boolean) {
  const client = createRawClient(url);
  const worker = async (w: number) => {
    for (let i = 0; !done(); i++) {
      const content = `worker ${w} write ${i} ${'z'.repeat(400)}`;
      const response = await client.send({
        method: 'POST',
        path: '/v1/atoms',
        headers: authHeaders(),
        body: JSON.stringify({ anchor_id: anchorId, content }),
      });
      if (response.status !== 201) throw new Error(`write answered ${response.status}`);
      for (const id of (response.body as Json).atom_ids as string[]) acked.add(id);
    }
  };
  // The kill ends every worker with a socket error: that is the expected way out.
  await Promise.allSettled(Array.from({ length: 16 }, (_, w) => worker(w)));
  client.close();
}

describe('[H3b] SIGKILL during compaction of --state', () => {
  it('[H3b.1] killed mid-compaction four times: the state loads with every acknowledged write', async () => {
    let { child, url } = await startMock();
    const created = await fetch(`${url}/v1/anchors`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ name: 'compacted', type: 'agent' }),
    });
    const anchorId = ((await created.json()) as Json).anchor_id as string;
    const acked = new Set<string>();
    const moments: Moment[] = [
      { on: 'temporary', delayMs: 0 },
      { on: 'renamed', delayMs: 0 },
      { on: 'temporary', delayMs: 3 },
      { on: 'renamed', delayMs: 0 },
    ];
    let midWrite = 0;
    const round = async (moment: Moment) => {
      let killed = false;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const seen = killDuringCompaction(child, moment).then((files) => {
        killed = true;
        return files;
      });
      await writeUntil(url, anchorId, acked, () => killed);
      if ((await seen).some((name) => name.endsWith('.tmp'))) midWrite++;
      await exited;
      children.delete(child);

      ({ child, url } = await startMock());
      const state = (await createFileStore(stateFile).load()) as MemorySnapshot;
      const onDisk = new Set(
        state.workspaces.ws_main?.anchors.find((a) => a.anchor_id === anchorId)?.atoms.map((a) => a.atom_id),
      );
      const lost = [...acked].filter((id) => !onDisk.has(id));
      expect(lost, `killed on ${moment.on}: acknowledged writes missing`).toEqual([]);
    };
    for (const moment of moments) await round(moment);
    // A fast machine can finish a snapshot before the kill lands: kill on the temporary file again
    // (bounded) until one kill has landed mid-write, each round checked like the others.
    for (let extra = 0; midWrite === 0 && extra < 8; extra++) await round({ on: 'temporary', delayMs: 0 });
    // At least one kill landed while a snapshot was half written, not only between compactions.
    expect(midWrite).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((name) => !/^state\.json(\.journal\.\d+)?$/.test(name))).toEqual([]);
    child.kill('SIGKILL');
  }, 240_000);
});
