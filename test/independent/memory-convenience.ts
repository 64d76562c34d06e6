/**
 * The three /v1/memory/* convenience endpoints. The document does not show their payloads, so this
 * server designs its own:
 *
 * - ingest  `{user_id, conversation_id, messages: [{role?, text}]}` ->
 *           `{user_id, conversation_id, accepted, memory_ids}`
 * - recall  `{user_id, question, top_k?}` (top_k default 3, clamped to 10) ->
 *           `{user_id, memories: [{memory_id, text, relevance}], recall_id}`; recall_id is a recall
 *           session usable as session_id by POST /v1/feedback
 * - hydrate `{user_id, question?, max_chars?}` (max_chars default 1200, clamped to 8000) ->
 *           `{context, used_atoms, max_chars}` with context.length <= max_chars
 */
import { isObject } from './http-util.js';
import {
  badRequest,
  checkBody,
  countField,
  type Outcome,
  ok,
  type RuntimeContext,
} from './memory-context.js';
import { type AnchorRecord, type MemoryStore, type Owner, rank, type ScoredAtom } from './memory-store.js';

const TOP_K = { fallback: 3, max: 10 } as const;
const MAX_CHARS = { fallback: 1200, max: 8000 } as const;

/** Handlers of the convenience endpoints, sharing one user -> anchor table. */
export interface ConvenienceRoutes {
  ingest(ctx: RuntimeContext): Outcome;
  recall(ctx: RuntimeContext): Outcome;
  hydrate(ctx: RuntimeContext): Outcome;
}

/**
 * Builds the convenience handlers. Each end user's memory lives in a hidden anchor of the caller's
 * workspace, so workspace isolation holds here exactly as for anchors.
 */
export function createConvenienceRoutes(store: MemoryStore): ConvenienceRoutes {
  const users = new Map<string, AnchorRecord>();
  const userKey = (owner: Owner, user: string) => `${owner.tenant}\u0000${owner.workspace}\u0000${user}`;
  const userAnchor = (owner: Owner, user: string, create: boolean) => {
    let anchor = users.get(userKey(owner, user));
    if (!anchor && create) {
      anchor = store.addAnchor(owner, `user ${user}`, 'end_user', { user_id: user });
      users.set(userKey(owner, user), anchor);
    }
    return anchor;
  };
  const ranked = (ctx: RuntimeContext, question: string): ScoredAtom[] => {
    const anchor = userAnchor(ctx.owner, ctx.body.user_id as string, false);
    return anchor ? rank(store.candidates(anchor, false), question) : [];
  };
  return {
    ingest: (ctx) => ingest(ctx, store, userAnchor),
    recall(ctx) {
      const problem = checkBody(ctx.body, { user_id: 'string', question: 'string' });
      if (problem) return problem;
      const topK = countField(ctx.body.top_k, 'top_k', TOP_K, ctx);
      if (typeof topK !== 'number') return topK;
      const chosen = ranked(ctx, ctx.body.question as string).slice(0, topK);
      const session = store.addSession(
        ctx.owner,
        chosen.map(({ atom }) => atom.id),
      );
      const memories = chosen.map(({ atom, score }) => ({
        memory_id: atom.id,
        text: atom.content,
        relevance: score,
      }));
      return ok({ user_id: ctx.body.user_id, memories, recall_id: session.id });
    },
    hydrate(ctx) {
      const problem = checkBody(ctx.body, { user_id: 'string', question: 'string?' });
      if (problem) return problem;
      const budget = countField(ctx.body.max_chars, 'max_chars', MAX_CHARS, ctx);
      if (typeof budget !== 'number') return budget;
      const chosen = ranked(ctx, (ctx.body.question as string | undefined) ?? '');
      return ok({ ...buildContext(chosen, budget), max_chars: budget });
    },
  };
}

type UserAnchor = (owner: Owner, user: string, create: boolean) => AnchorRecord | undefined;

function ingest(ctx: RuntimeContext, store: MemoryStore, userAnchor: UserAnchor): Outcome {
  const problem = checkBody(ctx.body, { user_id: 'string', conversation_id: 'string', messages: 'array' });
  if (problem) return problem;
  const messages = ctx.body.messages as unknown[];
  const texts: string[] = [];
  for (const [index, message] of messages.entries()) {
    if (!isObject(message) || typeof message.text !== 'string' || message.text.trim() === '') {
      return badRequest(`messages[${index}].text must be a non-empty string`);
    }
    texts.push(message.text);
  }
  const user = ctx.body.user_id as string;
  const anchor = userAnchor(ctx.owner, user, true) as AnchorRecord;
  const atoms = store.addAtoms(anchor, texts, 'conversation', { conversation_id: ctx.body.conversation_id });
  return ok({
    user_id: user,
    conversation_id: ctx.body.conversation_id,
    accepted: atoms.length,
    memory_ids: atoms.map((atom) => atom.id),
  });
}

/** Joins the best memories as `- text` lines while they fit in `budget` characters. */
export function buildContext(chosen: readonly ScoredAtom[], budget: number) {
  const lines: string[] = [];
  let used = 0;
  for (const { atom } of chosen) {
    const line = `- ${atom.content}`;
    const cost = line.length + (lines.length > 0 ? 1 : 0);
    if (used + cost > budget) break;
    lines.push(line);
    used += cost;
  }
  const first = chosen[0];
  if (lines.length === 0 && first)
    return { context: `- ${first.atom.content}`.slice(0, budget), used_atoms: 1 };
  return { context: lines.join('\n'), used_atoms: lines.length };
}
