import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Engine } from '../../engine/engine.js';
import { withControls } from '../../engine/http/controls/controls.js';
import { ApiError } from '../../engine/http/pipeline/api-error.js';
import type { App } from '../../engine/http/pipeline/create-app.js';
import { renderError } from '../../engine/http/pipeline/create-app.js';
import { bodyLimitFor } from '../../engine/http/pipeline/json-body.js';
import type { EngineResponse } from '../../engine/http/pipeline/types.js';
import { guardControl } from './control-token.js';
import { answerPreflight, corsHeaders } from './cors.js';
import { networkFaultHeader, performNetworkFault } from './network-fault.js';
import {
  type BodyRead,
  createNodeBodyCache,
  readBody,
  toEngineRequest,
  writeResponse,
} from './node-request.js';

/** Options of {@link createNodeHandler}. */
export interface NodeHandlerOptions {
  /** Add CORS headers and answer preflights (direct mode only; Prism does it otherwise). */
  cors?: boolean;
  /** Runs after the engine answered and before the answer is written: `--state` persists here. */
  beforeRespond?: () => Promise<void>;
  /**
   * Set when our own front (via Prism) is the only client: the origin comes from X-Forwarded-Host,
   * and a network fault is handed to the front in a header rather than done to Prism's connection.
   */
  trustForwarded?: boolean;
  /** Where failures of `beforeRespond` are reported. Default: console.error. */
  onError?: (error: unknown) => void;
  /** Required in `x-control-token` on `/__control/` calls when set (see control-token.ts). */
  controlToken?: string;
}

/** Answers one request whose body has been read: see {@link createEngineAnswer}. */
export type EngineAnswer = (
  request: IncomingMessage,
  response: ServerResponse,
  read: BodyRead,
) => Promise<void>;

/**
 * Writes answers once per turn of the event loop, after node has read every socket that was
 * ready: the answers of one turn then leave back to back. Written one by one as each is computed,
 * every write found a client that had gone back to sleep since the last one and paid for waking
 * it (in the kernel, and on a virtual machine in the hypervisor): a recall over 1,000 atoms cost
 * the process 143-152 µs of CPU per answer instead of 86-101, side by side under the same load
 * (bench/ceiling.ts, BENCHMARKS.md section 7). An answer waits at most for the other answers of
 * its turn: a lone request waits for nothing but the end of the turn it arrived in.
 */
function createWriteBatch(): (write: () => void) => void {
  let due: (() => void)[] = [];
  const flush = () => {
    const writes = due;
    due = [];
    for (const write of writes) write();
  };
  return (write) => {
    if (due.push(write) === 1) setImmediate(flush);
  };
}

/**
 * The step both HTTP surfaces share once a body is read (the direct listener below, and the Prism
 * front for what it gives the engine itself): `engine.handle`, `beforeRespond`, then the answer
 * written as JSON or the network fault it asks for. A throw becomes a 500 in the API's shape.
 * @example const answer = createEngineAnswer(engine, { beforeRespond }); await answer(request, response, read)
 */
export function createEngineAnswer(
  served: Pick<App, 'handle'> | Engine,
  options: Omit<NodeHandlerOptions, 'controlToken'> = {},
): EngineAnswer {
  // A whole engine gets the journal, overrides and faults (shared with the front, see withControls).
  const engine = isEngine(served) ? withControls(served) : served;
  const extra: Record<string, string> = options.cors ? corsHeaders : {};
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const cache = createNodeBodyCache();
  const later = createWriteBatch();
  const failed = (error: unknown) =>
    renderError(new ApiError('internal_error', `the mock could not answer: ${(error as Error).message}`));
  return async (request, response, read) => {
    let answer: EngineResponse;
    try {
      answer = await engine.handle(toEngineRequest(request, read, options.trustForwarded));
      // Persist before answering: a client that saw a success must find it after a crash. Awaited
      // only when set: `await undefined` would still cost every request a turn of the queue.
      if (options.beforeRespond) await options.beforeRespond();
    } catch (error) {
      onError(error);
      answer = failed(error);
    }
    if (answer.network && !options.trustForwarded) {
      const text = answer.body === null || answer.body === undefined ? '' : JSON.stringify(answer.body);
      return performNetworkFault(
        answer.network,
        request,
        response,
        answer.status,
        { ...answer.headers, ...extra },
        text,
      );
    }
    const headers = answer.network ? { ...extra, [networkFaultHeader]: answer.network } : extra;
    const written = answer;
    later(() => {
      try {
        writeResponse(response, written, headers, read.tooLarge, cache);
      } catch (error) {
        // An answer that cannot be written (a body JSON cannot serialise, a header node refuses):
        // reported, and a 500 in the API's shape instead; never a crash.
        onError(error);
        if (response.headersSent) response.destroy();
        else writeResponse(response, failed(error), extra, read.tooLarge);
      }
    });
  };
}

/**
 * Serves an engine over node:http: reads the body within the engine's limit, calls
 * `engine.handle`, writes JSON. An aborted request is dropped; nothing here can crash the process.
 * @example http.createServer(createNodeHandler(engine, { cors: true })).listen(4010)
 */
export function createNodeHandler(
  served: Pick<App, 'handle'> | Engine,
  options: NodeHandlerOptions = {},
): RequestListener {
  const answer = createEngineAnswer(served, options);
  return (request, response) => {
    if (options.cors && answerPreflight(request, response)) return;
    if (!guardControl(request, response, options.controlToken)) return;
    readBody(request, bodyLimitFor((request.url ?? '/').split('?')[0] ?? '/')).then(
      (read) => answer(request, response, read),
      // The client went away mid-body: there is no one to answer.
      () => response.destroy(),
    );
  };
}

/** Whether `value` is a whole engine (with routes and state) rather than a bare `handle`. */
export function isEngine(value: Pick<App, 'handle'> | Engine): value is Engine {
  return 'routes' in value && 'reset' in value;
}
