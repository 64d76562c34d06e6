import { randomUUID } from 'node:crypto';
import type { Principal } from './auth.js';
import type { Config } from './config.js';
import { type AnchorRow, type AtomRow, type Namespace, rank, split } from './store.js';
import { chunkingOf, Failure, type Fields, invalid, validate } from './validate.js';

export interface Result {
  status: number;
  body: unknown;
}

export interface Context {
  config: Config;
  space: Namespace;
  principal: Principal;
}

const METADATA = { kind: 'object' } as const;

export function postAnchor({ space }: Context, input: unknown): Result {
  const body = validate(input, {
    name: { kind: 'string', required: true, max: 256 },
    type: { kind: 'string', required: true, max: 100 },
    metadata: METADATA,
  });
  const row = space.addAnchor(body.name as string, body.type as string, (body.metadata as Fields) ?? {});
  return { status: 201, body: { anchor_id: row.id, name: row.name, type: row.type, metadata: row.metadata } };
}

function anchorIn(space: Namespace, id: string): AnchorRow | undefined {
  return space.anchors.get(id.toLowerCase());
}

/** Stores content as one atom, or as chunks when chunking is enabled. */
export function store(
  ctx: Context,
  anchor: AnchorRow,
  content: string,
  chunked: boolean,
  maxChars: number,
  sourceType: string,
  metadata: Fields,
): AtomRow[] {
  const pieces = chunked ? split(content, maxChars) : [content];
  return pieces.map((piece) => ctx.space.addAtom(anchor.id, piece, sourceType, { ...metadata }));
}

export function maxCharsOf(body: Fields): number {
  const max = (body.chunking as Fields | undefined)?.max_chars;
  if (max === undefined) return 300;
  if (typeof max !== 'number' || max < 20 || max > 10_000)
    throw invalid('chunking.max_chars must be 20 to 10000');
  return max;
}

export function postAtoms(ctx: Context, input: unknown): Result {
  const body = validate(input, {
    anchor_id: { kind: 'string', required: true, max: 36, uuid: true },
    content: { kind: 'string', required: true, max: 200_000 },
    source_type: { kind: 'string', max: 100 },
    metadata: METADATA,
    chunking: { kind: 'object' },
  });
  const chunked = chunkingOf(body);
  const maxChars = maxCharsOf(body);
  const anchor = anchorIn(ctx.space, body.anchor_id as string);
  if (anchor === undefined) throw new Failure(404, 'not_found', 'anchor not found');
  const metadata = (body.metadata as Fields) ?? {};
  const sourceType = (body.source_type as string) ?? 'api';
  const atoms = store(ctx, anchor, body.content as string, chunked, maxChars, sourceType, metadata);
  const source = metadata.service_source ?? anchor.metadata.service_source ?? 'memory-alt-2';
  return {
    status: 201,
    body: {
      atom_ids: atoms.map((atom) => atom.id),
      stored_count: ctx.config.has('stored-count-one') ? 1 : atoms.length,
      service_source: String(source),
    },
  };
}

/** limit: 1 or more, default 20; above 200 it is served as 200. */
export function limitOf(config: Config, body: Fields): number {
  if (body.limit === undefined) return config.limits.recallDefault;
  const limit = body.limit as number;
  const refused = config.has('limit-negative-slices') ? limit === 0 : limit < 1;
  if (refused) throw invalid('limit must be at least 1');
  return Math.min(limit, config.limits.recallMax);
}

export function openSession(space: Namespace, atoms: AtomRow[]): string {
  const id = randomUUID();
  space.sessions.set(
    id,
    atoms.map((atom) => atom.id),
  );
  return id;
}

export function postRecall(ctx: Context, input: unknown): Result {
  const body = validate(input, {
    anchor_id: { kind: 'string', required: true, max: 36, uuid: true },
    query: { kind: 'string', required: true, max: 8000 },
    limit: { kind: 'integer' },
  });
  const limit = limitOf(ctx.config, body);
  const anchor = anchorIn(ctx.space, body.anchor_id as string);
  if (anchor === undefined && !ctx.config.has('unknown-anchor-empty-recall')) {
    throw new Failure(404, 'not_found', 'anchor not found');
  }
  const hits =
    anchor === undefined ? [] : rank(ctx.space.atomsIn(anchor.id), body.query as string).slice(0, limit);
  const sessionId = openSession(
    ctx.space,
    hits.map((hit) => hit.atom),
  );
  const items = hits.map(({ atom, score }) => ({ atom_id: atom.id, content: atom.content, score }));
  return { status: 200, body: { items, session_id: sessionId } };
}

export function postFeedback(ctx: Context, input: unknown): Result {
  const body = validate(input, {
    session_id: { kind: 'string', required: true, max: 100 },
    success: { kind: 'boolean', required: true },
    used_memory_atom_ids: { kind: 'strings', required: true, max: 500 },
  });
  const returned = ctx.space.sessions.get((body.session_id as string).toLowerCase());
  if (returned === undefined) throw new Failure(404, 'not_found', 'recall session not found');
  const listed = new Set((body.used_memory_atom_ids as string[]).map((id) => id.toLowerCase()));
  const chosen = ctx.config.has('feedback-ignores-list') ? returned : returned.filter((id) => listed.has(id));
  const reinforced = body.success === true ? chosen : [];
  for (const id of reinforced) {
    const atom = ctx.space.atoms.get(id);
    if (atom) atom.boosts += 1;
  }
  return { status: 200, body: { ok: true, reinforced_count: reinforced.length } };
}
