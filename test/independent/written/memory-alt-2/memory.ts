import { type Context, limitOf, maxCharsOf, openSession, type Result, store } from './handlers.js';
import { type AtomRow, rank } from './store.js';
import { chunkingOf, type Fields, invalid, validate } from './validate.js';

const USER = { kind: 'string', required: true, max: 256 } as const;
const ONLY_SESSION = { kind: 'string', max: 256 } as const;

/** POST /v1/memory/ingest: the user's anchor (type user) is made on first use. */
export function postIngest(ctx: Context, input: unknown): Result {
  const body = validate(input, {
    user_external_id: USER,
    session_id: { kind: 'string', required: true, max: 256 },
    items: { kind: 'list', required: true, max: 500 },
    source_type: { kind: 'string', max: 100 },
    chunking: { kind: 'object' },
  });
  const items = (body.items as unknown[]).map((item, index) =>
    validate(
      item,
      {
        content: { kind: 'string', required: true, max: 200_000 },
        atom_type: { kind: 'string', max: 100 },
        metadata: { kind: 'object' },
      },
      `items[${index}]`,
    ),
  );
  const chunked = chunkingOf(body);
  const maxChars = maxCharsOf(body);
  const user = body.user_external_id as string;
  const existing = ctx.space.userAnchors.get(user);
  const anchor =
    (existing === undefined ? undefined : ctx.space.anchors.get(existing)) ??
    ctx.space.addAnchor(user, 'user', { user_external_id: user });
  const created = existing === undefined;
  ctx.space.userAnchors.set(user, anchor.id);
  const atoms: AtomRow[] = [];
  for (const item of items) {
    const metadata = {
      ...((item.metadata as Fields) ?? {}),
      user_external_id: user,
      session_id: body.session_id,
      atom_type: item.atom_type ?? 'message',
    };
    const sourceType = (body.source_type as string) ?? 'conversation';
    atoms.push(...store(ctx, anchor, item.content as string, chunked, maxChars, sourceType, metadata));
  }
  return {
    status: 201,
    body: {
      anchor_id: anchor.id,
      anchor_created: created,
      user_external_id: user,
      session_id: body.session_id,
      atom_ids: atoms.map((atom) => atom.id),
      stored_count: atoms.length,
    },
  };
}

function userAtoms(ctx: Context, user: string, only: unknown): AtomRow[] {
  const anchorId = ctx.space.userAnchors.get(user);
  const atoms = anchorId === undefined ? [] : ctx.space.atomsIn(anchorId);
  return only === undefined ? atoms : atoms.filter((atom) => atom.metadata.session_id === only);
}

export function postMemoryRecall(ctx: Context, input: unknown): Result {
  const body = validate(input, {
    user_external_id: USER,
    query: { kind: 'string', required: true, max: 8000 },
    limit: { kind: 'integer' },
    only_session_id: ONLY_SESSION,
  });
  const limit = limitOf(ctx.config, body);
  const user = body.user_external_id as string;
  const hits = rank(userAtoms(ctx, user, body.only_session_id), body.query as string).slice(0, limit);
  return {
    status: 200,
    body: {
      user_external_id: user,
      items: hits.map(({ atom, score }) => ({
        atom_id: atom.id,
        content: atom.content,
        score,
        atom_type: atom.metadata.atom_type,
        session_id: atom.metadata.session_id,
      })),
      session_id: openSession(
        ctx.space,
        hits.map((hit) => hit.atom),
      ),
    },
  };
}

/** This deployment estimates a token per three characters, rounded up. */
const estimate = (text: string): number => Math.ceil(text.length / 3);

export function postHydrate(ctx: Context, input: unknown): Result {
  const body = validate(input, {
    user_external_id: USER,
    query: { kind: 'string', max: 8000 },
    max_tokens: { kind: 'integer', required: true },
    only_session_id: ONLY_SESSION,
  });
  const budget = body.max_tokens as number;
  if (budget < 1 || budget > ctx.config.limits.hydrateMax) {
    throw invalid(`max_tokens must be 1 to ${ctx.config.limits.hydrateMax}`);
  }
  const user = body.user_external_id as string;
  const atoms = userAtoms(ctx, user, body.only_session_id);
  const candidates =
    body.query === undefined
      ? [...atoms].sort((a, b) => b.created - a.created)
      : rank(atoms, body.query as string).map((hit) => hit.atom);
  let context = '';
  const included: string[] = [];
  const omitted: string[] = [];
  for (const atom of candidates) {
    const next = context === '' ? `- ${atom.content}` : `${context}\n- ${atom.content}`;
    if (estimate(next) <= budget) {
      context = next;
      included.push(atom.id);
    } else {
      omitted.push(atom.id);
    }
  }
  return {
    status: 200,
    body: {
      user_external_id: user,
      context,
      token_count: estimate(context),
      max_tokens: budget,
      included_atom_ids: included,
      omitted_atom_ids: omitted,
      truncated: omitted.length > 0,
    },
  };
}
