import { refusalDeviation } from '../../../assertions.js';
import type { CheckContext } from '../../../context.js';
import { type Exchange, jsonOf } from '../../../http/exchange.js';
import { flagEach } from '../../shared/fail-each.js';
import { unknownId } from './memory-api.js';

/** One /v1/ operation with a body valid in every respect but the one a check varies. */
export interface RuntimeOperation {
  operationId: string;
  path: string;
  /** False for the convenience endpoints, whose payloads the documents do not show. */
  payloadShown: boolean;
  body(ctx: CheckContext): unknown;
}

/** Every operation under /v1/: "Runtime endpoints (all paths under /v1/)". */
export const runtimeOperations: readonly RuntimeOperation[] = [
  {
    operationId: 'createAnchor',
    path: '/v1/anchors',
    payloadShown: true,
    body: (ctx) => ({ name: ctx.label('auth'), type: 'conformance', metadata: { lane: 'conformance' } }),
  },
  {
    operationId: 'createAtoms',
    path: '/v1/atoms',
    payloadShown: true,
    body: () => ({
      anchor_id: unknownId(),
      content: 'ck-conformance auth probe',
      chunking: { enabled: false },
    }),
  },
  {
    operationId: 'recall',
    path: '/v1/recall',
    payloadShown: true,
    body: () => ({ anchor_id: unknownId(), query: 'ck-conformance auth probe', limit: 1 }),
  },
  {
    operationId: 'sendFeedback',
    path: '/v1/feedback',
    payloadShown: true,
    body: () => ({ session_id: unknownId(), success: true, used_memory_atom_ids: [] }),
  },
  {
    operationId: 'ingestMemory',
    path: '/v1/memory/ingest',
    payloadShown: false,
    body: (ctx) => ({
      user_external_id: ctx.label('user'),
      session_id: 'auth',
      items: [{ content: 'probe' }],
    }),
  },
  {
    operationId: 'recallMemory',
    path: '/v1/memory/recall',
    payloadShown: false,
    body: (ctx) => ({ user_external_id: ctx.label('user'), query: 'probe' }),
  },
  {
    operationId: 'hydrateMemory',
    path: '/v1/memory/hydrate',
    payloadShown: false,
    body: (ctx) => ({ user_external_id: ctx.label('user'), max_tokens: 50 }),
  },
];

/** The credential headers of a request; `undefined` leaves one out. */
export interface AuthHeaders {
  authorization?: string | undefined;
  'x-api-key'?: string | undefined;
  'x-workspace-id'?: string | undefined;
}

/** The run's own key as Bearer, in the run's workspace. */
export function ownHeaders(ctx: CheckContext): AuthHeaders {
  return { authorization: `Bearer ${ctx.options.apiKey}`, 'x-workspace-id': ctx.options.workspace };
}

/**
 * Sends each operation with `headers` (and `rawBody` instead of its JSON body when given) and
 * flags every operation that did not answer `status` with `{error: code}`, one finding per
 * deviation (`400 bad_request answered 401` on every route is one), `what` naming the documented
 * case for a request served instead (`missing key`). The check fails at its end.
 * @example await expectEveryOperation(ctx, { headers: {}, status: 400, code: 'bad_request', what: 'missing key' });
 */
export async function expectEveryOperation(
  ctx: CheckContext,
  request: {
    headers: AuthHeaders;
    status: number;
    code: string;
    what: string;
    rawBody?: string;
    operations?: readonly RuntimeOperation[];
  },
): Promise<void> {
  const operations = request.operations ?? runtimeOperations;
  const wrong = new Map<string, [string, Exchange][]>();
  for (const operation of operations) {
    const exchange = await ctx.send({
      method: 'POST',
      path: operation.path,
      headers: { ...request.headers },
      ...(request.rawBody === undefined ? { json: operation.body(ctx) } : { rawBody: request.rawBody }),
    });
    const body = jsonOf(exchange) as { error?: unknown; message?: unknown } | undefined;
    // The kit's body for an endpoint whose payload the documents do not show may not be the
    // deployment's: refusing it (400) before the credentials is as correct at the documented level.
    const bodyRefused =
      !operation.payloadShown &&
      ctx.level === 'documented' &&
      exchange.status === 400 &&
      body?.error === 'bad_request';
    const deviation = refusalDeviation(exchange, request.status, request.code, request.what);
    if (deviation === undefined || bodyRefused) continue;
    wrong.set(deviation, [
      ...(wrong.get(deviation) ?? []),
      [`${operation.operationId} (${operation.path})`, exchange],
    ]);
  }
  const expected = `${request.status} {"error": "${request.code}", "message": <string>} for ${request.what} from every one of ${operations.map((op) => op.path).join(', ')}`;
  for (const [deviation, offending] of wrong) flagEach(ctx, expected, offending, deviation);
}
