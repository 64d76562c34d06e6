import { ApiError } from '../http/pipeline/api-error.js';
import type { EngineRequest } from '../http/pipeline/types.js';
import type { RateDecision, RateLimiter } from './rate-limiter.js';
import type { TenantsFixture } from './tenants.js';

/** The caller a request was authenticated as. */
export interface Tenant {
  apiKey: string;
  workspaceId: string;
}

function readApiKey(headers: EngineRequest['headers']): string {
  const authorization = headers.authorization?.trim();
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (authorization && !bearer) throw new ApiError('bad_request', 'Authorization must be "Bearer <API_KEY>"');
  const apiKey = headers['x-api-key']?.trim();
  if (bearer && apiKey && bearer !== apiKey) {
    throw new ApiError('bad_request', 'Authorization and x-api-key name different keys');
  }
  const key = bearer ?? apiKey;
  if (!key)
    throw new ApiError('bad_request', 'API key is required (Authorization: Bearer <API_KEY> or x-api-key)');
  return key;
}

/**
 * The runtime gate, in the order the document lists its rules: credentials and workspace (400),
 * access policy (403), billing (402), then the rate limit (429).
 * @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication" and "Errors"
 */
export function createGate(tenants: () => TenantsFixture, limiter: RateLimiter | null) {
  return (request: EngineRequest): Tenant | Promise<Tenant> => {
    const apiKey = readApiKey(request.headers);
    const key = Object.hasOwn(tenants().keys, apiKey) ? tenants().keys[apiKey] : undefined;
    if (!key) throw new ApiError('bad_request', 'API key is invalid');
    const workspaceId = request.headers['x-workspace-id']?.trim();
    if (!workspaceId) throw new ApiError('bad_request', 'X-Workspace-Id is required');
    if (workspaceId.length > 128)
      throw new ApiError('bad_request', 'X-Workspace-Id must have at most 128 characters');
    const allowed = key.workspaces.includes('*') || key.workspaces.includes(workspaceId);
    if (!allowed || key.denied_workspaces.includes(workspaceId)) {
      throw new ApiError('forbidden', 'runtime access denied by access policy');
    }
    if (key.billing === 'blocked') {
      throw new ApiError('billing_access_blocked', 'runtime access is blocked for this billing account');
    }
    const tenant = { apiKey, workspaceId };
    const decision = limiter?.take(`${apiKey}\u0000${workspaceId}`);
    // A shared limiter answers later; the in-memory one at once, without a promise per request.
    if (decision instanceof Promise) return decision.then((d) => admit(d, tenant));
    return decision ? admit(decision, tenant) : tenant;
  };
}

function admit(decision: RateDecision, tenant: Tenant): Tenant {
  if (!decision.allowed) {
    throw new ApiError('rate_limited', 'too many requests', {
      'retry-after': String(decision.retryAfterSeconds),
    });
  }
  return tenant;
}
