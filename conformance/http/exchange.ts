import type { FaultInfo } from './fault-words.js';

/**
 * One request the suite sent and what came back, as recorded on the shared fetch. Every response
 * the suite sees is one of these, so the response checks can validate all of them.
 */
export interface Exchange {
  /** Order in the run, from 1. */
  seq: number;
  /** The check that sent it. */
  checkId: string | undefined;
  method: string;
  url: string;
  /** Lower-case names. */
  requestHeaders: Record<string, string>;
  requestBody: string | undefined;
  /** `undefined` when no response came (see `error`). */
  status: number | undefined;
  /** Lower-case names. */
  responseHeaders: Record<string, string>;
  bodyText: string;
  /** Why there is no response: timeout, reset, refused, budget. */
  error: string | undefined;
  /** The transport fault behind `error`; absent for a request the run did not send (a budget spent). */
  fault?: FaultInfo;
  durationMs: number;
  /** A curl command line that sends the same request. */
  curl: string;
}

/** The parsed body, or `undefined` when it is empty or not JSON. */
export function jsonOf(exchange: Exchange): unknown {
  if (!exchange.bodyText) return undefined;
  try {
    return JSON.parse(exchange.bodyText);
  } catch {
    return undefined;
  }
}

/** True when the response declares a JSON media type (`application/json` or `+json`). */
export function isJsonContentType(exchange: Exchange): boolean {
  const type = (exchange.responseHeaders['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Shortens text for a report line, keeping the start. */
export function clip(text: string, max = 400): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}

/**
 * How a failure report shows the response: status, content type and the body, clipped.
 * @example describeResponse(exchange) // '404 application/json {"error":"not_found","message":"anchor not found"}'
 */
export function describeResponse(exchange: Exchange): string {
  if (exchange.status === undefined) return `no response: ${exchange.error ?? 'unknown error'}`;
  const type = exchange.responseHeaders['content-type'] ?? 'no content-type';
  const body = exchange.bodyText ? clip(exchange.bodyText) : '(empty body)';
  return `${exchange.status} ${type} ${body}`;
}
