import { ToolInputError } from './tool-result.js';

/** A request the tools send to a mock or a deployment. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON when not a string. */
  body?: unknown;
  timeoutMs?: number;
}

/** What came back: the body parsed when it is JSON, else its text (`null` when empty). */
export interface IncomingAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Longest answer body kept, so that one huge answer cannot flood the agent's context. */
const maxBodyChars = 1_000_000;

/**
 * Sends one HTTP request over the network and reads the whole answer. A refused connection, a
 * timeout or an unusable URL is a {@link ToolInputError} that says what to check.
 * @example await send({ method: 'GET', url: 'http://127.0.0.1:4011/api/v1/sources?limit=1' })
 */
export async function send(request: OutgoingRequest): Promise<IncomingAnswer> {
  if (!URL.canParse(request.url) || !/^https?:/i.test(request.url)) {
    throw new ToolInputError(`not an absolute http(s) URL: ${JSON.stringify(request.url)}`);
  }
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(request.timeoutMs ?? 30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new ToolInputError(
      `${request.method} ${request.url} got no answer (${cause}): is the mock or deployment running? list_mocks shows the mocks this server started`,
    );
  }
  const text = await response.text();
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: parseBody(text.length > maxBodyChars ? `${text.slice(0, maxBodyChars)}…` : text),
  };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
