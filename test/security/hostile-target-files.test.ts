/**
 * Issue 40, item 3: the request bodies a report moves into files (reproduce-files.ts) can carry
 * ids a hostile deployment handed out. The file keeps the same JSON for curl to send, with no byte
 * that acts when a person or a CI step shows it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { withReproduceFiles } from '../../conformance/reporters/reproduce-files.js';
import type { RunReport } from '../../conformance/result.js';
import { actingCharacters, foreignCommands, hostileText } from './hostile-target.js';

const dir = mkdtempSync(join(tmpdir(), 'ck-hostile-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('[SEC-INERT-FILES-1] a reproduce body with the deployment’s ids is the same JSON, with inert bytes', async () => {
  // What a feedback request sends back: ids the deployment gave, here the attacks themselves.
  const body = JSON.stringify({ recall_id: hostileText, atom_ids: [hostileText, 'a'.repeat(200)] });
  const curl = `curl -sS -i -X POST 'http://127.0.0.1:1/v1/feedback' --data-raw '${body.replaceAll("'", `'\\''`)}'`;
  const report = {
    api: 'memory',
    results: [{ id: 'MEM-X', status: 'failed', failure: { expected: 'a', received: 'b', curl } }],
    causes: [],
  } as unknown as RunReport;
  const written = await withReproduceFiles(report, dir, 'out');
  expect(written.results[0]?.failure?.curl).toMatch(/--data-binary '@out\/requests\/MEM-X-1\.body'$/);
  const [file] = readdirSync(join(dir, 'requests'));
  const bytes = readFileSync(join(dir, 'requests', file ?? ''));
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  expect(JSON.parse(text)).toEqual(JSON.parse(body));
  expect(actingCharacters(text)).toEqual([]);
  expect(foreignCommands(text)).toEqual([]);
  expect(text).not.toContain('::');
});
