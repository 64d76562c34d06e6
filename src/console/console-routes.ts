import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { summariseState } from '../../mocks/console/state-summary.js';
import { errorResponse, type KitErrorCode } from '../engine/http/pipeline/api-error.js';
import type { Mock } from '../engine/mock/types.js';
import { memoryDocument } from '../generated/memory-document.js';
import { releasesDocument } from '../generated/releases-document.js';
import { consoleHeaders, consoleModule, consolePage, pageCss } from './console-assets.js';
import { streamJournal } from './console-stream.js';
import { consoleCookieName, consoleCookieToken } from './console-token.js';
import { landingPage } from './landing.js';

/** What the console's routes need besides the mock. */
export interface ConsoleRouteOptions {
  /** The control token, when the control surface requires one: the console requires it too. */
  controlToken?: string | undefined;
}

const documents = { memory: memoryDocument, releases: releasesDocument };
const documentText = new Map<string, string>();

function write(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra = {},
): void {
  response.writeHead(status, {
    ...consoleHeaders,
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    ...extra,
  });
  response.end(body);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  write(response, status, 'application/json', JSON.stringify(body));

/** An error answer (errorResponse, api-error.ts) with the console's headers. */
function fail(response: ServerResponse, code: KitErrorCode, message: string): void {
  const answer = errorResponse(code, message);
  json(response, answer.status, answer.body);
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the request shows the token: the control header, or the cookie it was exchanged for. */
function authorised(request: IncomingMessage, token: string | undefined): boolean {
  if (token === undefined) return true;
  const sent = request.headers['x-control-token'] ?? consoleCookieToken(request);
  return typeof sent === 'string' && same(sent, token);
}

function isMock(served: unknown): served is Mock {
  return typeof served === 'object' && served !== null && 'journal' in served && 'watch' in served;
}

/**
 * Answers the console's requests and says whether it did: `/__console/…` (the page, its modules,
 * the live journal, the state, the document), and `GET /` and `GET /openapi.json`, which point to
 * it. Called by each listener after its guards (Host, and on `/__console/` the Origin rules of the
 * control surface), so it adds only the token: `/__console/?token=…` once, exchanged for an
 * HttpOnly SameSite=Strict cookie and a redirect that drops it from the address bar.
 * @example if (answerConsole(request, response, mock, { controlToken })) return;
 */
export function answerConsole(
  request: IncomingMessage,
  response: ServerResponse,
  served: unknown,
  options: ConsoleRouteOptions = {},
): boolean {
  const url = request.url ?? '/';
  if (request.method !== 'GET' || !isMock(served)) return false;
  const mock = served;
  const [path = '/', query = ''] = url.split('?');
  if (path === '/') {
    write(response, 200, 'text/html; charset=utf-8', landingPage(mock.api));
    return true;
  }
  if (path === '/favicon.ico') {
    // A browser opening the console asks for it: an empty answer, not a 404 in the journal.
    response.writeHead(204, consoleHeaders);
    response.end();
    return true;
  }
  if (path === '/openapi.json') {
    const text = documentText.get(mock.api) ?? JSON.stringify(documents[mock.api]);
    documentText.set(mock.api, text);
    write(response, 200, 'application/json', text, {
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    return true;
  }
  if (path !== '/__console' && !path.startsWith('/__console/')) return false;
  const token = options.controlToken;
  const given = new URLSearchParams(query).get('token');
  if (path === '/__console/' && given !== null && token !== undefined) {
    if (!same(given, token)) {
      unauthorised(response);
      return true;
    }
    response.writeHead(303, {
      ...consoleHeaders,
      location: '/__console/',
      'set-cookie': `${consoleCookieName(request)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict`,
      'content-length': 0,
    });
    response.end();
    return true;
  }
  if (!authorised(request, token)) unauthorised(response);
  else route(path, request, response, mock);
  return true;
}

function unauthorised(response: ServerResponse): void {
  write(
    response,
    401,
    'text/plain; charset=utf-8',
    'The console needs the control token: open the /__console/?token=… address the mock printed when it started.\n',
  );
}

function route(path: string, request: IncomingMessage, response: ServerResponse, mock: Mock): void {
  const name = path.slice('/__console/'.length);
  if (path === '/__console') write(response, 308, 'text/plain', '', { location: '/__console/' });
  else if (name === '') write(response, 200, 'text/html; charset=utf-8', consolePage);
  else if (name === 'page.css') write(response, 200, 'text/css', pageCss);
  else if (name === 'stream') streamJournal(mock, response, consoleHeaders);
  else if (name === 'info') json(response, 200, { api: mock.api, scope: scopeOf(request) });
  else if (name === 'document.json') json(response, 200, documents[mock.api]);
  else if (name === 'state')
    summariseState(mock).then(
      (summary) => json(response, 200, summary),
      (error: Error) => fail(response, 'internal_error', error.message),
    );
  else {
    const module = consoleModule(name);
    if (module === null) fail(response, 'not_found', `no console file ${name.slice(0, 60)}`);
    else write(response, 200, 'text/javascript; charset=utf-8', module);
  }
}

/** Whose exchanges the journal holds: this process's. Each replica or worker keeps its own. */
function scopeOf(request: IncomingMessage): string {
  return `exchanges served by process ${process.pid} on port ${request.socket.localPort}; under --redis or --workers each replica keeps its own journal and this console shows this one (the state is the shared one)`;
}
