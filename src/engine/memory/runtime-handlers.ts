import type { operations } from '../../generated/memory.js';
import { ApiError } from '../http/pipeline/api-error.js';
import type { OperationHandlers } from '../http/pipeline/operation-types.js';
import type { MemoryContext } from './context.js';
import { recallAnswer, storeAtoms } from './operations.js';

/** What the auth gate vouches for on every /v1/ operation. */
export interface Secured {
  tenant: { apiKey: string; workspaceId: string };
}

/** Recall's `limit` default; the core applies it from the document, this only types the field. */
export const defaultRecallLimit = 10;

type RuntimeHandlers = OperationHandlers<
  operations,
  'createAnchor' | 'createAtoms' | 'recall' | 'sendFeedback',
  Secured
>;

/**
 * The four runtime operations, typed from the generated operations of the memory document.
 * @see ../../../openapi/memory.yaml
 */
export function createRuntimeHandlers(ctx: MemoryContext): RuntimeHandlers {
  return {
    createAnchor({ body, tenant }) {
      const anchor = ctx.store.createAnchor(tenant.workspaceId, {
        anchor_id: ctx.ids.uuid(),
        name: body.name,
        type: body.type,
        metadata: { ...body.metadata },
      });
      ctx.changed();
      const { anchor_id, name, type, metadata } = anchor;
      return { status: 201, body: { anchor_id, name, type, metadata } };
    },

    createAtoms({ body, tenant }) {
      const anchor = ctx.store.peek(tenant.workspaceId)?.anchors.get(body.anchor_id);
      if (!anchor) throw new ApiError('not_found', 'anchor not found');
      const metadata = body.metadata ?? {};
      const atomIds = storeAtoms(ctx, tenant.workspaceId, anchor, {
        content: body.content,
        sourceType: body.source_type ?? 'text',
        metadata,
        chunking: body.chunking,
      });
      const source = metadata.service_source ?? anchor.metadata.service_source;
      return {
        status: 201,
        body: {
          atom_ids: atomIds,
          stored_count: atomIds.length,
          service_source: typeof source === 'string' ? source : 'api',
        },
      };
    },

    recall({ body, tenant }) {
      const anchor = ctx.store.peek(tenant.workspaceId)?.anchors.get(body.anchor_id);
      if (!anchor) throw new ApiError('not_found', 'anchor not found');
      const limit = body.limit ?? defaultRecallLimit;
      return { status: 200, body: recallAnswer(ctx, tenant.workspaceId, anchor, body.query, limit) };
    },

    sendFeedback({ body, tenant }) {
      const workspace = ctx.store.peek(tenant.workspaceId);
      const session = workspace?.sessions.get(body.session_id);
      if (!workspace || !session) throw new ApiError('not_found', 'recall session not found');
      const listed = [...new Set(body.used_memory_atom_ids)];
      const anchor = session.anchor_id === null ? undefined : workspace.anchors.get(session.anchor_id);
      const reinforced: string[] = [];
      const ignored: string[] = [];
      for (const atomId of listed) {
        const position = anchor?.positions.get(atomId);
        const atom = position === undefined ? undefined : anchor?.atoms[position];
        // Only atoms this session returned, and only on success: the document's rule 3.
        if (body.success && anchor && atom && position !== undefined && session.returned.includes(atomId)) {
          ctx.store.setReinforcement(tenant.workspaceId, anchor.anchor_id, atomId, atom.reinforcement + 1);
          reinforced.push(atomId);
        } else ignored.push(atomId);
      }
      if (reinforced.length > 0) ctx.changed();
      return { status: 200, body: { ok: true, reinforced_atom_ids: reinforced, ignored_atom_ids: ignored } };
    },
  };
}
