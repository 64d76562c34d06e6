import type { Caller } from './auth.js';
import type { Settings } from './config.js';
import {
  type Body,
  badRequest,
  HttpError,
  notFound,
  optionalObject,
  optionalString,
  requireString,
} from './http.js';
import { type Anchor, type Atom, chunk, type Store } from './store.js';

export interface Reply {
  status: number;
  body: unknown;
}

export function createAnchor(store: Store, caller: Caller, body: Body): Reply {
  const name = requireString(body, 'name', 200);
  const type = requireString(body, 'type', 64);
  const metadata = optionalObject(body, 'metadata');
  const anchor = store.createAnchor(caller.workspace, name, type, metadata);
  const { workspace: _workspace, ...shown } = anchor;
  return { status: 200, body: shown };
}

export function anchorOf(store: Store, caller: Caller, body: Body): Anchor {
  const id = requireString(body, 'anchor_id', 100);
  const anchor = store.anchor(caller.workspace, id);
  if (anchor === undefined) throw notFound('anchor not found');
  return anchor;
}

/** True when the request asks for splitting: `chunking.enabled` must be a boolean if chunking is sent. */
export function chunkingEnabled(settings: Settings, body: Body): boolean {
  const chunking = body.chunking;
  if (chunking === undefined || chunking === null) return false;
  if (typeof chunking !== 'object' || Array.isArray(chunking)) throw badRequest('chunking must be an object');
  const enabled = (chunking as Body).enabled;
  if (typeof enabled !== 'boolean') throw badRequest('chunking.enabled must be a boolean');
  if (settings.defects.has('chunking-flag-ignored')) return true;
  return enabled;
}

export function storeContent(
  store: Store,
  settings: Settings,
  anchor: Anchor,
  content: string,
  split: boolean,
  sourceType: string,
  metadata: Record<string, unknown>,
): Atom[] {
  const pieces = split ? chunk(content, settings.chunkChars) : [content];
  return pieces.map((piece) => store.addAtom(anchor, piece, sourceType, { ...metadata }));
}

export function createAtoms(store: Store, settings: Settings, caller: Caller, body: Body): Reply {
  const content = requireString(body, 'content', 100_000);
  const sourceType = optionalString(body, 'source_type', 'text', 64);
  const metadata = optionalObject(body, 'metadata');
  const split = chunkingEnabled(settings, body);
  const anchor = anchorOf(store, caller, body);
  const atoms = storeContent(store, settings, anchor, content, split, sourceType, metadata);
  const source = metadata.service_source ?? anchor.metadata.service_source;
  return {
    status: 200,
    body: {
      atom_ids: atoms.map((atom) => atom.atom_id),
      stored_count: atoms.length,
      service_source: typeof source === 'string' ? source : 'memory-alt',
    },
  };
}

/** Reads `limit`: an integer from 1 to the deployment's maximum (50), 5 when absent. */
export function recallLimit(settings: Settings, body: Body): number {
  const raw = body.limit;
  if (raw === undefined || raw === null) return settings.recallDefaultLimit;
  const tooLow =
    typeof raw === 'number' && raw < 1 && !(raw === 0 && settings.defects.has('limit-zero-means-default'));
  if (typeof raw !== 'number' || !Number.isInteger(raw) || tooLow || raw > settings.recallMaxLimit) {
    throw badRequest(`limit must be an integer from 1 to ${settings.recallMaxLimit}`);
  }
  if (settings.defects.has('recall-ignores-limit')) return settings.recallMaxLimit;
  return (raw as number) || settings.recallDefaultLimit;
}

export function recall(store: Store, settings: Settings, caller: Caller, body: Body): Reply {
  const query = requireString(body, 'query', 4000);
  const limit = recallLimit(settings, body);
  const anchor = anchorOf(store, caller, body);
  const ranked = store.rank(store.atomsOf(anchor), query).slice(0, limit);
  const session = store.openSession(
    caller.workspace,
    ranked.map((r) => r.atom),
  );
  return {
    status: 200,
    body: {
      items: ranked.map(({ atom, score }) => ({ atom_id: atom.atom_id, content: atom.content, score })),
      session_id: session.session_id,
    },
  };
}

export function feedback(store: Store, settings: Settings, caller: Caller, body: Body): Reply {
  const sessionId = requireString(body, 'session_id', 100);
  if (typeof body.success !== 'boolean') throw badRequest('success must be a boolean');
  const used = body.used_memory_atom_ids;
  if (!Array.isArray(used) || used.some((id) => typeof id !== 'string')) {
    throw badRequest('used_memory_atom_ids must be an array of strings');
  }
  const session = store.session(caller.workspace, sessionId);
  if (session === undefined) {
    if (settings.defects.has('feedback-404-error-shape')) {
      throw new HttpError(404, 'not_found', 'recall session not found', {}, { detail: 'session not found' });
    }
    throw notFound('recall session not found');
  }
  if (body.success) {
    const reinforced = new Set<string>();
    for (const id of used as string[]) {
      const key = id.toLowerCase();
      const inSession = session.returned.has(key);
      if (!inSession && !settings.defects.has('feedback-reinforces-unreturned')) continue;
      if (reinforced.has(key)) continue;
      const atom = store.atom(key);
      if (atom === undefined) continue;
      atom.reinforcement += 1;
      reinforced.add(key);
    }
  }
  return { status: 200, body: { ok: true } };
}
