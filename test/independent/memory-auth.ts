/**
 * Authentication, access policy, billing block and rate limiting of the independent memory server,
 * applied in that order to every runtime call (400, 403, 402, 429).
 */
import type { IncomingMessage } from 'node:http';
import type { MemoryToggles } from './memory-defects.js';
import type { Owner } from './memory-store.js';

/** One billing account: its keys, the workspaces its policy denies, and whether billing blocks it. */
export interface MemoryTenant {
  /** Tenant name; records are owned by tenant + workspace. */
  name: string;
  /** API keys of this tenant. */
  keys: readonly string[];
  /** Workspaces the access policy denies to this tenant's keys (403). */
  deniedWorkspaces?: readonly string[];
  /** When true, every runtime call answers 402. */
  billingBlocked?: boolean;
}

/** Fixed-window rate limit per key + workspace. */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/** Default tenants: one usable key, one denied workspace, one blocked account. */
export const DEFAULT_MEMORY_TENANTS: readonly MemoryTenant[] = [
  { name: 'acme', keys: ['indep-key-acme', 'indep-key-acme-2'], deniedWorkspaces: ['ws-denied'] },
  { name: 'globex', keys: ['indep-key-globex'] },
  { name: 'initech', keys: ['indep-key-blocked'], billingBlocked: true },
];

/** Default rate limit: generous, so only a test that sets its own limit meets 429. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 1000, windowMs: 60_000 };

/** An authentication failure: status, documented error code and message. */
export interface AuthFailure {
  status: number;
  error: string;
  message: string;
}

/** Outcome of the checks: the owner of the call, or the failure to answer. */
export type AuthOutcome = { ok: true; owner: Owner } | { ok: false; failure: AuthFailure };

/** Counts calls per key + workspace in fixed windows. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly options: RateLimitOptions) {}

  /** Counts one call; false when the window's budget is spent. */
  take(bucket: string, now = Date.now()): boolean {
    const window = this.windows.get(bucket);
    if (!window || now - window.start >= this.options.windowMs) {
      this.windows.set(bucket, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= this.options.limit;
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** The key the call presents: Authorization Bearer first, then x-api-key. */
function presentedKey(req: IncomingMessage, toggles: MemoryToggles): string | undefined {
  const auth = toggles.defects.has('bearer-ignored') ? undefined : header(req, 'authorization');
  const bearer = auth?.match(/^bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return toggles.defects.has('x-api-key-ignored') ? undefined : header(req, 'x-api-key');
}

/** Runs the documented checks for one runtime call. */
export function authenticate(
  req: IncomingMessage,
  tenants: readonly MemoryTenant[],
  limiter: RateLimiter,
  toggles: MemoryToggles,
): AuthOutcome {
  const { defects } = toggles;
  const key = presentedKey(req, toggles);
  if (!key) {
    if (defects.has('no-key-401')) return fail(401, 'unauthorized', 'an API key is required');
    return fail(400, 'bad_request', 'an API key is required (Authorization: Bearer or x-api-key)');
  }
  let tenant = tenants.find((candidate) => candidate.keys.includes(key));
  if (!tenant && defects.has('invalid-key-ok')) tenant = { name: `unknown:${key}`, keys: [key] };
  if (!tenant) return fail(400, 'bad_request', 'the API key is not valid');
  let workspace = header(req, 'x-workspace-id');
  if (!workspace && defects.has('missing-workspace-ok')) workspace = 'default';
  if (!workspace) return fail(400, 'bad_request', 'X-Workspace-Id is required');
  if (tenant.deniedWorkspaces?.includes(workspace) && !defects.has('denied-workspace-ok')) {
    return fail(403, 'forbidden', 'runtime access denied by access policy');
  }
  if (tenant.billingBlocked && !defects.has('billing-block-ignored')) {
    return fail(402, 'billing_access_blocked', 'runtime access is blocked for this billing account');
  }
  const bucket = defects.has('rate-limit-per-key') ? key : `${key}\u0000${workspace}`;
  if (!limiter.take(bucket) && !defects.has('rate-limit-ignored')) {
    return fail(429, 'rate_limited', 'too many requests');
  }
  return { ok: true, owner: { tenant: tenant.name, workspace } };
}

function fail(status: number, error: string, message: string): AuthOutcome {
  return { ok: false, failure: { status, error, message } };
}
