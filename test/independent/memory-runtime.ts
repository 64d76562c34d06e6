/**
 * The four runtime endpoints of the independent memory server: anchors, atoms, recall, feedback.
 */
import {
  badRequest,
  checkBody,
  countField,
  notFound,
  type Outcome,
  ok,
  type RuntimeContext,
  RuntimeError,
} from './memory-context.js';
import { type AnchorRecord, chunkContent, type LookupMode, rank } from './memory-store.js';

/** Recall limit: default 5, values above 20 are clamped to 20. */
export const RECALL_LIMIT = { fallback: 5, max: 20 } as const;

function anchorMode(ctx: RuntimeContext): LookupMode {
  return ctx.defects.has('workspace-leak-anchor') ? 'tenant' : 'workspace';
}

/** POST /v1/anchors */
export function createAnchor(ctx: RuntimeContext): Outcome {
  const problem = checkBody(ctx.body, { name: 'string', type: 'string', metadata: 'object?' });
  if (problem) return problem;
  const metadata = (ctx.body.metadata ?? {}) as Record<string, unknown>;
  const anchor = ctx.store.addAnchor(ctx.owner, ctx.body.name as string, ctx.body.type as string, metadata);
  return ok({
    anchor_id: anchor.id,
    name: anchor.name,
    type: anchor.type,
    metadata: ctx.defects.has('anchor-metadata-dropped') ? {} : anchor.metadata,
    created_at: anchor.createdAt,
  });
}

/** Resolves an anchor id, or the documented 404 (a defect answers with a throwaway anchor). */
function resolveAnchor(ctx: RuntimeContext, id: string): AnchorRecord | RuntimeError {
  const anchor = ctx.store.findAnchor(ctx.owner, id, anchorMode(ctx));
  if (anchor) return anchor;
  if (ctx.defects.has('unknown-anchor-200')) return ctx.store.addAnchor(ctx.owner, 'phantom', 'phantom', {});
  return notFound('anchor not found');
}

/** POST /v1/atoms */
export function storeAtoms(ctx: RuntimeContext): Outcome {
  const body = { ...ctx.body };
  if (body.content === undefined && ctx.quirks.has('accepts-missing-required-field')) body.content = '';
  const problem = checkBody(body, {
    anchor_id: 'string',
    content: 'string',
    source_type: 'string?',
    metadata: 'object?',
    chunking: 'object?',
  });
  if (problem) return problem;
  const chunking = (body.chunking ?? {}) as Record<string, unknown>;
  if (chunking.enabled !== undefined && typeof chunking.enabled !== 'boolean') {
    return badRequest('chunking.enabled must be a boolean');
  }
  const anchor = resolveAnchor(ctx, body.anchor_id as string);
  if (anchor instanceof RuntimeError) return anchor;
  const content = body.content as string;
  // Chunking is on unless the caller turns it off; a one-sentence content is one atom either way.
  const split = chunking.enabled !== false && !ctx.defects.has('chunking-ignored');
  const metadata = (body.metadata ?? {}) as Record<string, unknown>;
  const atoms = ctx.store.addAtoms(
    anchor,
    split ? chunkContent(content) : [content],
    (body.source_type as string | undefined) ?? 'text',
    metadata,
  );
  const extra = ctx.defects.has('stored-count-mismatch') ? 1 : 0;
  return ok({
    atom_ids: atoms.map((atom) => atom.id),
    stored_count: atoms.length + extra,
    service_source: serviceSource(metadata, anchor),
  });
}

function serviceSource(metadata: Record<string, unknown>, anchor: AnchorRecord): string {
  const own = metadata.service_source ?? anchor.metadata.service_source;
  return typeof own === 'string' ? own : 'memory-runtime';
}

/** POST /v1/recall */
export function recall(ctx: RuntimeContext): Outcome {
  const problem = checkBody(ctx.body, { anchor_id: 'string', query: 'string' });
  if (problem) return problem;
  const limit = countField(ctx.body.limit, 'limit', RECALL_LIMIT, ctx);
  if (typeof limit !== 'number') return limit;
  const anchor = resolveAnchor(ctx, ctx.body.anchor_id as string);
  if (anchor instanceof RuntimeError) return anchor;
  const pool = ctx.store.candidates(anchor, ctx.defects.has('recall-cross-anchor'));
  const ranked = rank(pool, ctx.body.query as string, ctx.defects.has('recall-unsorted'));
  const chosen = ctx.defects.has('limit-ignored') ? ranked : ranked.slice(0, limit);
  const session = ctx.store.addSession(
    ctx.owner,
    chosen.map(({ atom }) => atom.id),
  );
  const items = chosen.map(({ atom, score }) => ({
    atom_id: atom.id,
    content: atom.content,
    score,
    metadata: atom.metadata,
  }));
  return ok(ctx.defects.has('recall-no-session') ? { items } : { items, session_id: session.id });
}

/** POST /v1/feedback */
export function feedback(ctx: RuntimeContext): Outcome {
  const problem = checkBody(ctx.body, {
    session_id: 'string',
    success: 'boolean',
    used_memory_atom_ids: 'string[]',
  });
  if (problem) return problem;
  const mode = ctx.defects.has('workspace-leak-session') ? 'anywhere' : 'workspace';
  const session = ctx.store.findSession(ctx.owner, ctx.body.session_id as string, mode);
  if (!session) {
    return ctx.defects.has('unknown-session-200')
      ? ok({ ok: true, reinforced: 0 })
      : notFound('recall session not found');
  }
  const listed = ctx.body.used_memory_atom_ids as string[];
  const targets = ctx.defects.has('feedback-reinforces-unlisted') ? [...session.atomIds] : listed;
  // A failed outcome reinforces nothing; the quirk reinforces it anyway, with a quarter of the weight.
  const weight = ctx.body.success === true ? 1 : ctx.quirks.has('failed-feedback-reinforces') ? 0.25 : 0;
  let reinforced = 0;
  for (const id of new Set(targets)) {
    const returned = session.atomIds.has(id) || ctx.defects.has('feedback-ignores-session');
    const atom = returned ? ctx.store.findAtom(session, id) : undefined;
    if (!atom || weight === 0 || ctx.defects.has('feedback-no-effect')) continue;
    atom.reinforcement += weight;
    reinforced++;
  }
  return ok({ ok: true, reinforced });
}
