import { describe, expect, it } from 'vitest';
import type { OutgoingRequest } from './http-exchange.js';
import { type CallInput, operationRequest } from './operation-request.js';
import { findOperation } from './operations.js';

const base = 'http://127.0.0.1:4010';

function build(operationId: string, input: CallInput): OutgoingRequest {
  const operation = findOperation(operationId);
  if (!operation) throw new Error(`no ${operationId}`);
  return operationRequest(operation, base, input);
}

describe('operationRequest', () => {
  const cases: [string, { operationId: string; input: CallInput; want: Partial<OutgoingRequest> }][] = [
    [
      'a secured memory operation gets the fixture key and workspace',
      {
        operationId: 'recall',
        input: { body: { anchor_id: 'a', query: 'q' } },
        want: {
          method: 'POST',
          url: `${base}/v1/recall`,
          headers: { 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' },
          body: { anchor_id: 'a', query: 'q' },
        },
      },
    ],
    [
      'empty credentials send none',
      {
        operationId: 'createAnchor',
        input: { apiKey: '', workspace: '' },
        want: { url: `${base}/v1/anchors`, headers: {} },
      },
    ],
    [
      'the checkout needs no credentials',
      { operationId: 'createCheckoutSession', input: {}, want: { headers: {} } },
    ],
    [
      'path and query parameters are placed as documented, arrays repeated',
      {
        operationId: 'listSourceEvents',
        input: { params: { id: 7, severity: 'Danger', limit: 5 } },
        want: { method: 'GET', url: `${base}/api/v1/sources/7/events?severity=Danger&limit=5`, headers: {} },
      },
    ],
    [
      'a header parameter by its documented name, and extra headers win',
      {
        operationId: 'recall',
        input: { params: { 'X-Workspace-Id': 'ws_other' }, headers: { 'X-Api-Key': 'ck_blocked_key' } },
        want: { headers: { 'x-workspace-id': 'ws_other', 'x-api-key': 'ck_blocked_key' } },
      },
    ],
    [
      'an operation is found by METHOD /path too',
      {
        operationId: 'GET /api/v1/events',
        input: { params: { limit: 1 } },
        want: { url: `${base}/api/v1/events?limit=1` },
      },
    ],
  ];
  for (const [title, { operationId, input, want }] of cases) {
    it(`[MCP-OP-REQUEST] ${title}`, () => {
      const request = build(operationId, input);
      expect(request).toMatchObject(want);
      if (want.headers) expect(request.headers).toEqual(want.headers);
    });
  }

  it('[MCP-OP-REQUEST-ERRORS] an unknown parameter or a missing path parameter says what to pass', () => {
    expect(() => build('listEvents', { params: { page: 2 } })).toThrow(
      /listEvents has no parameter "page"; its parameters: source_id \(query\)/,
    );
    expect(() => build('listSourceEvents', {})).toThrow(/needs the path parameter "id" in params/);
  });
});
