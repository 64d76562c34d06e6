import type { IncomingMessage } from 'node:http';
import type { Config } from './config.js';
import { Failure } from './validate.js';

export interface Principal {
  key: string;
  tenant: string;
  workspace: string;
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * Credentials: `Authorization: Bearer <key>` wins when both headers are sent; otherwise
 * `x-api-key` (an Authorization header of another scheme is ignored). Returns '' for a credential header that is present but carries no key.
 */
function credential(req: IncomingMessage, config: Config): string | undefined {
  const authorization = single(req.headers.authorization);
  const [scheme = '', token = '', ...rest] = (authorization ?? '').trim().split(/\s+/);
  if (scheme.toLowerCase() === 'bearer') {
    if (rest.length > 0) return '';
    if (token === '' && config.has('bearer-empty-token-accepted')) return [...config.keys.keys()][0];
    return token;
  }
  return single(req.headers['x-api-key'])?.trim();
}

export function authorize(req: IncomingMessage, config: Config): Principal {
  const workspace = single(req.headers['x-workspace-id'])?.trim();
  const key = credential(req, config);
  if (!key)
    throw new Failure(400, 'bad_request', 'an API key is required (Authorization: Bearer or x-api-key)');
  const record = config.keys.get(key);
  if (record === undefined) throw new Failure(400, 'bad_request', 'the API key is not valid');
  if (!workspace) {
    if (config.has('missing-workspace-403'))
      throw new Failure(403, 'forbidden', 'X-Workspace-Id is required');
    throw new Failure(400, 'bad_request', 'X-Workspace-Id is required');
  }
  if (record.billing === 'blocked') {
    throw new Failure(402, 'billing_access_blocked', 'runtime access is blocked for this billing account');
  }
  if (config.deniedWorkspaces.has(workspace)) {
    throw new Failure(403, 'forbidden', 'runtime access denied by access policy');
  }
  return { key, tenant: record.tenant, workspace };
}

/** Token buckets per key and workspace combination. */
export class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly config: Config) {}

  take(principal: Principal, now = performance.now()): void {
    const { burst, perSecond } = this.config.bucket;
    const id = this.config.has('rate-limit-per-key-only')
      ? principal.key
      : JSON.stringify([principal.key, principal.workspace]);
    const bucket = this.buckets.get(id) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(id, bucket);
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
      throw new Failure(429, 'rate_limited', 'too many requests', { 'retry-after': String(wait) });
    }
    bucket.tokens -= 1;
  }
}
