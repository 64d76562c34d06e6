import type { MemoryClient } from '../../../../src/client/index.js';
import type { CheckContext } from '../../../context.js';
import type { Exchange } from '../../../http/exchange.js';
import { successBody } from './memory-api.js';

/**
 * Ingests items for an end user (full level: the payload is the kit's inferred contract).
 * @example const ingested = await ingest(ctx, user, ['I am vegetarian.']);
 */
export async function ingest(
  ctx: CheckContext,
  user: string,
  contents: readonly string[],
  client: MemoryClient = ctx.memory,
): Promise<{ body: Record<string, unknown>; exchange: Exchange }> {
  const result = await client.POST('/v1/memory/ingest', {
    body: {
      user_external_id: user,
      session_id: 'ck-conformance-session',
      items: contents.map((content) => ({ content, atom_type: 'fact' })),
    },
  });
  const [body, exchange] = successBody(ctx, result);
  return { body, exchange };
}

/** Recalls an end user's memory. */
export async function recallMemory(
  ctx: CheckContext,
  user: string,
  query: string,
  limit?: number,
  client: MemoryClient = ctx.memory,
): Promise<{ body: Record<string, unknown>; exchange: Exchange }> {
  const result = await client.POST('/v1/memory/recall', {
    body: { user_external_id: user, query, ...(limit === undefined ? {} : { limit }) },
  });
  const [body, exchange] = successBody(ctx, result);
  return { body, exchange };
}

/** Builds prompt context for an end user within `maxTokens`. */
export async function hydrate(
  ctx: CheckContext,
  user: string,
  maxTokens: number,
  client: MemoryClient = ctx.memory,
): Promise<{ body: Record<string, unknown>; exchange: Exchange }> {
  const result = await client.POST('/v1/memory/hydrate', {
    body: { user_external_id: user, max_tokens: maxTokens },
  });
  const [body, exchange] = successBody(ctx, result);
  return { body, exchange };
}
