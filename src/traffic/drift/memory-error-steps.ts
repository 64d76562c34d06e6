import { type DriftStep, documented, inferred } from './drift-step.js';
import { call, errorCode } from './memory-call.js';

const mark = (pointer: string) => inferred('memory', pointer);

/**
 * The error steps of the memory drift scenario: the documented 400s and 404s (with their error
 * codes) and the kit's inferred refusals (recall limit 0, an unknown body field, a wrong method).
 * They run after the scenario has created its anchor.
 * @see ../../../openapi/memory.yaml
 */
export const memoryErrorSteps: DriftStep[] = [
  {
    id: 'MEM-NO-WORKSPACE',
    title: 'no X-Workspace-Id',
    request: (side) => ({
      ...call('/v1/anchors', { name: 'x', type: 'agent', metadata: {} }, side),
      headers: { 'x-api-key': side.credentials.apiKey },
    }),
    status: documented('Authentication, rule 1: a missing X-Workspace-Id yields 400'),
    checks: [errorCode('bad_request', 'Errors: 400 bad_request')],
  },
  {
    id: 'MEM-BAD-KEY',
    title: 'an invalid key',
    request: (side) =>
      call('/v1/anchors', { name: 'x', type: 'agent', metadata: {} }, side, {
        'x-api-key': 'ck-drift-not-a-key',
      }),
    status: documented('Authentication, rule 1: an invalid key yields 400'),
    checks: [errorCode('bad_request', 'Errors: 400 bad_request')],
  },
  {
    id: 'MEM-UNKNOWN-ANCHOR',
    title: 'recall on an anchor that does not exist',
    request: (side) =>
      call('/v1/recall', { anchor_id: '00000000-0000-4000-8000-00000000d41f', query: 'x' }, side),
    status: documented('Runtime rule 4: an unknown anchor yields 404'),
    checks: [errorCode('not_found', 'Errors: 404 not_found')],
  },
  {
    id: 'MEM-UNKNOWN-SESSION',
    title: 'feedback on a session that does not exist',
    request: (side) =>
      call(
        '/v1/feedback',
        { session_id: '00000000-0000-4000-8000-00000000d41f', success: true, used_memory_atom_ids: [] },
        side,
      ),
    status: documented('Runtime rule 4: an unknown recall session yields 404'),
    checks: [errorCode('not_found', 'Errors: 404 not_found')],
  },
  {
    id: 'MEM-RECALL-LIMIT-0',
    title: 'recall with limit 0',
    request: (side) =>
      call('/v1/recall', { anchor_id: side.ids.get('anchor'), query: 'email', limit: 0 }, side),
    status: mark('/x-inferred-decisions/2'),
  },
  {
    id: 'MEM-CLOSED-BODY',
    title: 'an anchor with a field the API does not have',
    request: (side) => call('/v1/anchors', { name: 'x', type: 'agent', metadata: {}, colour: 'blue' }, side),
    status: mark('/x-inferred-decisions/1'),
  },
  {
    id: 'MEM-METHOD',
    title: 'GET on a POST-only path',
    request: (side) => ({ ...call('/v1/anchors', undefined, side), method: 'GET' }),
    status: mark('/x-inferred-decisions/7'),
  },
];
