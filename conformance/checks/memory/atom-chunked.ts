import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, storeAtoms, storedCountDeviation, uuidPattern } from './support/memory-api.js';
import { longText } from './support/texts.js';

/** @see ../../../openapi/memory.yaml#/paths "Atom" */
export default defineCheck({
  id: 'MEM-ATOM-CHUNKED',
  title: 'with chunking enabled a long multi-paragraph text stores one or more distinct UUID atoms',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields: Atom',
  rule: 'chunking | object | field enabled (boolean) controls whether content is split into several atoms',
  why: 'documented: chunking.enabled controls whether content is split into several atoms; every atom has a UUID atom_id. Chunk sizes are not shown, so one atom for a long text is a warning.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'chunked');
    const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, longText(ctx, 'chunked'), {
      chunking: { enabled: true },
    });
    const distinct = new Set(atomIds);
    if (atomIds.length < 1 || storedCount !== atomIds.length) {
      ctx.fail(
        'one or more atoms, stored_count equal to the length of atom_ids',
        `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids ${JSON.stringify(atomIds)}`,
        exchange,
        // The count rule MEM-ATOM-COUNT judges: a wrong count seen here too is that one cause.
        atomIds.length < 1 ? undefined : storedCountDeviation,
      );
    }
    // How large a chunk is, is not shown; a long multi-paragraph text kept whole is questionable, not wrong.
    if (atomIds.length === 1) {
      ctx.warn(
        'several atoms for a long multi-paragraph text with chunking enabled',
        `one atom: ${JSON.stringify(atomIds)}`,
        exchange,
      );
    }
    ctx.expect(
      distinct.size === atomIds.length && atomIds.every((id) => uuidPattern.test(id)),
      'distinct atom ids in UUID format',
      `atom_ids ${JSON.stringify(atomIds)}`,
      exchange,
    );
  },
});
