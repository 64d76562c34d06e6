import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, storeAtoms, storedCountDeviation } from './support/memory-api.js';
import { longText } from './support/texts.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1atoms "Runtime endpoints", rule 1 */
export default defineCheck({
  id: 'MEM-ATOM-COUNT',
  title: 'stored_count equals the number of atom_ids, with chunking off and on',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 1',
  rule: 'stored_count is the number of atoms stored by the request; atom_ids lists their identifiers.',
  why: 'documented: Endpoints, rule 1.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'count');
    for (const enabled of [false, true]) {
      const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, longText(ctx, 'count'), {
        chunking: { enabled },
      });
      if (storedCount !== atomIds.length) {
        ctx.fail(
          `stored_count equal to the length of atom_ids (chunking ${enabled ? 'on' : 'off'})`,
          `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids`,
          exchange,
          storedCountDeviation,
        );
      }
    }
  },
});
