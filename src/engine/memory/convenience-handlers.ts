import type { operations } from '../../generated/memory.js';
import type { OperationHandlers } from '../http/pipeline/operation-types.js';
import type { MemoryContext } from './context.js';
import { rankAtoms, recallFromAnchor, storeAtoms } from './operations.js';
import { defaultRecallLimit, type Secured } from './runtime-handlers.js';
import type { AnchorRecord, Atom, Workspace } from './store.js';
import { estimateTokens, tokensForLength } from './text.js';

type ConvenienceHandlers = OperationHandlers<
  operations,
  'ingestMemory' | 'recallMemory' | 'hydrateMemory',
  Secured
>;

/** Metadata values are any JSON; the ones this API writes itself are strings. */
const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function userAnchor(workspace: Workspace | undefined, userId: string): AnchorRecord | undefined {
  const anchorId = workspace?.users.get(userId);
  return anchorId === undefined ? undefined : workspace?.anchors.get(anchorId);
}

function inSession(sessionId: string | undefined): ((atom: Atom) => boolean) | undefined {
  return sessionId === undefined ? undefined : (atom) => atom.metadata.session_id === sessionId;
}

/** Candidates for hydrate: ranked by the query, or newest first without one. */
function hydrateCandidates(
  anchor: AnchorRecord | undefined,
  query: string | undefined,
  accept?: (atom: Atom) => boolean,
): Atom[] {
  if (!anchor) return [];
  if (query !== undefined) return rankAtoms(anchor, query, anchor.atoms.length, accept);
  const newest = [...anchor.atoms].reverse();
  return accept ? newest.filter(accept) : newest;
}

/**
 * The /v1/memory/* endpoints, designed where the document shows no payloads (x-inferred).
 * @see ../../../openapi/memory.yaml ingestMemory, recallMemory, hydrateMemory
 */
export function createConvenienceHandlers(ctx: MemoryContext): ConvenienceHandlers {
  return {
    ingestMemory({ body, tenant }) {
      const ws = tenant.workspaceId;
      const userId = body.user_external_id;
      let anchor = userAnchor(ctx.store.peek(ws), userId);
      const created = anchor === undefined;
      if (!anchor) {
        anchor = ctx.store.createAnchor(ws, {
          anchor_id: ctx.ids.uuid(),
          name: `user ${userId}`,
          type: 'user',
          metadata: { user_external_id: userId },
        });
        ctx.store.bindUser(ws, userId, anchor.anchor_id);
      }
      const atomIds: string[] = [];
      for (const item of body.items) {
        const metadata = {
          ...item.metadata,
          atom_type: item.atom_type ?? 'message',
          user_external_id: userId,
          session_id: body.session_id,
        };
        atomIds.push(
          ...storeAtoms(ctx, ws, anchor, {
            content: item.content,
            sourceType: body.source_type ?? 'conversation',
            metadata,
            chunking: body.chunking,
          }),
        );
      }
      return {
        status: 201,
        body: {
          anchor_id: anchor.anchor_id,
          anchor_created: created,
          user_external_id: userId,
          session_id: body.session_id,
          atom_ids: atomIds,
          stored_count: atomIds.length,
        },
      };
    },

    recallMemory({ body, tenant }) {
      const userId = body.user_external_id;
      const anchor = userAnchor(ctx.store.peek(tenant.workspaceId), userId);
      const { items, sessionId } = recallFromAnchor(
        ctx,
        tenant.workspaceId,
        anchor,
        body.query,
        body.limit ?? defaultRecallLimit,
        (atom, score) => ({
          atom_id: atom.atom_id,
          content: atom.content,
          score,
          atom_type: asText(atom.metadata.atom_type),
          session_id: asText(atom.metadata.session_id),
        }),
        inSession(body.only_session_id),
      );
      return { status: 200, body: { user_external_id: userId, items, session_id: sessionId } };
    },

    hydrateMemory({ body, tenant }) {
      const workspace = ctx.store.peek(tenant.workspaceId);
      const userId = body.user_external_id;
      const budget = body.max_tokens;
      const candidates = hydrateCandidates(
        userAnchor(workspace, userId),
        body.query,
        inSession(body.only_session_id),
      );
      const lines: string[] = [];
      const included: string[] = [];
      const omitted: string[] = [];
      let length = 0;
      for (const atom of candidates) {
        const line = `- ${atom.content}`;
        const nextLength = length + (lines.length > 0 ? 1 : 0) + line.length;
        // Whole atoms only; one that does not fit is skipped so a smaller later one may still fit.
        if (tokensForLength(nextLength) <= budget) {
          lines.push(line);
          included.push(atom.atom_id);
          length = nextLength;
        } else omitted.push(atom.atom_id);
      }
      const context = lines.join('\n');
      return {
        status: 200,
        body: {
          user_external_id: userId,
          context,
          token_count: estimateTokens(context),
          max_tokens: budget,
          included_atom_ids: included,
          omitted_atom_ids: omitted,
          truncated: omitted.length > 0,
        },
      };
    },
  };
}
