import type { EngineResponse } from '../../src/engine/http/pipeline/types.js';
import type { Json } from './breakers.js';
import { memoryEngine } from './engines.js';
import { type Served, serveEngine } from './serve-engine.js';

/**
 * The memory deployment of issue 31 with exactly two causes: `POST /v1/recall` accepts the request
 * and never answers, and `POST /v1/anchors` hands out anchor ids that are not UUIDs (`anc_1`, ...),
 * which its own request validation then refuses elsewhere (400, "anchor_id has an invalid
 * format"). Everything else is the kit's engine, correct.
 * @example const served = await serveTwoCauseMemory(); ... await served.close();
 */
export async function serveTwoCauseMemory(): Promise<Served> {
  let issued = 0;
  return serveEngine(memoryEngine(), {
    response: (response, request) => {
      // The connection stays open and silent until the server is closed.
      if (request.method === 'POST' && request.path === '/v1/recall')
        return new Promise<EngineResponse>(() => {});
      if (request.method === 'POST' && request.path === '/v1/anchors' && response.status < 300) {
        return { ...response, body: { ...(response.body as Json), anchor_id: `anc_${++issued}` } };
      }
      return response;
    },
  });
}
