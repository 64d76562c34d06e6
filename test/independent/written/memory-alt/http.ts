import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** A body sent instead of the usual `{error, message}`. */
    readonly rawBody?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, 'bad_request', message);
export const notFound = (message: string): HttpError => new HttpError(404, 'not_found', message);

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** Reads the whole body; refuses more than `maxBytes` with a 413. */
export async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      throw new HttpError(413, 'payload_too_large', `request body exceeds ${maxBytes} bytes`);
    }
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw badRequest('request body is required');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('request body is not valid JSON');
  }
}

export type Body = Record<string, unknown>;

export function asObject(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('request body must be a JSON object');
  }
  return value as Body;
}

export function requireString(body: Body, field: string, max = 10_000): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw badRequest(`${field} is required`);
  if (value.length > max) throw badRequest(`${field} is longer than ${max} characters`);
  return value;
}

export function optionalString(body: Body, field: string, fallback: string, max = 10_000): string {
  if (body[field] === undefined) return fallback;
  return requireString(body, field, max);
}

export function optionalObject(body: Body, field: string): Body {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be an object`);
  return value as Body;
}
