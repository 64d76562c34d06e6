import { fieldOf, firstBreak, listOf } from './body-access.js';
import { type DriftScenario, documented, type EachCheck, inferred, type SideContext } from './drift-step.js';
import { call } from './memory-call.js';
import { memoryErrorSteps } from './memory-error-steps.js';

const mark = (pointer: string) => inferred('memory', pointer);

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
 * @see ../../../openapi/memory.yaml
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
        {
          // Ids differ per side; the kit's recalled ids are mapped to the deployment's before comparing.
          kind: 'agree',
          name: 'the listed atom is the one reinforced',
          rule: mark('/components/schemas/FeedbackResponse/properties/reinforced_atom_ids'),
          value: (body) => fieldOf(body, 'reinforced_atom_ids'),
        },
      ],
    },
    {
      id: 'MEM-INGEST',
      title: 'bulk ingest for an end user (payload not shown: the kit designed it)',
      request: (side) =>
        call(
          '/v1/memory/ingest',
          {
            ...{
              user_external_id: 'ck-drift-user',
              session_id: 'ck-drift-session',
              source_type: 'conversation',
            },
            items: [{ content: 'I prefer short answers.', atom_type: 'preference' }],
          },
          side,
        ),
      status: mark('/paths/~1v1~1memory~1ingest/post'),
    },
    ...memoryErrorSteps,
  ],
};
