import { ApiError } from '../http/api-error.js';
import type { HandlerContext, HandlerResult } from '../http/types.js';
import type { MemoryContext } from './context.js';
import { recallFromAnchor, storeAtoms } from './operations.js';
import { createAnchorRecord } from './store.js';

type Body = Record<string, unknown>;
type Context = HandlerContext<Body> & { tenant: { apiKey: string; workspaceId: string } };

/**
 * The four runtime operations.
 * @see ../../../../shared/seeds/memory-service-api.md "Runtime endpoints"
 */
export function createRuntimeHandlers(ctx: MemoryContext) {
  return {
    createAnchor({ body, tenant }: Context): HandlerResult {
      const anchor = createAnchorRecord({
        anchor_id: ctx.ids.uuid(),
        name: body.name as string,
        type: body.type as string,
        metadata: { ...((body.metadata as Body | undefined) ?? {}) },
      });
      ctx.store.workspace(tenant.workspaceId).anchors.set(anchor.anchor_id, anchor);
      ctx.changed();
      const { anchor_id, name, type, metadata } = anchor;
      return { status: 201, body: { anchor_id, name, type, metadata } };
    },

    createAtoms({ body, tenant }: Context): HandlerResult {
      const anchor = ctx.store.peek(tenant.workspaceId)?.anchors.get(body.anchor_id as string);
      if (!anchor) throw new ApiError('not_found', 'anchor not found');
      const metadata = (body.metadata as Body | undefined) ?? {};
      const atomIds = storeAtoms(ctx, anchor, {
        content: body.content as string,
        sourceType: body.source_type as string,
        metadata,
        chunking: body.chunking as { enabled: boolean; max_chars?: number } | undefined,
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

    recall({ body, tenant }: Context): HandlerResult {
      const workspace = ctx.store.peek(tenant.workspaceId);
      const anchor = workspace?.anchors.get(body.anchor_id as string);
      if (!workspace || !anchor) throw new ApiError('not_found', 'anchor not found');
      const { items, sessionId } = recallFromAnchor(
        ctx,
        workspace,
        anchor,
        body.query as string,
        body.limit as number,
      );
      return {
        status: 200,
        body: {
          items: items.map(({ atom_id, content, score }) => ({ atom_id, content, score })),
          session_id: sessionId,
        },
      };
    },

    sendFeedback({ body, tenant }: Context): HandlerResult {
      const workspace = ctx.store.peek(tenant.workspaceId);
      const session = workspace?.sessions.get(body.session_id as string);
      if (!workspace || !session) throw new ApiError('not_found', 'recall session not found');
      const listed = [...new Set(body.used_memory_atom_ids as string[])];
      const anchor = session.anchor_id === null ? undefined : workspace.anchors.get(session.anchor_id);
      const reinforced: string[] = [];
      const ignored: string[] = [];
      for (const atomId of listed) {
        const position = anchor?.positions.get(atomId);
        // Only atoms this session returned, and only on success: the document's rule 3.
        if (body.success === true && anchor && position !== undefined && session.returned.has(atomId)) {
          const atom = anchor.atoms[position] as { reinforcement: number };
          atom.reinforcement++;
          anchor.index.setReinforcement(position, atom.reinforcement);
          reinforced.push(atomId);
        } else ignored.push(atomId);
      }
      if (reinforced.length > 0) ctx.changed();
      return { status: 200, body: { ok: true, reinforced_atom_ids: reinforced, ignored_atom_ids: ignored } };
    },
  };
}
