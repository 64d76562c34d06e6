import type { RequestListener, ServerResponse } from 'node:http';
import { answerConsole } from '../../console/console-routes.js';
import { ApiError } from '../../engine/http/pipeline/api-error.js';
import { renderError } from '../../engine/http/pipeline/create-app.js';
import { bodyLimitFor } from '../../engine/http/pipeline/json-body.js';
import type { EngineResponse } from '../../engine/http/pipeline/types.js';
import type { Mock } from '../../engine/mock/types.js';
import type { AccessPolicy } from './allowed-origins.js';
import { guardControl } from './control-token.js';
import { answerPreflight, corsHeadersFor } from './cors.js';
import { guardInner } from './front-secret.js';
import { answerHealth } from './health.js';
import { networkFaultHeader, performNetworkFault } from './network-fault.js';
import {
  type Arrival,
  arrive,
  type BodyRead,
  createNodeBodyCache,
  readBody,
  toEngineRequest,
  writeResponse,
} from './node-request.js';
import { guardRequest } from './request-guard.js';

/** Options of {@link createNodeHandler}. */
export interface NodeHandlerOptions {
  /**
   * Set on a public listener (direct mode, and the engine's answers before Prism listens): the
   * Host and control checks of request-guard.ts, and CORS headers and preflights by this policy.
   */
  access?: AccessPolicy;
  /**
   * Set on the inner listener behind Prism: every request must carry the front's secret
   * (front-secret.ts), so the port is useless to anyone but the front.
   */
  frontSecret?: string;
  /**
   * Set when our own front (via Prism) is the only client: the origin comes from X-Forwarded-Host,
   * and a network fault is handed to the front in a header rather than done to Prism's connection.
   */
  trustForwarded?: boolean;
  /** Where an answer that failed is reported. Default: console.error. */
  onError?: (error: unknown) => void;
  /** Required in `x-control-token` on `/__control/` calls when set (see control-token.ts). */
  controlToken?: string;
}

/** Answers one arrived request whose body has been read: see {@link createEngineAnswer}. */
export type EngineAnswer = (arrival: Arrival, response: ServerResponse, read: BodyRead) => Promise<void>;

const none: Record<string, string> = {};

/**
 * Writes answers once per turn of the event loop, after node has read every socket that was
 * ready: the answers of one turn then leave back to back. Written one by one as each is computed,
 * every write found a client that had gone back to sleep since the last one and paid for waking
 * it (in the kernel, and on a virtual machine in the hypervisor): a recall over 1,000 atoms cost
 * the process 143-152 µs of CPU per answer instead of 86-101, side by side under the same load
 * (bench/ceiling.ts, bench/history.md section 7). An answer waits at most for the other answers of
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

/** What the node:http surfaces call: a mock's `handle` (src/engine/mock/create-mock.ts). */
export type Served = Pick<Mock, 'handle'>;

/**
 * The step both HTTP surfaces share once a body is read (the direct listener below, and the Prism
 * front for what it gives the engine itself): the mock's `handle`, then the answer written as JSON
 * or the network fault it asks for. A rejection becomes a 500 in the API's shape.
 * @example const answer = createEngineAnswer(mock, { access: {} }); await answer(arrival, response, read)
 */
export function createEngineAnswer(
  mock: Served,
  options: Pick<NodeHandlerOptions, 'access' | 'trustForwarded' | 'onError'> = {},
): EngineAnswer {
  const { access } = options;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const cache = createNodeBodyCache();
  const later = createWriteBatch();
  const failed = (error: unknown) =>
    renderError(new ApiError('internal_error', `the mock could not answer: ${(error as Error).message}`));
  return async (arrival, response, read) => {
    const extra = access ? corsHeadersFor(arrival, access) : none;
    let answer: EngineResponse;
    try {
      answer = await mock.handle(toEngineRequest(arrival, read, options.trustForwarded));
    } catch (error) {
      onError(error);
      answer = failed(error);
    }
    if (answer.network && !options.trustForwarded) {
      const text = answer.body === null || answer.body === undefined ? '' : JSON.stringify(answer.body);
      return performNetworkFault(
        answer.network,
        arrival.message,
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
 * Serves a mock over node:http: reads the body within the engine's limit, calls the mock's
 * `handle`, writes JSON. An aborted request is dropped; nothing here can crash the process.
 * @example http.createServer(createNodeHandler(createMock(engine), { access: {} })).listen(4010)
 */
export function createNodeHandler(mock: Served, options: NodeHandlerOptions = {}): RequestListener {
  const answer = createEngineAnswer(mock, options);
  const { access, frontSecret, controlToken } = options;
  return (request, response) => {
    // The request's facts, read once here and handed on: nothing rides on node's message.
    const arrival = arrive(request);
    if (frontSecret !== undefined && !guardInner(arrival, response, frontSecret)) return;
    if (access && !guardRequest(arrival, response, access, controlToken)) return;
    if (access && answerPreflight(arrival, response, access)) return;
    if (answerHealth(request, response, true)) return;
    if (!access && !guardControl(request, response, controlToken)) return;
    // The console's pages and live journal (src/console), once the guards above let it through.
    if (answerConsole(request, response, mock, { controlToken })) return;
    readBody(arrival, bodyLimitFor(arrival.path)).then(
      (read) => answer(arrival, response, read),
      // The client went away mid-body: there is no one to answer.
      () => response.destroy(),
    );
  };
}
