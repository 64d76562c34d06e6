import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import { engineRequest } from '../../../test/hardening/support/memory-fixture.js';
import type { Route } from '../http/pipeline/router.js';
import type { EngineResponse } from '../http/pipeline/types.js';
import { utf8Length } from '../http/pipeline/utf8-length.js';
import { createMemoryEngine } from '../memory/create-memory-engine.js';
import { createRecallText } from '../memory/recall-text.js';
import { createMock } from './create-mock.js';
import { createSerializer } from './serialize.js';
import type { Mock } from './types.js';

/** An authorised POST of `body` as JSON, in ws_main, through the mock's pipeline. */
function post(mock: Mock, path: string, body: unknown): Promise<EngineResponse> {
  return mock.handle(engineRequest('POST', path, body));
}

const memoryMock = (seed = 7) =>
  createMock(createMemoryEngine({ tenants: defaultTenants, seed, rateLimit: false }));

/** Contents JSON must escape, or that look like it: quotes, controls, non-ASCII, lone surrogates. */
const awkward = [
  'plain words about the weekly report',
  'a "quoted" report with a \\ backslash',
  'report\nwith\ttabs and\r\nnew lines',
  'control \u0001 \u001f and delete \u007f in the report',
  'accents: café, naïve, Zürich report',
  'emoji 📈 in the report and a lone \ud800 surrogate',
  'a closing </script> tag in the report',
  'report report report report report',
];

