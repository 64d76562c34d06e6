import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, storeAtoms } from './support/memory-api.js';
import { longText } from './support/texts.js';

/** @see ../../../../shared/seeds/memory-service-api.md "Runtime endpoints", rule 1 */
export default defineCheck({
  id: 'MEM-ATOM-COUNT',
  title: 'stored_count equals the number of atom_ids, with chunking off and on',
  api: 'memory',
  level: 'core',
  source: 'Endpoints: Runtime endpoints, rule 1',
  rule: 'stored_count is the number of atoms stored by the request; atom_ids lists their identifiers.',
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'count');
    for (const enabled of [false, true]) {
      const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, longText(ctx, 'count'), {
        chunking: { enabled },
      });
      ctx.expect(
        storedCount === atomIds.length,
        `stored_count equal to the length of atom_ids (chunking ${enabled ? 'on' : 'off'})`,
        `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids`,
        exchange,
      );
    }
  },
});
