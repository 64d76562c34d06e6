/**
 * Hardening 3: crash safety of `--state FILE`. The CLI (`mock memory --direct --state FILE`) runs
 * as a child process; 32 clients fire atom writes, recalls and feedback at it; in the middle of
 * the burst the child is killed with SIGKILL (no handler runs, nothing is flushed). On restart
 * with the same file the mock must load it, and every write acknowledged with a 2xx before the
 * kill must be there. Three kill-and-restart cycles on one file, so a torn or half-renamed file
 * from any cycle would show in the next.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/server/store/file-store.js';
import { authHeaders, type Json } from './support/memory-fixture.js';
import { createRawClient } from './support/raw-http.js';

const entry = fileURLToPath(new URL('./support/cli-entry.ts', import.meta.url));
let dir = '';
let stateFile = '';
const children = new Set<ChildProcess>();

// Made when the tests run (not when they are collected), so a filtered-out run makes none.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-kit-crash-'));
  stateFile = join(dir, 'state.json');
});

afterAll(() => {
  try {
    for (const child of children) child.kill('SIGKILL');
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

/** Starts the CLI on the state file; resolves with its URL once the banner names it. */
function startCli(): Promise<{ child: ChildProcess; url: string }> {
  const args = [
    '--import',
    'tsx',
    entry,
    'mock',
    'memory',
    '--direct',
    '--port',
    '0',
    '--state',
    stateFile,
    '--rate-limit',
    'off',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI not ready in 30 s:\n${output.join('')}`)), 30_000);
    child.once('exit', (code) =>
      reject(new Error(`CLI exited (${code}) before it was ready:\n${output.join('')}`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      output.push(line);
      const match = /^\s+memory\s+(http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => {
      children.delete(child);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

interface Acknowledged {
  atoms: Set<string>;
  /** Successful feedback calls answered before the kill, per atom. */
  reinforcements: Map<string, number>;
}

/** Clients writing until the server dies under them; records only what was answered with a 2xx. */
async function burst(
  url: string,
  anchorId: string,
  acked: Acknowledged,
  until: () => boolean,
): Promise<void> {
  const client = createRawClient(url);
  const post = async (path: string, body: unknown) => {
    const response = await client.send({
      method: 'POST',
      path,
      headers: authHeaders(),
      body: JSON.stringify(body),
    });
    return { status: response.status, body: response.body as Json };
  };
  const worker = async (w: number) => {
    for (let i = 0; !until(); i++) {
      if (i % 4 === 3) {
        const recall = await post('/v1/recall', { anchor_id: anchorId, query: `worker ${w}`, limit: 3 });
        const ids = (recall.body.items as { atom_id: string }[]).map((item) => item.atom_id);
        const feedback = await post('/v1/feedback', {
          session_id: recall.body.session_id,
          success: true,
          used_memory_atom_ids: ids,
        });
        if (feedback.status !== 200) throw new Error(`feedback answered ${feedback.status}`);
        for (const id of feedback.body.reinforced_atom_ids as string[])
          acked.reinforcements.set(id, (acked.reinforcements.get(id) ?? 0) + 1);
      } else {
        const stored = await post('/v1/atoms', { anchor_id: anchorId, content: `worker ${w} write ${i}` });
        if (stored.status !== 201) throw new Error(`write answered ${stored.status}`);
        for (const id of stored.body.atom_ids as string[]) acked.atoms.add(id);
      }
    }
  };
  // The kill ends every worker with a socket error: that is the expected way out.
  await Promise.allSettled(Array.from({ length: 32 }, (_, w) => worker(w)));
  client.close();
}

interface FileAtom {
  atom_id: string;
  reinforcement: number;
}

/** What a restart loads: the snapshot with its change log applied, read only. */
async function atomsOnDisk(anchorId: string): Promise<Map<string, FileAtom>> {
  const state = (await createFileStore(stateFile).load()) as {
    workspaces: Record<string, { anchors: { anchor_id: string; atoms: FileAtom[] }[] }>;
  };
  const anchor = state.workspaces.ws_main?.anchors.find((a) => a.anchor_id === anchorId);
  return new Map((anchor?.atoms ?? []).map((atom) => [atom.atom_id, atom]));
}

describe('[H3] crash safety of --state FILE', () => {
  it('[H3.1] SIGKILL mid-burst, three times: the file loads and every acknowledged write is in it', async () => {
    let { child, url } = await startCli();
    const created = await fetch(`${url}/v1/anchors`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ name: 'durable', type: 'agent' }),
    });
    expect(created.status).toBe(201);
    const anchorId = ((await created.json()) as Json).anchor_id as string;
    const acked: Acknowledged = { atoms: new Set(), reinforcements: new Map() };

    for (let cycle = 0; cycle < 3; cycle++) {
      const target = acked.atoms.size + 150;
      let killed = false;
      const running = burst(url, anchorId, acked, () => killed);
      // Kill once this cycle's writes are well under way, with dozens still in flight.
      while (acked.atoms.size < target) await new Promise((resolve) => setTimeout(resolve, 5));
      await kill(child);
      killed = true;
      await running;

      ({ child, url } = await startCli());
      // The restarted mock loaded the state (a recall on the anchor answers) and it is on disk.
      const probe = await fetch(`${url}/v1/recall`, {
        method: 'POST',
        headers: authHeaders(),
        body: JSON.stringify({ anchor_id: anchorId, query: 'worker' }),
      });
      expect(probe.status, `cycle ${cycle}: the anchor survived`).toBe(200);
      const onDisk = await atomsOnDisk(anchorId);
      const lost = [...acked.atoms].filter((id) => !onDisk.has(id));
      expect(lost, `cycle ${cycle}: acknowledged writes missing after restart`).toEqual([]);
      for (const [id, count] of acked.reinforcements) {
        // At least what was acknowledged; a feedback applied but unanswered at the kill may add one.
        expect(onDisk.get(id)?.reinforcement ?? 0, `reinforcement of ${id}`).toBeGreaterThanOrEqual(count);
      }
    }
    await kill(child);
    expect(acked.atoms.size).toBeGreaterThanOrEqual(450);
    // A kill during a write may leave that write's temporary file (`.state.json.<pid>.tmp`);
    // the next start removes those of dead processes, so crashes never accumulate litter. One is
    // planted for the killed process so the cleanup is exercised whatever the kill hit.
    writeFileSync(join(dir, `.state.json.${child.pid}.tmp`), '{"partial":');
    ({ child } = await startCli());
    expect(readdirSync(dir).filter((name) => !/^state\.json(\.journal\.\d+)?$/.test(name))).toEqual([]);
    await kill(child);
  }, 120_000);
});
