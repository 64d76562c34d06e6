import type { Engine } from '../../engine/engine.js';
import { headerRecord } from '../exchange.js';
import type { DriftAnswer, DriftRequest } from './drift-step.js';

/** Sends a step's request to one side and reads the answer. */
export type Send = (request: DriftRequest) => Promise<DriftAnswer & { url: string }>;

function init(request: DriftRequest): RequestInit {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['content-type'] ??= 'application/json';
  return {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
}

async function read(response: Response, url: string): Promise<DriftAnswer & { url: string }> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { url, status: response.status, headers: headerRecord(response.headers), body };
}

/**
 * The kit's side: the engine in this process, through `engine.fetch` (no network, no Prism).
 * @example const send = createEngineSide(createReleasesEngine({ data }))
 */
export function createEngineSide(engine: Pick<Engine, 'fetch'>): Send {
  return async (request) => {
    const url = `http://kit.drift${request.path}`;
    return read(await engine.fetch(new Request(url, init(request))), url);
  };
}

/**
 * A deployment's side, over HTTP at `baseUrl` (a path prefix is kept).
 * @example const send = createHttpSide('https://releases.example.com', 30_000)
 */
export function createHttpSide(baseUrl: string, timeoutMs: number, send: typeof fetch = fetch): Send {
  return async (request) => {
    const url = `${baseUrl}${request.path}`;
    return read(await send(url, { ...init(request), signal: AbortSignal.timeout(timeoutMs) }), url);
  };
}
