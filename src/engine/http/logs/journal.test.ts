import { describe, expect, it } from 'vitest';
import type { EngineRequest } from '../pipeline/types.js';
import { createJournal, parseStatusFilter } from './journal.js';
import { readBodyForJournal, redactHeaders } from './journal-body.js';

const request = (path: string, body: string | null = null): EngineRequest => ({
  method: 'POST',
  path,
  query: new URLSearchParams('a=1'),
  headers: { authorization: 'Bearer ck_test_key', 'x-workspace-id': 'ws_main' },
  body,
  origin: 'http://127.0.0.1:4010',
});
const response = (status: number) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: { status },
});

describe('[JOURNAL-CORE] the request journal', () => {
  it('[JOURNAL-CORE-1] keeps the last `capacity` entries, oldest first, numbered since start', () => {
    const journal = createJournal(2, () => 0);
    for (const status of [200, 201, 404]) {
      journal.record({
        request: request('/v1/x'),
        response: response(status),
        operationId: 'x',
        durationMs: 1,
      });
    }
    expect(journal.entries().map((e) => [e.seq, e.status])).toEqual([
      [2, 201],
      [3, 404],
    ]);
    journal.clear();
    expect(journal.entries()).toEqual([]);
  });

  it('[JOURNAL-CORE-2] filters by operation (operationId or METHOD path) and status or class', () => {
    const journal = createJournal();
    journal.record({
      request: request('/v1/recall'),
      response: response(400),
      operationId: 'recall',
      durationMs: 1,
    });
    journal.record({ request: request('/nope'), response: response(404), operationId: null, durationMs: 1 });
    expect(journal.entries({ operation: 'recall' })).toHaveLength(1);
    expect(journal.entries({ operation: 'POST /nope' })).toHaveLength(1);
    expect(journal.entries({ status: '4xx' })).toHaveLength(2);
    expect(journal.entries({ status: 404 })).toHaveLength(1);
    expect(() => journal.entries({ status: '4x' })).toThrow(TypeError);
    expect(parseStatusFilter('600')).toBeUndefined();
  });

  it('[JOURNAL-CORE-3] redacts credentials and shows bodies as JSON, text or a size', () => {
    expect(redactHeaders({ Authorization: 'Bearer ck_test_key', 'x-api-key': 'k', accept: '*/*' })).toEqual({
      Authorization: '[redacted: Bearer ck_t…, 11 chars]',
      'x-api-key': '[redacted: k…, 1 chars]',
      accept: '*/*',
    });
    expect(readBodyForJournal('{"a":1}')).toEqual({ a: 1 });
    expect(readBodyForJournal(new TextEncoder().encode('not json'))).toBe('not json');
    expect(readBodyForJournal('['.repeat(100_000))).toBe('[100000 bytes, not kept]');
    expect(readBodyForJournal('')).toBeNull();
    const journal = createJournal();
    const large = request('/v1/atoms', `"${'x'.repeat(200_000)}"`);
    journal.record({ request: large, response: response(201), operationId: 'createAtoms', durationMs: 1 });
    expect(journal.entries()[0]?.request.body).toBe('[200002 bytes, not kept]');
  });

  it('[JOURNAL-CORE-4] keeps the JSON text the mock made of a body, and reads back an equal copy', () => {
    const journal = createJournal();
    const body = { items: [{ atom_id: 'a', content: 'say "hi"\n', score: 1.5 }], session_id: 's' };
    const answer = { status: 200, headers: { 'content-type': 'application/json' } };
    journal.record({
      request: request('/v1/recall'),
      response: { ...answer, body, json: JSON.stringify(body) },
      operationId: 'recall',
      durationMs: 1,
    });
    const kept = journal.entries()[0]?.response.body;
    expect(kept).toEqual(body);
    // Decoded from the text, not the handler's object: later changes to that object change nothing kept.
    expect(kept).not.toBe(body);
  });

  it('[JOURNAL-CORE-5] keeps a keyed body, no body, and a body JSON cannot serialise as they are', () => {
    const journal = createJournal();
    let reads = 0;
    const keyed = {
      status: 200,
      headers: {},
      cacheKey: 'page-1',
      get body() {
        reads++;
        return { data: [] };
      },
    };
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const answer of [
      keyed,
      { status: 204, headers: {}, body: null },
      { status: 200, headers: {}, body: cyclic },
    ]) {
      expect(
        journal.record({ request: request('/x'), response: answer, operationId: null, durationMs: 0 }),
      ).toBeUndefined();
    }
    // A keyed body is built when the journal is read, not when the exchange is recorded.
    expect(reads).toBe(0);
    const [first, second, third] = journal.entries();
    expect(first?.response.body).toEqual({ data: [] });
    expect(reads).toBe(1);
    expect(second?.response.body).toBeNull();
    expect(third?.response.body).toBe(cyclic);
  });
});
