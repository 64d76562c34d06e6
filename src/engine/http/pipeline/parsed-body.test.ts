import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../../fixtures/default-tenants.js';
import { createMemoryEngine } from '../../memory/create-memory-engine.js';
import { createMock } from '../../mock/create-mock.js';
import type { EngineRequest } from './types.js';

const headers = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
};
const post = (path: string, body: unknown): EngineRequest => ({
  method: 'POST',
  path,
  query: new URLSearchParams(),
  headers,
  body: JSON.stringify(body),
  origin: 'http://127.0.0.1',
});

describe('a request body is parsed once and shared with usage coverage', () => {
  it('[PARSED-ONCE] coverage shows the fields of a frozen request, and of a reused one whose body changed', async () => {
    const engine = createMock(createMemoryEngine({ tenants: defaultTenants }));
    const frozen = Object.freeze(post('/v1/anchors', { name: 'frozen', type: 'agent' }));
    expect((await engine.handle(frozen)).status).toBe(201);
    const reused = post('/v1/anchors', { name: 'first', type: 'agent' });
    expect((await engine.handle(reused)).status).toBe(201);
    // Refused before its body is parsed (not JSON by its type): coverage must not see the old body.
    reused.body = JSON.stringify({ name: 'second', type: 'user' });
    reused.headers = { ...headers, 'content-type': 'text/plain' };
    expect((await engine.handle(reused)).status).toBe(400);
    const anchors = engine.coverage.report().operations.find((o) => o.operationId === 'createAnchor');
    expect(anchors?.requests).toBe(3);
    expect(anchors?.parameters).toEqual({ name: ['frozen', 'first', 'second'], type: ['agent', 'user'] });
  });
});
