import type { HandlerContext, HandlerResult } from '../http/types.js';
import type { MemoryContext } from './context.js';
import { rankAtoms, recallFromAnchor, storeAtoms } from './operations.js';
import { type AnchorRecord, type Atom, createAnchorRecord, type Workspace } from './store.js';
import { estimateTokens, tokensForLength } from './text.js';

type Body = Record<string, unknown>;
type Context = HandlerContext<Body> & { tenant: { apiKey: string; workspaceId: string } };

function userAnchor(workspace: Workspace, userId: string): AnchorRecord | undefined {
  const anchorId = workspace.users.get(userId);
  return anchorId === undefined ? undefined : workspace.anchors.get(anchorId);
}

function inSession(sessionId: unknown): ((atom: Atom) => boolean) | undefined {
  return typeof sessionId === 'string' ? (atom) => atom.metadata.session_id === sessionId : undefined;
}

/** Candidates for hydrate: ranked by the query, or newest first without one. */
function hydrateCandidates(
  anchor: AnchorRecord | undefined,
  query: unknown,
  accept?: (atom: Atom) => boolean,
): Atom[] {
  if (!anchor) return [];
  if (typeof query === 'string') return rankAtoms(anchor, query, anchor.atoms.length, accept);
  const newest = [...anchor.atoms].reverse();
  return accept ? newest.filter(accept) : newest;
}

/**
 * The /v1/memory/* endpoints, designed where the document shows no payloads (x-inferred).
 * @see ../../../../openapi/memory.yaml ingestMemory, recallMemory, hydrateMemory
 */
export function createConvenienceHandlers(ctx: MemoryContext) {
  return {
    ingestMemory({ body, tenant }: Context): HandlerResult {
      const workspace = ctx.store.workspace(tenant.workspaceId);
      const userId = body.user_external_id as string;
      let anchor = userAnchor(workspace, userId);
      const created = anchor === undefined;
      if (!anchor) {
        anchor = createAnchorRecord({
          anchor_id: ctx.ids.uuid(),
          name: `user ${userId}`,
          type: 'user',
          metadata: { user_external_id: userId },
        });
        workspace.anchors.set(anchor.anchor_id, anchor);
        workspace.users.set(userId, anchor.anchor_id);
      }
      const atomIds: string[] = [];
      for (const item of body.items as Body[]) {
        const metadata = {
          ...((item.metadata as Body | undefined) ?? {}),
          atom_type: item.atom_type,
          user_external_id: userId,
          session_id: body.session_id,
        };
        atomIds.push(
          ...storeAtoms(ctx, anchor, {
            content: item.content as string,
            sourceType: body.source_type as string,
            metadata,
            chunking: body.chunking as { enabled: boolean } | undefined,
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

    recallMemory({ body, tenant }: Context): HandlerResult {
      const workspace = ctx.store.workspace(tenant.workspaceId);
      const userId = body.user_external_id as string;
      const anchor = userAnchor(workspace, userId);
      const { items, sessionId } = recallFromAnchor(
        ctx,
        workspace,
        anchor,
        body.query as string,
        body.limit as number,
        inSession(body.only_session_id),
      );
      return {
        status: 200,
        body: {
          user_external_id: userId,
          items: items.map((a) => ({
            atom_id: a.atom_id,
            content: a.content,
            score: a.score,
            atom_type: a.metadata.atom_type,
            session_id: a.metadata.session_id,
          })),
          session_id: sessionId,
        },
      };
    },

    hydrateMemory({ body, tenant }: Context): HandlerResult {
      const workspace = ctx.store.peek(tenant.workspaceId);
      const userId = body.user_external_id as string;
      const budget = body.max_tokens as number;
      const candidates = hydrateCandidates(
        workspace && userAnchor(workspace, userId),
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
