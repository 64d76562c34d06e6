import { createExchange, type Exchange, headerRecord } from './exchange.js';

/** A HAR file that cannot be read: exit code 2, with the entry and field named. */
export class HarFormatError extends Error {
  override readonly name = 'HarFormatError';
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(value: unknown, path: string): Loose {
  if (!isObject(value)) throw new HarFormatError(`${path} must be an object`);
  return value;
}

/** HTTP/2 exports list pseudo-headers (`:authority`); they are not headers of the exchange. */
function headersOf(list: unknown, path: string): Record<string, string> {
  if (list === undefined) return {};
  if (!Array.isArray(list)) throw new HarFormatError(`${path} must be an array`);
  const named = list.filter(isObject).map((pair) => [String(pair.name), String(pair.value ?? '')] as const);
  return headerRecord(named.filter(([name]) => !name.startsWith(':')));
}

/** Dev tools store binary or compressed bodies as base64 with `encoding: "base64"`. */
function textOf(content: Loose | undefined): string | undefined {
  if (content === undefined || typeof content.text !== 'string') return undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

function toExchange(value: unknown, index: number): Exchange {
  const path = `log.entries[${index}]`;
  const entry = field(value, path);
  const request = field(entry.request, `${path}.request`);
  const response = field(entry.response, `${path}.response`);
  if (typeof request.method !== 'string' || typeof request.url !== 'string' || !URL.canParse(request.url)) {
    throw new HarFormatError(`${path}.request needs a method and an absolute url`);
  }
  const status = Number(response.status);
  const content = isObject(response.content) ? response.content : undefined;
  return createExchange({
    seq: index + 1,
    method: request.method,
    url: request.url,
    requestHeaders: headersOf(request.headers, `${path}.request.headers`),
    requestBody: textOf(isObject(request.postData) ? request.postData : undefined),
    // Status 0 is how browsers record a request that got no answer (blocked, aborted, offline).
    status: status > 0 ? status : undefined,
    responseHeaders: headersOf(response.headers, `${path}.response.headers`),
    bodyText: textOf(content) ?? '',
    durationMs: Number(entry.time) || 0,
    error: status > 0 ? undefined : String(entry.comment ?? response._error ?? 'no response recorded'),
  });
}

/**
 * Reads the exchanges of a HAR 1.2 file (ours, or one exported from a browser's dev tools).
 * @throws {HarFormatError} when the text is not a HAR log, naming the entry at fault.
 * @example readHar(await readFile('session.har', 'utf8')).length
 */
export function readHar(text: string): Exchange[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new HarFormatError(`not JSON: ${(error as Error).message}`);
  }
  const log = field(field(parsed, 'the file').log, 'log');
  if (!Array.isArray(log.entries)) throw new HarFormatError('log.entries must be an array');
  return log.entries.map(toExchange);
}
