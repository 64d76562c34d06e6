import { fieldOf, firstBreak, listOf } from './body-access.js';
import {
  type DriftRequest,
  type DriftScenario,
  documented,
  type EachCheck,
  inferred,
  type SideContext,
} from './drift-step.js';

const mark = (pointer: string) => inferred('memory', pointer);

/** A runtime call with this side's credentials. */
const call = (
  path: string,
  body: unknown,
  side: SideContext,
  headers: Record<string, string> = {},
): DriftRequest => ({
  method: 'POST',
  path,
  headers: { 'x-api-key': side.credentials.apiKey, 'x-workspace-id': side.credentials.workspace, ...headers },
  body,
});

const errorCode = (code: string, source: string): EachCheck => ({
  kind: 'each',
  name: `error is ${code}`,
  rule: documented(source),
  test: (body) =>
    fieldOf(body, 'error') === code ? undefined : `error is ${JSON.stringify(fieldOf(body, 'error'))}`,
});

const storedCount: EachCheck = {
  kind: 'each',
  name: 'stored_count is the number of atom_ids',
  rule: documented('POST /v1/atoms, rule 1'),
  test: (body) => {
    const [count, ids] = [fieldOf(body, 'stored_count'), fieldOf(body, 'atom_ids')];
    return Array.isArray(ids) && count === ids.length
      ? undefined
      : `stored_count ${count}, ${Array.isArray(ids) ? ids.length : 'no'} atom_ids`;
  },
};

const atom = (content: string, name: string) => ({
  id: `MEM-ATOM-${name.toUpperCase()}`,
  title: 'one atom, chunking disabled',
  request: (side: SideContext) =>
    call(
      '/v1/atoms',
      {
        anchor_id: side.ids.get('anchor'),
        content,
        source_type: 'note',
        metadata: { atom_type: 'fact' },
        chunking: { enabled: false },
      },
      side,
    ),
  status: documented('POST /v1/atoms'),
  capture: (body: unknown, side: SideContext) => side.ids.set(name, fieldOf(body, 'atom_ids')),
  checks: [
    storedCount,
    {
      kind: 'each' as const,
      name: 'one atom stored',
      rule: documented('POST /v1/atoms, rule 1'),
      test: (body: unknown) =>
        fieldOf(body, 'stored_count') === 1 ? undefined : `stored_count ${fieldOf(body, 'stored_count')}`,
    },
  ],
});

const longText = Array.from(
  { length: 40 },
  (_, i) =>
    `Paragraph ${i + 1} of the support handbook explains how refunds for invoice ${i + 1} are handled by the billing team.`,
).join('\n\n');

/**
 * The memory drift scenario: an anchor, atoms with and without chunking, a recall with a limit,
 * feedback on what it returned, and the documented and inferred error cases. Each side acts with
 * its own credentials (the kit with the fixture key), and every id comes from that side's answers.
 * @see openapi/memory.yaml
 */
export const memoryScenario: DriftScenario = {
  api: 'memory',
  steps: [
    {
      id: 'MEM-ANCHOR',
      title: 'create an anchor',
      request: (side) =>
        call('/v1/anchors', { name: 'ck-drift anchor', type: 'agent', metadata: { lane: 'drift' } }, side),
      status: documented('POST /v1/anchors'),
      capture: (body, side) => side.ids.set('anchor', fieldOf(body, 'anchor_id')),
      checks: [
        {
          kind: 'agree',
          name: 'name, type and metadata echo the request',
          rule: documented('Anchor: anchor_id, name, type, metadata'),
          value: (body) => [fieldOf(body, 'name'), fieldOf(body, 'type'), fieldOf(body, 'metadata')],
        },
      ],
    },
    atom('The customer prefers email for invoices and receipts.', 'email'),
    atom('Invoices are sent on the first working day of every month.', 'monthly'),
    {
      id: 'MEM-ATOM-CHUNKED',
      title: 'long content, chunking enabled',
      request: (side) =>
        call(
          '/v1/atoms',
          {
            anchor_id: side.ids.get('anchor'),
            content: longText,
            source_type: 'document',
            metadata: {},
            chunking: { enabled: true },
          },
          side,
        ),
      status: documented('POST /v1/atoms'),
      checks: [
        storedCount,
        {
          kind: 'agree',
          name: 'how many atoms the content became',
          rule: mark('/components/schemas/Chunking/properties/max_chars'),
          value: (body) => fieldOf(body, 'stored_count'),
        },
      ],
    },
    {
      id: 'MEM-RECALL',
      title: 'recall with limit 2',
      request: (side) =>
        call('/v1/recall', { anchor_id: side.ids.get('anchor'), query: 'email invoices', limit: 2 }, side),
      status: documented('POST /v1/recall'),
      capture: (body, side) => {
        side.ids.set('session', fieldOf(body, 'session_id'));
        side.ids.set(
          'recalled',
          listOf(body, 'items').map((item) => item.atom_id),
        );
      },
      checks: [
        {
          kind: 'each',
          name: 'the limit caps the items',
          rule: documented('POST /v1/recall, rule 2'),
          test: (body) =>
            listOf(body, 'items').length <= 2 ? undefined : `${listOf(body, 'items').length} items`,
        },
        {
          kind: 'each',
          name: 'items best first',
          rule: documented('Recall result item: score (decimal relevance score)'),
          test: (body) =>
            firstBreak(listOf(body, 'items'), (x, y) => Number(x.score) >= Number(y.score)) < 0
              ? undefined
              : 'scores rise',
        },
      ],
    },
    {
      id: 'MEM-FEEDBACK',
      title: 'feedback on the first recalled atom',
      request: (side) =>
        call(
          '/v1/feedback',
          {
            session_id: side.ids.get('session'),
            success: true,
            used_memory_atom_ids: (side.ids.get('recalled') as unknown[] | undefined)?.slice(0, 1) ?? [],
          },
          side,
        ),
      status: documented('POST /v1/feedback'),
      checks: [
        {
          kind: 'each',
          name: 'ok is true',
          rule: documented('POST /v1/feedback: ok (boolean)'),
          test: (body) =>
            fieldOf(body, 'ok') === true ? undefined : `ok is ${JSON.stringify(fieldOf(body, 'ok'))}`,
        },
      ],
    },
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
      request: (side) =>
        call('/v1/anchors', { name: 'x', type: 'agent', metadata: {}, colour: 'blue' }, side),
      status: mark('/x-inferred-decisions/1'),
    },
    {
      id: 'MEM-METHOD',
      title: 'GET on a POST-only path',
      request: (side) => ({ ...call('/v1/anchors', undefined, side), method: 'GET' }),
      status: mark('/x-inferred-decisions/7'),
    },
  ],
};
