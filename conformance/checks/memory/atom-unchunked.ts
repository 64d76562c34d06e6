import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, storeAtoms, uuidPattern } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1atoms "Runtime endpoints", rule 1 */
export default defineCheck({
  id: 'MEM-ATOM-UNCHUNKED',
  title: 'with chunking disabled one content stores exactly one atom with a UUID atom_id',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 1',
  rule: 'When chunking is disabled and one content is sent, one atom is stored.',
  why: 'documented: Endpoints, rule 1.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'unchunked');
    // Several paragraphs, so a service that splits despite `enabled: false` shows it.
    const content = [1, 2, 3]
      .map((n) => `${ctx.label('paragraph')} ${n}. ${'Durable memory text. '.repeat(20)}`)
      .join('\n\n');
    const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, content);
    ctx.expect(
      atomIds.length === 1 && storedCount === 1,
      'stored_count 1 and one id in atom_ids',
      `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids`,
      exchange,
    );
    ctx.expect(
      uuidPattern.test(atomIds[0] ?? ''),
      'atom_id in UUID format',
      `atom_ids ${JSON.stringify(atomIds)}`,
      exchange,
    );
  },
});
