/**
 * Hostile deployments on 127.0.0.1: the kit's engines, served over real HTTP, with the attacks of
 * hostile-target.ts in what a deployment controls: error messages, a broken route's body, headers.
 */
import type { EngineRequest, EngineResponse } from '../../src/engine/http/pipeline/types.js';
import { memoryEngine, releasesEngine } from '../conformance/engines.js';
import { type Served, serveEngine } from '../conformance/serve-engine.js';
import { hostileHeader, hostileText } from './hostile-target.js';

const headers = { server: hostileHeader, 'x-hostile': hostileHeader };

/** Every answer with the hostile headers, and every error's message replaced by the attacks. */
function hostile(response: EngineResponse): EngineResponse {
  const body = response.body as Record<string, unknown> | null;
  const isError = response.status >= 400 && body !== null && typeof body === 'object' && 'message' in body;
  return {
    ...response,
    headers: { ...response.headers, ...headers },
    ...(isError ? { body: { ...body, message: hostileText } } : {}),
  };
}

/** A text answer carrying the attacks with CR/LF intact, as a broken route of a deployment sends it. */
function textAnswer(status: number): EngineResponse {
  return {
    status,
    headers: { 'content-type': `text/plain; charset=utf-8; note=${hostileHeader}`, ...headers },
    body: hostileText,
  };
}

function answerWith(route: (request: EngineRequest) => boolean) {
  return (response: EngineResponse, request: EngineRequest) =>
    route(request) ? textAnswer(200) : hostile(response);
}

/** A memory deployment judged: hydrate answers the attacks as text, every error message carries them. */
export function serveHostileMemory(): Promise<Served> {
  return serveEngine(memoryEngine(), {
    response: answerWith((request) => request.method === 'POST' && request.path === '/v1/memory/hydrate'),
  });
}

/** A releases deployment judged: a source's events answer the attacks as text, errors carry them. */
export function serveHostileReleases(): Promise<Served> {
  return serveEngine(releasesEngine(), {
    response: answerWith((request) => /^\/api\/v1\/sources\/[^/]+\/events$/.test(request.path)),
  });
}

/** A memory deployment that cannot be judged: it denies the workspace, with the attacks as the message. */
export function serveDenyingMemory(): Promise<Served> {
  return serveEngine(memoryEngine(), {
    request: () => ({
      status: 403,
      headers: { 'content-type': 'application/json', ...headers },
      body: { error: 'workspace_access_denied', message: hostileText },
    }),
  });
}

/** A releases deployment that cannot be judged: every path answers the attacks as a page. */
export function serveNotReleases(): Promise<Served> {
  return serveEngine(releasesEngine(), { request: () => textAnswer(200) });
}

/**
 * A releases deployment that differs from the kit where drift quotes it: a media type and a field
 * name that are the attacks (the shape comparison names the field by its path).
 */
export function serveDriftingReleases(): Promise<Served> {
  return serveEngine(releasesEngine(), {
    response: (response) => {
      const body = response.body as Record<string, unknown> | null;
      if (body === null || typeof body !== 'object') return hostile(response);
      return {
        ...hostile({ ...response, body: { ...body, [hostileText]: hostileText } }),
        headers: { ...response.headers, ...headers, 'content-type': `application/${hostileHeader}` },
      };
    },
  });
}

/** A releases deployment whose source names are the attacks: the dataset snapshot writes holds them. */
export function serveHostileDataset(): Promise<Served> {
  return serveEngine(releasesEngine(), {
    response: (response) => {
      const body = response.body as { sources?: object[] } | null;
      if (!Array.isArray(body?.sources)) return response;
      return {
        ...response,
        body: { ...body, sources: body.sources.map((s) => ({ ...s, name: hostileText })) },
      };
    },
  });
}
