import type { IncomingMessage } from 'node:http';
import type { Settings } from './config.js';
import { HttpError } from './http.js';

export interface Caller {
  key: string;
  workspace: string;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key from `Authorization: Bearer <key>` or `x-api-key`; '' when a header is present but empty. */
function presentedKey(req: IncomingMessage): string | undefined {
  const apiKey = header(req, 'x-api-key');
  if (apiKey !== undefined && apiKey.trim() !== '') return apiKey.trim();
  const authorization = header(req, 'authorization');
  if (authorization !== undefined) {
    const match = authorization.match(/^Bearer\s+(\S+)\s*$/i);
    return match?.[1] ?? '';
  }
  return apiKey === undefined ? undefined : '';
}

function keyError(settings: Settings, message: string): HttpError {
  if (settings.defects.has('reject-401')) return new HttpError(401, 'unauthorized', message);
  return new HttpError(400, 'bad_request', message);
}

/** Checks credentials, workspace, billing and policy, in that order (400, 400, 402, 403). */
export function authenticate(req: IncomingMessage, settings: Settings): Caller {
  let key = presentedKey(req);
  if (key === '' && settings.defects.has('empty-key-accepted')) {
    key = [...settings.keys][0] ?? '';
  }
  if (key === undefined || key === '') throw keyError(settings, 'an API key is required');
  const known = settings.keys.has(key) || settings.blockedKeys.has(key);
  if (!known) throw keyError(settings, 'the API key is invalid');

  const rawWorkspace = header(req, 'x-workspace-id');
  const workspace = rawWorkspace?.trim();
  const acceptEmpty = settings.defects.has('empty-workspace-accepted') && rawWorkspace !== undefined;
  if ((workspace === undefined || workspace === '') && !acceptEmpty) {
    throw new HttpError(400, 'bad_request', 'X-Workspace-Id is required');
  }
  if (settings.blockedKeys.has(key)) {
    throw new HttpError(402, 'billing_access_blocked', 'runtime access is blocked for this billing account');
  }
  if (settings.deniedWorkspaces.has(workspace ?? '')) {
    throw new HttpError(403, 'forbidden', 'runtime access denied by access policy');
  }
  return { key, workspace: workspace ?? '' };
}

/** Fixed-window counter per key and workspace combination. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limit: { max: number; windowMs: number }) {}

  check(caller: Caller, now = Date.now()): void {
    const id = `${caller.key}\u0000${caller.workspace}`;
    let window = this.windows.get(id);
    if (window === undefined || now - window.start >= this.limit.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    window.count += 1;
    if (window.count > this.limit.max) {
      const retry = Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000));
      throw new HttpError(429, 'rate_limited', 'too many requests', { 'retry-after': String(retry) });
    }
  }
}
