import type { CheckContext } from '../../../context.js';
import { createdCheckout } from './checkout.js';
import { hydrate, ingest, recallMemory } from './convenience-api.js';
import { createAnchor, ownHeadersOf, recall, sendFeedback, storeAtoms, unknownId } from './memory-api.js';

/**
 * One call of each operation and a few documented errors, so the response checks see every
 * operation even when run alone (`--only MEM-RESP-SCHEMA`). Failures here are the responses'
 * own: a tour call that gets an error status just records it for validation.
 */
export async function memoryTour(ctx: CheckContext): Promise<void> {
  await tolerate(async () => {
    const { anchorId } = await createAnchor(ctx, 'tour');
    const { atomIds } = await storeAtoms(ctx, anchorId, `${ctx.label('tour')}: prefers tea over coffee`);
    await storeAtoms(ctx, anchorId, `${ctx.label('tour')}\n\nSecond paragraph.`, {
      chunking: { enabled: true },
    });
    const recalled = await recall(ctx, anchorId, 'tea coffee', 5);
    await sendFeedback(ctx, recalled.sessionId, true, atomIds);
  });
  await ctx.send({
    method: 'POST',
    path: '/v1/recall',
    headers: ownHeadersOf(ctx),
    json: { anchor_id: unknownId(), query: 'x' },
  });
  await ctx.send({
    method: 'POST',
    path: '/v1/anchors',
    headers: { 'x-api-key': ctx.options.apiKey },
    json: { name: 'x', type: 'x' },
  });
  if (ctx.level === 'kit') {
    await tolerate(async () => {
      const user = ctx.label('tour user');
      await ingest(ctx, user, ['Prefers window seats.']);
      await recallMemory(ctx, user, 'window seats', 3);
      await hydrate(ctx, user, 50);
    });
  }
  if (ctx.options.checkout) {
    await tolerate(() => createdCheckout(ctx));
    await ctx.send({
      method: 'POST',
      path: '/api/v1/billing/maas/checkout-session',
      json: { company_name: 1 },
    });
  }
}

/** Runs a step whose assertion failures other checks report; transport failures still end the tour. */
async function tolerate(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if ((error as Error)?.name === 'TransportError') throw error;
  }
}
