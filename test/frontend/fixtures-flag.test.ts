/**
 * `contract-kit mock --fixtures FILE`: the HTTP mock starts from prepared anchors and atoms and
 * returns to them on `POST /__control/reset`; a bad file is a usage error that names the file
 * and the atom at fault.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { planMocks } from '../../src/cli/args-mock.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call, memoryHeaders } from '../server/http-helpers.js';

const anchorId = '5c2a9a4e-8f4e-4b8e-9f3a-2d2f4b6c7a10';
let dir = '';
let mock: RunningMock | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-kit-fixtures-'));
});

afterAll(async () => {
  await mock?.close();
  await rm(dir, { recursive: true, force: true });
});

async function fixtureFile(name: string, value: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

const recall = (url: string) =>
  call(`${url}/v1/recall`, {
    method: 'POST',
    headers: memoryHeaders,
    body: { anchor_id: anchorId, query: 'invoice' },
  });

describe('[FIXTURES-FLAG] --fixtures FILE', () => {
  it('[FIXTURES-FLAG-1] serves the fixture, and reset returns to it', async () => {
    const file = await fixtureFile('good.json', {
      workspaces: {
        ws_main: {
          anchors: [
            { anchor_id: anchorId, name: 'Billing', type: 'agent', atoms: ['Invoices go out monthly.'] },
          ],
        },
      },
    });
    const plan = await planMocks(['memory', '--direct', '--port', '0', '--fixtures', file]);
    mock = await startMock(plan.mocks[0] as Parameters<typeof startMock>[0]);
    expect((await recall(mock.url)).body.items).toHaveLength(1);
    await call(`${mock.url}/v1/atoms`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { anchor_id: anchorId, content: 'Another invoice note.' },
    });
    expect((await recall(mock.url)).body.items).toHaveLength(2);
    await call(`${mock.url}/__control/reset`, { method: 'POST' });
    expect((await recall(mock.url)).body.items).toHaveLength(1);
  });

  it('[FIXTURES-FLAG-2] a bad file is a usage error naming file and atom; not with --state', async () => {
    const file = await fixtureFile('bad.json', {
      workspaces: {
        ws_main: { anchors: [{ name: 'A', type: 'agent', atoms: [{ content: 'x', extra: 1 }] }] },
      },
    });
    const planning = planMocks(['memory', '--fixtures', file]);
    await expect(planning).rejects.toThrow(UsageError);
    await expect(planning).rejects.toThrow(
      /--fixtures .*bad\.json: memory fixture: ws_main\.anchors\[0\]\.atoms\[0\]: extra is not a known field/,
    );
    await expect(planMocks(['memory', '--fixtures', file, '--state', join(dir, 's')])).rejects.toThrow(
      /exclude each other/,
    );
    await expect(planMocks(['releases', '--fixtures', file])).rejects.toThrow(/applies to the memory mock/);
  });
});