describe('the JSON text a mock makes of /v1/recall answers (serialize.ts, EngineResponse.json)', () => {
  it('[RECALL-JSON-1] is JSON.stringify of the body, character for character, as rankings and scores change', async () => {
    const engine = memoryMock();
    const anchors: string[] = [];
    for (const name of ['first', 'second']) {
      const anchor = (await post(engine, '/v1/anchors', { name, type: 'agent' })).body as {
        anchor_id: string;
      };
      for (const content of awkward)
        await post(engine, '/v1/atoms', { anchor_id: anchor.anchor_id, content });
      anchors.push(anchor.anchor_id);
    }
    let checked = 0;
    for (const anchorId of anchors) {
      for (const limit of [1, 3, 10]) {
        for (let round = 0; round < 3; round++) {
          const answer = await post(engine, '/v1/recall', {
            anchor_id: anchorId,
            query: 'the report',
            limit,
          });
          expect(answer.status).toBe(200);
          expect(answer.json).toBe(JSON.stringify(answer.body));
          expect(answer.jsonBytes).toBe(Buffer.byteLength(answer.json as string));
          const { items, session_id } = answer.body as { items: { atom_id: string }[]; session_id: string };
          expect(items.length).toBe(Math.min(limit, awkward.length));
          checked++;
          // Reinforcing the last item changes scores and order: the kept item starts must not.
          const last = items.at(-1)?.atom_id as string;
          const feedback = { session_id, success: true, used_memory_atom_ids: [last] };
          expect((await post(engine, '/v1/feedback', feedback)).status).toBe(200);
        }
      }
    }
    expect(checked).toBe(18);
  });

  it('[RECALL-JSON-2] an anchor without a matching atom answers an empty list, its text matching', async () => {
    const engine = memoryMock();
    const anchor = (await post(engine, '/v1/anchors', { name: 'a', type: 'agent' })).body as {
      anchor_id: string;
    };
    await post(engine, '/v1/atoms', { anchor_id: anchor.anchor_id, content: 'nothing in common' });
    const answer = await post(engine, '/v1/recall', { anchor_id: anchor.anchor_id, query: 'zebra' });
    expect((answer.body as { items: unknown[] }).items).toEqual([]);
    expect(answer.json).toBe(JSON.stringify(answer.body));
  });

  it('[RECALL-JSON-3] ids that come back with other content (a seeded mock after a reset) get their own text', async () => {
    const mock = memoryMock(3);
    const recallOnce = async (content: string) => {
      const anchor = (await post(mock, '/v1/anchors', { name: 'a', type: 'agent' })).body as {
        anchor_id: string;
      };
      await post(mock, '/v1/atoms', { anchor_id: anchor.anchor_id, content });
      return post(mock, '/v1/recall', { anchor_id: anchor.anchor_id, query: 'report' });
    };
    const first = await recallOnce('the first report');
    await mock.reset();
    const second = await recallOnce('another report entirely');
    const ids = (answer: EngineResponse) =>
      (answer.body as { items: { atom_id: string }[] }).items.map((i) => i.atom_id);
    // The same seed draws the same ids again: the kept text of the first atom must not be reused.
    expect(ids(second)).toEqual(ids(first));
    expect(second.json).toBe(JSON.stringify(second.body));
    expect(second.json).toContain('another report entirely');
  });

  it('[RECALL-JSON-5] its length in UTF-8 bytes is the one an encoder writes, for any content and session id', () => {
    const serialize = createSerializer({ recall: createRecallText });
    const route = { operationId: 'recall' } as Route;
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const item = fc.record({ atom_id: text, content: text, score: fc.double() });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), text, (items, session_id) => {
        const answer = serialize({ status: 200, headers: {}, body: { items, session_id } }, route);
        expect(answer.json).toBe(JSON.stringify({ items, session_id }));
        expect(answer.jsonBytes).toBe(Buffer.byteLength(answer.json as string));
      }),
      { numRuns: 500 },
    );
    for (const sample of [...awkward, '\udc00 lone low', 'pair 😀 and high \ud83d at the end \ud83d'])
      expect(utf8Length(sample)).toBe(Buffer.byteLength(sample));
    // Only the recall text carries it: a body of any other shape is counted by its writer.
    const other = serialize({ status: 200, headers: {}, body: { items: 'no' } }, route);
    expect(other.jsonBytes).toBeUndefined();
  });

  it('[RECALL-JSON-4] a body of another shape is serialised as it is, not through the kept pieces', () => {
    const serialize = createSerializer({ recall: createRecallText });
    const route = { operationId: 'recall' } as Route;
    const extra = { items: [{ atom_id: 'a', content: 'c', score: 1, extra: true }], session_id: 's' };
    const answer = serialize({ status: 200, headers: {}, body: extra }, route);
    expect(answer.json).toBe(JSON.stringify(extra));
    // Every item is looked at, not only the first: an override may answer items of mixed shapes.
    const item = { atom_id: 'a', content: 'c', score: 1 };
    class Scored {
      atom_id = 'b';
      content = 'd';
      score = 2;
      toJSON() {
        return { atom_id: this.atom_id, rank: 1 };
      }
    }
    const inherited = Object.assign(Object.create({ hidden: 1 }), item);
    for (const later of [
      { ...item, extra: true },
      { content: 'c', atom_id: 'a', score: 1 },
      { atom_id: 'a', content: 'c' },
      new Scored(),
      inherited,
      { ...item, score: '1' },
    ]) {
      const body = { items: [item, later], session_id: 's' };
      expect(serialize({ status: 200, headers: {}, body }, route).json).toBe(JSON.stringify(body));
    }
    const reordered = { session_id: 's', items: [item] };
    expect(serialize({ status: 200, headers: {}, body: reordered }, route).json).toBe(
      JSON.stringify(reordered),
    );
    class Items extends Array<unknown> {
      toJSON() {
        return 'listed elsewhere';
      }
    }
    const subclassed = { items: Items.from([item]), session_id: 's' };
    expect(serialize({ status: 200, headers: {}, body: subclassed }, route).json).toBe(
      JSON.stringify(subclassed),
    );
    const prototypeFree = Object.assign(Object.create(null), { items: [item], session_id: 's' });
    expect(serialize({ status: 200, headers: {}, body: prototypeFree }, route).json).toBe(
      JSON.stringify(prototypeFree),
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(serialize({ status: 200, headers: {}, body: cyclic }, route).json).toBeUndefined();
  });
});
