import { bodyOf, json, onRequest, onResponse, withHeaders } from './breakers.js';
import { variants } from './variant.js';

const runtime = /^\/v1\//;

/** Broken auth rules: "A missing or invalid key, or a missing X-Workspace-Id, yields 400." and its siblings. */
export const memoryAuthVariants = variants([
  [
    'a present but empty X-Workspace-Id is served as ws_main',
    'MEM-AUTH-BLANK',
    () =>
      onRequest(runtime, (request) =>
        request.headers['x-workspace-id'] === ''
          ? withHeaders(request, { 'x-workspace-id': 'ws_main' })
          : request,
      ),
  ],
  [
    '401 instead of 400 without a key',
    'MEM-AUTH-NO-KEY',
    () =>
      onResponse(
        runtime,
        (response, request) =>
          request.headers.authorization || request.headers['x-api-key']
            ? response
            : json(401, { error: 'unauthorized', message: 'API key required' }),
        400,
      ),
  ],
  [
    'an invalid key is accepted',
    'MEM-AUTH-INVALID-KEY',
    () =>
      onRequest(runtime, (request) => {
        const bearer = request.headers.authorization?.includes('ck_conformance_invalid');
        const header = request.headers['x-api-key']?.includes('ck_conformance_invalid');
        if (bearer) return withHeaders(request, { authorization: 'Bearer ck_test_key' });
        return header ? withHeaders(request, { 'x-api-key': 'ck_test_key' }) : request;
      }),
  ],
  [
    'a missing workspace falls back to ws_main',
    'MEM-AUTH-NO-WORKSPACE',
    () =>
      onRequest(runtime, (request) =>
        request.headers['x-workspace-id'] ? request : withHeaders(request, { 'x-workspace-id': 'ws_main' }),
      ),
  ],
  [
    'a missing workspace falls back to ws_main for x-api-key keys',
    'MEM-AUTH-NO-WORKSPACE',
    () =>
      onRequest(runtime, (request) =>
        request.headers['x-workspace-id'] || !request.headers['x-api-key']
          ? request
          : withHeaders(request, { 'x-workspace-id': 'ws_main' }),
      ),
  ],
  [
    'Bearer credentials are ignored',
    'MEM-AUTH-BEARER',
    () => onRequest(runtime, (r) => withHeaders(r, { authorization: undefined })),
  ],
  [
    'x-api-key credentials are ignored',
    'MEM-AUTH-X-API-KEY',
    () => onRequest(runtime, (r) => withHeaders(r, { 'x-api-key': undefined })),
  ],
  [
    'the access policy is not enforced',
    'MEM-AUTH-DENIED',
    () =>
      onRequest(runtime, (request) =>
        request.headers['x-workspace-id'] === 'ws_denied'
          ? withHeaders(request, { 'x-workspace-id': 'ws_other' })
          : request,
      ),
  ],
  [
    'blocked billing is answered 403 forbidden',
    'MEM-AUTH-BLOCKED',
    () => onResponse(runtime, () => json(403, { error: 'forbidden', message: 'blocked' }), 402),
  ],
  [
    'the access policy is enforced only for Bearer keys',
    'MEM-AUTH-DENIED',
    () =>
      onRequest(runtime, (request) =>
        request.headers['x-api-key'] && request.headers['x-workspace-id'] === 'ws_denied'
          ? withHeaders(request, { 'x-workspace-id': 'ws_other' })
          : request,
      ),
  ],
  [
    'a blocked account is let through when its key comes as Bearer',
    'MEM-AUTH-BLOCKED',
    () =>
      onRequest(runtime, (request) =>
        request.headers.authorization === 'Bearer ck_blocked_key'
          ? withHeaders(request, { authorization: 'Bearer ck_test_key' })
          : request,
      ),
  ],
  [
    'malformed JSON is a 500',
    'MEM-MALFORMED-JSON',
    () =>
      onResponse(
        runtime,
        (response, request) =>
          request.body !== null && bodyOf(request) === undefined
            ? json(500, { error: 'internal_error', message: 'Unexpected token' })
            : response,
        400,
      ),
  ],
]);
