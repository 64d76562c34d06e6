import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeAtoms } from './support/memory-api.js';
import { longText } from './support/texts.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/Chunking (max_chars, x-inferred) */
export default defineCheck({
  id: 'MEM-ATOM-CHUNK-SIZE',
  title: 'chunking splits a long text into several atoms of at most max_chars characters',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: Chunking.max_chars (x-inferred)',
  rule: 'How content is split is not shown; paragraphs, then sentences, packed up to this size is the common way.',
  why: "the kit's choice: chunk sizes and the max_chars field are not shown in the documents.",
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const maxChars = 300;
    const { anchorId } = await createAnchor(ctx, 'chunk size');
    const text = longText(ctx, 'chunk');
    const { atomIds, exchange } = await storeAtoms(ctx, anchorId, text, {
      chunking: { enabled: true, max_chars: maxChars },
    });
    ctx.expect(
      atomIds.length > 1,
      `several atoms for ${text.length} characters with max_chars ${maxChars}`,
      undefined,
      exchange,
    );
    const recalled = await recall(ctx, anchorId, 'customer invoices contract security', 100);
    const long = recalled.items.filter(
      (item) => atomIds.includes(item.atom_id) && item.content.length > maxChars,
    );
    ctx.expect(
      long.length === 0,
      `every chunk at most ${maxChars} characters`,
      () => `chunks of ${long.map((item) => item.content.length).join(', ')} characters`,
      recalled.exchange,
    );
  },
});
