import { fieldOf } from './body-access.js';
import { type DriftRequest, documented, type EachCheck, type SideContext } from './drift-step.js';

/**
 * A memory runtime call (POST, JSON) with this side's credentials.
 * @example call('/v1/anchors', { name: 'x', type: 'agent', metadata: {} }, side)
 */
export const call = (
  path: string,
  body: unknown,
  side: SideContext,
  headers: Record<string, string> = {},
): DriftRequest => ({
  method: 'POST',
  path,
  headers: { 'x-api-key': side.credentials.apiKey, 'x-workspace-id': side.credentials.workspace, ...headers },
  body,
});

/** The error code an error answer must carry, as the description's error table pairs it. */
export const errorCode = (code: string, source: string): EachCheck => ({
  kind: 'each',
  name: `error is ${code}`,
  rule: documented(source),
  test: (body) =>
    fieldOf(body, 'error') === code ? undefined : `error is ${JSON.stringify(fieldOf(body, 'error'))}`,
});
