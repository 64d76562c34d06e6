import type { Caller } from './auth.js';
import type { Settings } from './config.js';
import { type Body, badRequest, optionalObject, optionalString, requireString } from './http.js';
import { chunkingEnabled, type Reply, recallLimit, storeContent } from './runtime.js';
import type { Atom, Ranked, Store } from './store.js';

/** POST /v1/memory/ingest: one anchor (type user) per end user, atoms tagged with the end-user session. */
export function ingest(store: Store, settings: Settings, caller: Caller, body: Body): Reply {
  const user = requireString(body, 'user_external_id', 200);
  const sessionId = requireString(body, 'session_id', 200);
  const sourceType = optionalString(body, 'source_type', 'conversation', 64);
  const split = chunkingEnabled(settings, body);
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) {
    throw badRequest('items must be an array of 1 to 100 items');
  }
  const parsed = items.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw badRequest(`items[${index}] must be an object`);
    }
    const entry = item as Body;
    return {
      content: requireString(entry, 'content', 100_000),
      atomType: optionalString(entry, 'atom_type', 'message', 64),
      metadata: optionalObject(entry, 'metadata'),
    };
  });
  const { anchor, created } = store.userAnchor(caller.workspace, user);
  const atoms: Atom[] = [];
  for (const item of parsed) {
    const metadata = {
      ...item.metadata,
      user_external_id: user,
      session_id: sessionId,
      atom_type: item.atomType,
    };
    atoms.push(...storeContent(store, settings, anchor, item.content, split, sourceType, metadata));
  }
  return {
    status: 200,
    body: {
      anchor_id: anchor.anchor_id,
      anchor_created: created,
      user_external_id: user,
      session_id: sessionId,
      atom_ids: atoms.map((atom) => atom.atom_id),
      stored_count: atoms.length,
    },
  };
}

function userAtoms(store: Store, caller: Caller, user: string, body: Body): Atom[] {
  const only = body.only_session_id === undefined ? undefined : requireString(body, 'only_session_id', 200);
  const anchor = store.findUserAnchor(caller.workspace, user);
  const atoms = anchor === undefined ? [] : store.atomsOf(anchor);
  return only === undefined ? atoms : atoms.filter((atom) => atom.metadata.session_id === only);
}

export function memoryRecall(store: Store, settings: Settings, caller: Caller, body: Body): Reply {
  const user = requireString(body, 'user_external_id', 200);
  const query = requireString(body, 'query', 4000);
  const limit = recallLimit(settings, body);
  const ranked = store.rank(userAtoms(store, caller, user, body), query).slice(0, limit);
  const session = store.openSession(
    caller.workspace,
    ranked.map((r) => r.atom),
  );
  return {
    status: 200,
    body: {
      user_external_id: user,
      items: ranked.map(({ atom, score }) => ({
        atom_id: atom.atom_id,
        content: atom.content,
        score,
        atom_type: atom.metadata.atom_type,
        session_id: atom.metadata.session_id,
      })),
      session_id: session.session_id,
    },
  };
}

/** Tokens are estimated as ceil(characters / 4). */
const tokens = (text: string): number => Math.ceil(text.length / 4);

export function hydrate(store: Store, _settings: Settings, caller: Caller, body: Body): Reply {
  const user = requireString(body, 'user_external_id', 200);
  const budget = body.max_tokens;
  if (typeof budget !== 'number' || !Number.isInteger(budget) || budget < 1 || budget > 16_000) {
    throw badRequest('max_tokens must be an integer from 1 to 16000');
  }
  const query = body.query === undefined ? undefined : requireString(body, 'query', 4000);
  const atoms = userAtoms(store, caller, user, body);
  const ordered: Ranked[] =
    query === undefined
      ? [...atoms].sort((a, b) => b.seq - a.seq).map((atom) => ({ atom, score: 0 }))
      : store.rank(atoms, query);
  const lines: string[] = [];
  const included: string[] = [];
  const omitted: string[] = [];
  for (const { atom } of ordered) {
    const next = [...lines, `- ${atom.content}`].join('\n');
    if (tokens(next) <= budget) {
      lines.push(`- ${atom.content}`);
      included.push(atom.atom_id);
    } else {
      omitted.push(atom.atom_id);
    }
  }
  const context = lines.join('\n');
  return {
    status: 200,
    body: {
      user_external_id: user,
      context,
      token_count: tokens(context),
      max_tokens: budget,
      included_atom_ids: included,
      omitted_atom_ids: omitted,
      truncated: omitted.length > 0,
    },
  };
}
