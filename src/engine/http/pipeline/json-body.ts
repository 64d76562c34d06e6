import { ApiError } from './api-error.js';
import { utf8Length } from './utf8-length.js';

/** Body limits of the engine. @see ../../../../openapi/memory.yaml (x-inferred-decisions) */
export const bodyLimits = {
  maxBytes: 1_048_576,
  /** Control calls may load a whole dataset or fixture, so they get more room than the API. */
  maxControlBytes: 16 * 1_048_576,
  maxDepth: 32,
} as const;

/** The body limit of a path: adapters stop reading there, and the engine parses up to it. */
export function bodyLimitFor(path: string): number {
  return path.startsWith('/__control/') ? bodyLimits.maxControlBytes : bodyLimits.maxBytes;
}

/** Keys that could reach an object's prototype chain when a body is merged or spread. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

// ignoreBOM keeps a byte order mark in the text, where JSON.parse refuses it: RFC 8259 forbids
// sending one, and Prism (in front of the mock) refuses it too, so both modes answer the same 400.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Parses a JSON request body without trusting it: size, UTF-8, nesting depth and prototype keys
 * are checked, and every failure is a 400 (413 for size) in the API's error shape.
 */
export function parseJsonBody(
  raw: string | Uint8Array,
  tooLarge = false,
  maxBytes: number = bodyLimits.maxBytes,
): unknown {
  if (tooLarge || (typeof raw === 'string' ? utf8Length(raw, maxBytes) : raw.byteLength) > maxBytes) {
    throw new ApiError('payload_too_large', `request body exceeds ${maxBytes} bytes`);
  }
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : decoder.decode(raw);
  } catch {
    throw new ApiError('bad_request', 'request body is not valid UTF-8');
  }
  if (text.trim() === '') throw new ApiError('bad_request', 'request body is required');
  if (nestingDepth(text) > bodyLimits.maxDepth) {
    throw new ApiError('bad_request', `request body is nested deeper than ${bodyLimits.maxDepth} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError('bad_request', `request body is not valid JSON: ${(error as Error).message}`);
  }
  const key = findForbiddenKey(value, '');
  if (key !== null) throw new ApiError('bad_request', `${key} is not an allowed key`);
  return value;
}

/** Deepest bracket nesting of a JSON text, counted outside strings, before anything is parsed. */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** Path of the first forbidden key, or null. Depth is already bounded, so recursion is safe. */
function findForbiddenKey(value: unknown, path: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (child === null || typeof child !== 'object') continue;
      const found = findForbiddenKey(child, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  // Paths are built only on the way into objects and arrays: most values are strings or numbers.
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (forbiddenKeys.has(key)) return path === '' ? key : `${path}.${key}`;
    const child = (value as Record<string, unknown>)[key];
    if (child === null || typeof child !== 'object') continue;
    const found = findForbiddenKey(child, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}
