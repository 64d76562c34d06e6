import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths "What the service does" */
export default defineCheck({
  id: 'MEM-ATOM-RECALLED',
  title: 'stored atoms come back from recall with their content',
  api: 'memory',
  level: 'documented',
  source: 'What the service does',
  rule: 'a client … stores atoms (units of durable memory) inside an anchor, recalls atoms for an anchor with a query',
  why: 'implied: the service "stores durable memory ... and returns it on request"; an atom that recall never returns for its own words is not stored memory.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'recalled');
    const words = ['walnut', 'harbor', 'violet'];
    const contents = words.map((word) => `${ctx.label('note')} about the ${word} project`);
    const ids = await storeEach(ctx, anchorId, contents);
    for (const [index, word] of words.entries()) {
      const recalled = await recall(ctx, anchorId, `${word} project`, 10);
      const item = recalled.items.find((candidate) => candidate.atom_id === ids[index]);
      ctx.expect(
        item,
        `atom ${ids[index]} ("${contents[index]}") among the items recalled for "${word} project"`,
        undefined,
        recalled.exchange,
      );
      ctx.expect(
        item.content === contents[index],
        `its content exactly as stored: ${JSON.stringify(contents[index])}`,
        `content ${JSON.stringify(item.content)}`,
        recalled.exchange,
      );
    }
  },
});
