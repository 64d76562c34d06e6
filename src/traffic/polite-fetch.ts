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
  return async (url) => {
    for (let attempt = 1; ; attempt++) {
      await pace();
      let reason: string;
      let waitMs = Math.min(30_000, 500 * 2 ** (attempt - 1));
      try {
        const response = await send(url, {
          headers: {
            accept: 'application/json',
            ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
          },
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
        if (response.ok) return await response.json();
        reason = `status ${response.status}`;
        const retryable = response.status === 429 || response.status >= 500;
        await response.body?.cancel();
        if (!retryable) throw new Error(`GET ${url} answered ${response.status}`);
        waitMs = retryAfterMs(response.headers.get('retry-after')) ?? waitMs;
      } catch (error) {
        if ((error as Error).message.startsWith(`GET ${url} answered`)) throw error;
        reason = (error as Error).message;
      }
      if (attempt >= attempts) throw new Error(`GET ${url} failed ${attempts} times; last: ${reason}`);
      options.onRetry?.(url, reason, waitMs);
      await sleep(waitMs);
    }
  };
}
