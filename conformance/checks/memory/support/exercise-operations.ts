import type { MemoryAuthScheme } from '../../../../src/client/index.js';
import type { CheckContext } from '../../../context.js';
import { hydrate, ingest, recallMemory } from './convenience-api.js';
import { createAnchor, recall, sendFeedback, storeAtoms } from './memory-api.js';

/**
 * Calls each /v1/ operation once with valid payloads and the run's credentials sent the given
 * way; every call must succeed. The convenience endpoints join at level full.
 * @example await exerciseOperations(ctx, 'x-api-key');
 */
export async function exerciseOperations(ctx: CheckContext, auth: MemoryAuthScheme): Promise<void> {
  const client = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.workspace, auth });
  const { anchorId } = await createAnchor(ctx, auth, client);
  const content = `${ctx.label('note')}: the customer prefers email over phone calls.`;
  const { atomIds } = await storeAtoms(ctx, anchorId, content, { client });
  const recalled = await recall(ctx, anchorId, 'customer prefers email', 5, client);
  await sendFeedback(ctx, recalled.sessionId, true, atomIds.slice(0, 1), client);
  if (ctx.level !== 'kit') return;
  const user = ctx.label('user');
  await ingest(ctx, user, ['I am vegetarian and allergic to peanuts.'], client);
  await recallMemory(ctx, user, 'vegetarian', 5, client);
  await hydrate(ctx, user, 100, client);
}
