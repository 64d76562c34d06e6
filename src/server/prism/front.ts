import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerConsole } from '../../console/console-routes.js';
import { errorResponse } from '../../engine/http/pipeline/api-error.js';
import { bodyLimitFor, parseJsonBody } from '../../engine/http/pipeline/json-body.js';
import type { AccessPolicy } from '../http/allowed-origins.js';
import { answerPreflight, corsHeadersFor } from '../http/cors.js';
import { frontSecretHeader } from '../http/front-secret.js';
import { answerHealth } from '../http/health.js';
import {
  type NetworkFault,
  networkFaultHeader,
  performNetworkFault,
  readNetworkFault,
} from '../http/network-fault.js';
import { createEngineAnswer, type Served } from '../http/node-adapter.js';
import { type Arrival, arrive, readBody, writeResponse } from '../http/node-request.js';
import { guardRequest } from '../http/request-guard.js';
import { nodeHttp } from '../node-http.js';
import { createViolationLog, isDeliberate, type ViolationReport } from './violations.js';

const { Agent, request: httpRequest } = nodeHttp;

/** Options of {@link createFront}. */
export interface FrontOptions {
  /** The mock (createMock) whose `handle` answers what the front keeps from Prism. */
  mock: Served;
  /**
   * Prism's URL, e.g. `http://127.0.0.1:40123`, or a promise of it while Prism starts. Until it
   * resolves the front answers 503 (or hands requests to `beforePrism`); if it rejects, 502.
   */
  prismUrl: string | Promise<string>;
  /**
   * Opt-in (`--serve-before-prism`): until Prism listens, requests go to this listener, the engine
   * served as with `--direct`, and every such answer carries `x-contract-kit-validation: pending`.
   */
  beforePrism?: RequestListener;
  /** Where response violations and proxy failures are logged. Default: console.error. */
  log?: (line: string) => void;
  /** Required in `x-control-token` on `/__control/` calls when set (see control-token.ts). */
  controlToken?: string;
  /** Which Host names, and which page origins for CORS and the control surface, it answers. */
  access?: AccessPolicy;
  /** Added to everything forwarded to Prism, which the engine's inner listener requires (front-secret.ts). */
  frontSecret?: string;
}

/** The header on every answer that Prism did not check because it was still starting. */
export const validationHeader = 'x-contract-kit-validation';

