import { createBodyCache } from './body-cache.js';
import type { EngineRequest, EngineResponse } from './types.js';

/** Longest a `hang` fault holds a request whose client never gives up, so nothing leaks for ever. */
export const maxHangMs = 120_000;

/**
 * Turns a WHATWG Request into the engine's plain-data request.
 * @example const request = await engineRequestFrom(new Request('http://127.0.0.1:4010/v1/recall', init));
 */
export async function engineRequestFrom(input: Request): Promise<EngineRequest> {
  const url = new URL(input.url);
  const headers: Record<string, string> = Object.create(null);
  input.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
  return {
    method: input.method.toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: hasBody ? new Uint8Array(await input.arrayBuffer()) : null,
    origin: url.origin,
  };
}

/** Resolves when `signal` aborts or after `ms`, whichever comes first. */
function untilAbort(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Serialises engine responses into WHATWG Responses, reusing the bytes of keyed bodies. Network
 * faults become what a browser sees of them: `Response.error()` (a failed fetch) for a reset, the
 * same after the client gave up for a hang, and half the body for a truncation.
 */
export function createResponseWriter(): (response: EngineResponse, signal: AbortSignal) => Promise<Response> {
  const serialise = createBodyCache((text) => text);
  return async (response, signal) => {
    if (response.network === 'reset') return Response.error();
    if (response.network === 'hang') {
      await untilAbort(signal, maxHangMs);
      return Response.error();
    }
    let text = serialise(response);
    if (response.network === 'truncate' && text !== null) text = text.slice(0, Math.floor(text.length / 2));
    return new Response(text, { status: response.status, headers: response.headers });
  };
}
