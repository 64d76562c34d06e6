import type { MemoryClient } from '../../../../src/client/index.js';
import type { CheckContext } from '../../../context.js';
import type { Exchange } from '../../../http/exchange.js';

/** A recall result item, read loosely: the checks verify each field before trusting it. */
export interface Item {
  atom_id: string;
  content: string;
  score: number;
}

/** What a recall returned. */
export interface Recalled {
  items: Item[];
  sessionId: string;
  exchange: Exchange;
}

interface ClientResult {
  data?: unknown;
  response: Response;
}

/** Requires a 2xx and returns the JSON body with its exchange. */
export function successBody(ctx: CheckContext, result: ClientResult): [Record<string, unknown>, Exchange] {
  const exchange = ctx.exchangeOf(result.response);
  ctx.expectStatus(exchange, 'success');
  const body = result.data;
  ctx.expect(body !== null && typeof body === 'object', 'a JSON object body', undefined, exchange);
  return [body as Record<string, unknown>, exchange];
}

/**
 * Creates an anchor named for the check, so a person can recognise it.
 * @example const { anchorId } = await createAnchor(ctx, 'recall limit');
 */
export async function createAnchor(
  ctx: CheckContext,
  what: string,
  client: MemoryClient = ctx.memory,
): Promise<{ anchorId: string; exchange: Exchange }> {
  const result = await client.POST('/v1/anchors', {
    body: {
      name: ctx.label(what),
      type: 'conformance',
      metadata: { lane: 'conformance', service_source: 'ck-conformance' },
    },
  });
  const [body, exchange] = successBody(ctx, result);
  ctx.expect(typeof body.anchor_id === 'string', 'anchor_id (string) in the response', undefined, exchange);
  return { anchorId: body.anchor_id, exchange };
}

/**
 * Stores one content in an anchor; chunking off unless `chunking` says otherwise.
 * @example const { atomIds } = await storeAtoms(ctx, anchorId, 'The customer prefers email.');
 */
export async function storeAtoms(
  ctx: CheckContext,
  anchorId: string,
  content: string,
  options: { chunking?: { enabled: boolean; max_chars?: number }; client?: MemoryClient } = {},
): Promise<{ atomIds: string[]; storedCount: unknown; exchange: Exchange }> {
  const client = options.client ?? ctx.memory;
  const result = await client.POST('/v1/atoms', {
    body: {
      anchor_id: anchorId,
      content,
      source_type: 'text',
      metadata: { atom_type: 'fact' },
      chunking: options.chunking ?? { enabled: false },
    },
  });
  const [body, exchange] = successBody(ctx, result);
  const ids = body.atom_ids;
  ctx.expect(
    Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
    'atom_ids, an array of strings',
    undefined,
    exchange,
  );
  return { atomIds: ids as string[], storedCount: body.stored_count, exchange };
}

/** Stores each content as one atom, in order, and returns one id per content. */
export async function storeEach(
  ctx: CheckContext,
  anchorId: string,
  contents: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const content of contents) {
    const { atomIds, exchange } = await storeAtoms(ctx, anchorId, content);
    ctx.expect(atomIds.length === 1, 'one atom for one content with chunking disabled', undefined, exchange);
    ids.push(atomIds[0] as string);
  }
  return ids;
}

function isItem(value: unknown): value is Item {
  const item = value as Item;
  return (
    typeof item?.atom_id === 'string' && typeof item.content === 'string' && typeof item.score === 'number'
  );
}

/**
 * Recalls and verifies the response's shape enough for the checks to read it.
 * @example const { items, sessionId } = await recall(ctx, anchorId, 'lemon', 5);
 */
export async function recall(
  ctx: CheckContext,
  anchorId: string,
  query: string,
  limit?: number,
  client: MemoryClient = ctx.memory,
): Promise<Recalled> {
  const result = await client.POST('/v1/recall', {
    body: { anchor_id: anchorId, query, ...(limit === undefined ? {} : { limit }) },
  });
  const [body, exchange] = successBody(ctx, result);
  const items = body.items;
  ctx.expect(
    Array.isArray(items) && items.every(isItem),
    'items: an array of {atom_id: string, content: string, score: number}',
    undefined,
    exchange,
  );
  ctx.expect(typeof body.session_id === 'string', 'session_id (string) in the response', undefined, exchange);
  return { items, sessionId: body.session_id, exchange };
}

/** Sends feedback and requires a 2xx. */
export async function sendFeedback(
  ctx: CheckContext,
  sessionId: string,
  success: boolean,
  atomIds: readonly string[],
  client: MemoryClient = ctx.memory,
): Promise<Exchange> {
  const result = await client.POST('/v1/feedback', {
    body: { session_id: sessionId, success, used_memory_atom_ids: [...atomIds] },
  });
  return successBody(ctx, result)[1];
}

/** A random v4 UUID that no service has issued: an unknown anchor or session. */
export function unknownId(): string {
  return crypto.randomUUID();
}

/** RFC 4122 textual form, as the document's Uuid schema has it. */
export const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The run's key as Bearer and its workspace, for raw requests. */
export function ownHeadersOf(ctx: CheckContext): Record<string, string | undefined> {
  return { authorization: `Bearer ${ctx.options.apiKey}`, 'x-workspace-id': ctx.options.workspace };
}

/** The deviation of a stored_count other than the length of atom_ids, whichever check sees it. */
export const storedCountDeviation = 'stored_count is not the length of atom_ids';