/** The public front of a Prism-validated mock. */
export interface Front {
  listener: RequestListener;
  violations(): ViolationReport;
  /** Prism exited (why): answer 503 with Retry-After, as while starting, until `prismUp`. */
  prismDown(reason: string): void;
  /** A restarted Prism listens at `url`. */
  prismUp(url: string): void;
  /** Drops the kept-alive connections to Prism. */
  close(): void;
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * A request target Prism can route without throwing: the origin form with one leading slash, and
 * a path whose percent-escapes decode (Prism decodes path parameters unguarded, and
 * `/api/v1/sources/%ZZ/events` ended its process with a URIError), with no `.` or `..` segment
 * (Prism resolves `/api/v1/sources/../events` to `/api/v1/events`; the engine, as in direct mode,
 * reads `..` as a source id and refuses it).
 */
function isPlainPath(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith('/') || url.startsWith('//')) return false;
  try {
    const segments = decodeURIComponent(url.split('?')[0] ?? '').split('/');
    return !segments.some((segment) => segment === '.' || segment === '..');
  } catch {
    return false;
  }
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Whether the engine's own body parser accepts this body; the same rules in both modes. */
function isAcceptableJson(body: Uint8Array): boolean {
  try {
    parseJsonBody(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * How long after Prism dropped a connection the front waits to hear that Prism exited before it
 * calls the drop a 502: an exit is heard within milliseconds, even on a loaded machine.
 */
const diedWithinMs = 2_000;

/** How long Prism may take to answer one request (see `proxy`). */
const upstreamTimeoutMs = 120_000;

/**
 * The client's headers for Prism, with the front's secret for the engine behind it; the body is
 * sent with a Content-Length since it is buffered.
 */
function forwardedHeaders(
  arrival: Arrival,
  body: Uint8Array | null,
  prismHost: string,
  secret: string | undefined,
) {
  const request = arrival.message;
  // Node's own lists: a repeated header goes to Prism as the client sent it, line by line.
  const distinct = request.headersDistinct;
  const headers: Record<string, string[] | string> = {};
  for (const [name, values] of Object.entries(distinct)) {
    // Host names Prism now (node sets it); the client's Host travels as X-Forwarded-Host.
    if (values && !hopByHop.has(name) && name !== 'content-length' && name !== 'host') {
      headers[name] = values.length === 1 ? (values[0] as string) : values;
    }
  }
  // JSON is UTF-8 (RFC 8259), and the engine reads every body so; Prism would decode by the charset
  // parameter instead, and on `charset=utf-16` it never answers. Only a body the engine's parser
  // accepted comes here, so the parameter is dropped and both read the same text.
  const type = headers['content-type'];
  if (typeof type === 'string' && isJson(type))
    headers['content-type'] = type.replace(/;\s*charset\s*=[^;]*/gi, '');
  // The first Host, as node's `headers` kept it (not the arrival's, which joins a repeated one).
  headers['x-forwarded-host'] = distinct.host?.[0] ?? prismHost;
  headers['x-forwarded-proto'] = 'http';
  // Set after the copy, so a client's own header of that name never reaches Prism.
  if (secret !== undefined) headers[frontSecretHeader] = secret;
  else delete headers[frontSecretHeader];
  if (body !== null) headers['content-length'] = String(body.byteLength);
  else if (request.method !== 'GET') headers['content-length'] = '0';
  return headers;
}

/**
 * The public port of a Prism-validated mock: client -> front -> Prism -> engine.
 *
 * Why a front at all: Prism's own body parser answers a malformed JSON body itself, with a 400 in
 * its problem shape (`{"error":{"code":"invalid_json"}}`), and a body over 10 MB with its own 413;
 * neither is the APIs' documented `{error, message}`. So the front reads the body first (never more
 * than the engine's limit) and gives a body the engine would refuse (too large, not JSON, too deep,
 * `__proto__` keys) straight to the engine in-process, which answers exactly as in direct mode
 * (those error answers skip Prism's check; the direct-mode tests cover them). HEAD and the body of
 * a GET get the same treatment, for the same reason (see below). Everything else goes to Prism with
 * its body unchanged, and every response violation Prism reports in `sl-violations` is logged and
 * counted; `GET /__control/violations` reports them. While Prism starts, the front answers 503
 * with `Retry-After`, or, only when asked (`beforePrism`), lets the engine answer unvalidated with
 * `x-contract-kit-validation: pending`.
 * @see ../../../ARCHITECTURE.md#prism-in-front-of-the-engine "Prism's place"
 */
export function createFront(options: FrontOptions): Front {
  const log = options.log ?? ((line: string) => console.error(line));
  const violations = createViolationLog(log);
  // Null while Prism starts; `failure` says why it never will.
  let prism: URL | null = null;
  let failure: string | null = null;
  // Set while a Prism that had been listening is being restarted (see prism-supervisor.ts).
  let restarting: string | null = null;
  let restarts = 0;
  // Counts Prism's exits: a request remembers the one it was sent to (see prismDied).
  let generation = 0;
  const downWaiters = new Set<() => void>();
  if (typeof options.prismUrl === 'string') prism = new URL(options.prismUrl);
  else
    options.prismUrl.then(
      (url) => {
        prism = new URL(url);
      },
      (error: Error) => {
        failure = error.message;
      },
    );
  let agent = new Agent({ keepAlive: true });
  const access = options.access ?? {};
  /**
   * The CORS headers of every answer the front sends, its own and Prism's alike (Prism runs with
   * its CORS off: `cors: false` in host/host.cjs): set before the head is written, which adds them.
   */
  const addOwnCors = (arrival: Arrival, response: ServerResponse) => {
    for (const [name, value] of Object.entries(corsHeadersFor(arrival, access)))
      response.setHeader(name, value);
  };
  const upstreamHeaders = (arrival: Arrival, body: Uint8Array | null, prismHost: string) =>
    forwardedHeaders(arrival, body, prismHost, options.frontSecret);
  // What the front gives the engine itself is answered as in direct mode, by the same step and
  // the same mock as the inner leg's, so faults apply here too. Their CORS headers are the
  // front's own (addOwnCors): no Prism adds any to these answers.
  const direct = createEngineAnswer(options.mock, {
    onError: (error) => log(`contract-kit: unexpected error (500): ${(error as Error).stack ?? error}`),
  });

  /** Does to the client what the engine's fault asked for, once Prism has checked the answer. */
  function answerWithFault(
    fault: NetworkFault,
    request: IncomingMessage,
    response: ServerResponse,
    answer: IncomingMessage,
    out: Record<string, string | string[]>,
  ): void {
    const status = answer.statusCode ?? 502;
    if (fault !== 'truncate') {
      answer.resume();
      performNetworkFault(fault, request, response, status, out, '');
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => performNetworkFault(fault, request, response, status, out, Buffer.concat(chunks)));
  }

  /** Answers while Prism is not listening: the engine itself if asked for, else 503, or 502 for good. */
  function beforePrism(request: IncomingMessage, response: ServerResponse): void {
    if (failure !== null) {
      const message = `Prism, the validating proxy in front of the mock, could not start: ${failure}`;
      writeResponse(response, errorResponse('bad_gateway', message));
    } else if (options.beforePrism) {
      response.setHeader(validationHeader, 'pending');
      options.beforePrism(request, response);
    } else {
      unavailable(response);
    }
  }

  /** 503 with Retry-After: Prism is starting, or restarting after it exited. */
  function unavailable(response: ServerResponse, more?: string): void {
    const message =
      restarting === null
        ? 'the mock is starting'
        : `Prism, the validating proxy in front of the mock, is restarting (${restarting}); nothing stored was lost${more === undefined ? '' : `; ${more}`}`;
    writeResponse(response, errorResponse('starting', message, { 'retry-after': '1' }));
  }

  /**
   * Whether the Prism a request was sent to (its `generation`) exited: at once if the supervisor
   * already said so, else when it does within `diedWithinMs`; false if Prism is still running then.
   */
  function prismDied(sentTo: number): Promise<boolean> {
    if (generation !== sentTo) return Promise.resolve(true);
    return new Promise((resolve) => {
      const settle = (died: boolean) => {
        clearTimeout(timer);
        downWaiters.delete(onDown);
        resolve(died);
      };
      const onDown = () => settle(true);
      const timer = setTimeout(() => settle(false), diedWithinMs);
      downWaiters.add(onDown);
    });
  }

  function proxy(prism: URL, arrival: Arrival, response: ServerResponse, body: Uint8Array | null): void {
    const request = arrival.message;
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const headers = upstreamHeaders(arrival, body, `${prism.hostname}:${prism.port}`);
    const upstream = httpRequest(
      { agent, host: prism.hostname, port: prism.port, method, path, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const header = answer.headers['sl-violations'];
        const deliberate = isDeliberate(answer.headers);
        violations.record(
          method,
          path,
          status,
          Array.isArray(header) ? header.join(',') : header,
          deliberate,
        );
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !hopByHop.has(name) && name !== networkFaultHeader) out[name] = value;
        }
        const fault = readNetworkFault(answer.headers[networkFaultHeader]);
        if (fault) {
          answerWithFault(fault, request, response, answer, out);
          return;
        }
        response.writeHead(status, out);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    // Prism answers within the engine's own longest wait (Prefer: delay, at most 30 s, plus
    // --latency), or the client is told so instead of waiting for ever.
    upstream.setTimeout(upstreamTimeoutMs, () =>
      upstream.destroy(new Error(`no answer within ${upstreamTimeoutMs / 1000} s`)),
    );
    const sentTo = generation;
    upstream.on('error', (error) => {
      if (response.headersSent) return void response.destroy();
      // A connection Prism dropped is most often Prism dying (a crash, a SIGKILL): its sockets
      // close at once, and the supervisor hears of the exit a moment later. That client is told
      // what every client is told while Prism restarts (503, Retry-After), not a 502, so the
      // promise holds whichever of the two events a machine delivers first.
      void prismDied(sentTo).then((died) => {
        if (response.destroyed) return;
        addOwnCors(arrival, response);
        if (died) return unavailable(response, 'the request may have reached the mock before Prism stopped');
        log(`contract-kit: Prism did not answer ${method} ${path}: ${error.message}`);
        const message = `Prism, the validating proxy in front of the mock, did not answer: ${error.message}`;
        writeResponse(response, errorResponse('bad_gateway', message));
      });
    });
    // A client that hangs up mid-answer must not leave the upstream exchange running.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    upstream.end(body ?? undefined);
  }

  const listener: RequestListener = (request, response) => {
    // The request's facts, read once here and handed on: nothing rides on node's message.
    const arrival = arrive(request);
    if (!guardRequest(arrival, response, access, options.controlToken)) return;
    if (answerPreflight(arrival, response, access)) return;
    if (answerHealth(request, response, prism !== null)) return;
    // The console's pages and live journal (src/console), once the guards above let it through.
    if (answerConsole(request, response, options.mock, { controlToken: options.controlToken })) return;
    if (request.method === 'GET' && request.url === '/__control/violations') {
      addOwnCors(arrival, response);
      writeResponse(response, {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: report(),
      });
      return;
    }
    const target = prism;
    if (target === null) {
      addOwnCors(arrival, response);
      return beforePrism(request, response);
    }
    readBody(arrival, bodyLimitFor(arrival.path))
      .then(
        (read) => {
          // The first Content-Type, as node's `headers` kept it (the arrival's joins a repeated one).
          const refused =
            read.body !== null &&
            isJson(request.headersDistinct['content-type']?.[0]) &&
            !isAcceptableJson(read.body);
          // Prism answers HEAD with its own 500, so the engine answers it (none of the APIs documents HEAD).
          // A target that is not a plain path (`//`, `//host/x`, an absolute URL, a broken escape)
          // makes Prism answer its own 500 or exit: the engine answers it, as in direct mode.
          if (read.tooLarge || refused || request.method === 'HEAD' || !isPlainPath(request.url)) {
            addOwnCors(arrival, response);
            return direct(arrival, response, read);
          }
          addOwnCors(arrival, response);
          // Prism refuses to forward a GET with a body (its own 501); no GET operation reads one, so drop it.
          proxy(target, arrival, response, request.method === 'GET' ? null : read.body);
        },
        () => response.destroy(),
      )
      .catch((error: unknown) => {
        log(
          `contract-kit: front failed on ${request.method} ${request.url}: ${(error as Error).stack ?? error}`,
        );
        response.destroy();
      });
  };
  function report(): ViolationReport {
    const down = restarting === null ? {} : { prismRestarting: true };
    return {
      ...violations.report(),
      ...(restarts > 0 || restarting ? { prismRestarts: restarts, ...down } : {}),
    };
  }

  return {
    listener,
    violations: report,
    prismDown(reason) {
      prism = null;
      restarting = reason;
      generation++;
      for (const waiter of [...downWaiters]) waiter();
      // Kept-alive sockets point at the Prism that is gone.
      agent.destroy();
    },
    prismUp(url) {
      agent = new Agent({ keepAlive: true });
      prism = new URL(url);
      restarting = null;
      restarts++;
    },
    close: () => agent.destroy(),
  };
}
