/** Options of {@link createPoliteFetch}. */
export interface PoliteOptions {
  /** Most requests per second (fractions allowed: 0.5 is one every two seconds). */
  rate: number;
  fetch?: typeof fetch;
  /** Attempts per URL for 429, 5xx and network errors (default 5). */
  attempts?: number;
  /** Per-request timeout in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** Sent with every request, so the deployment's operators can see who is paging through it. */
  userAgent?: string;
  /** How to wait; injectable (with `now`) so tests see every pause without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Told about each retry. */
  onRetry?: (url: string, reason: string, waitMs: number) => void;
}

/** A GET of JSON that keeps to a rate and retries what a busy server asks it to retry. */
export type PoliteGet = (url: string) => Promise<unknown>;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; `undefined` when absent or unreadable. */
function retryAfterMs(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** One try: the parsed body, or the reason and wait of a retry. Throws what a retry cannot fix. */
async function tryOnce(
  send: typeof fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  backoffMs: number,
): Promise<{ body: unknown } | { reason: string; waitMs: number }> {
  let response: Response;
  try {
    response = await send(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { reason: (error as Error).message, waitMs: backoffMs };
  }
  if (response.ok) {
    const text = await response.text();
    try {
      return { body: JSON.parse(text) };
    } catch {
      throw new Error(`GET ${url} answered ${response.status} with a body that is not JSON`);
    }
  }
  await response.body?.cancel();
  if (response.status !== 429 && response.status < 500)
    throw new Error(`GET ${url} answered ${response.status}`);
  return {
    reason: `status ${response.status}`,
    waitMs: retryAfterMs(response.headers.get('retry-after')) ?? backoffMs,
  };
}

/**
 * Creates a GET that starts requests at most `rate` per second, honours 429 `Retry-After`
 * (exponential back-off without it, and for 5xx and network errors), and throws after
 * `attempts` tries or on any other non-2xx status, naming the URL.
 * @example const get = createPoliteFetch({ rate: 2 }); const page = await get(`${base}/api/v1/sources?limit=100`);
 */
export function createPoliteFetch(options: PoliteOptions): PoliteGet {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? delay;
  const spacing = 1000 / options.rate;
  const attempts = options.attempts ?? 5;
  const now = options.now ?? Date.now;
  let nextStart = 0;
  const pace = async () => {
    const wait = nextStart - now();
    // Reserve the slot before waiting, so concurrent callers queue instead of sharing it.
    nextStart = Math.max(now(), nextStart) + spacing;
    if (wait > 0) await sleep(wait);
  };
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
  };
  return async (url) => {
    for (let tries = 1; ; tries++) {
      await pace();
      const outcome = await tryOnce(
        send,
        url,
        headers,
        options.timeoutMs ?? 30_000,
        Math.min(30_000, 500 * 2 ** (tries - 1)),
      );
      if ('body' in outcome) return outcome.body;
      if (tries >= attempts) throw new Error(`GET ${url} failed ${attempts} times; last: ${outcome.reason}`);
      options.onRetry?.(url, outcome.reason, outcome.waitMs);
      await sleep(outcome.waitMs);
    }
  };
}
