import { findOperation, operationsOf } from '../../conformance/schema/operations.js';

/** The two APIs the kit knows. */
export type ApiName = 'memory' | 'releases';

/** The API names, for usage checks. */
export const apiNames: readonly ApiName[] = ['memory', 'releases'];

const operations = { memory: operationsOf('memory'), releases: operationsOf('releases') };

// Prefixes that are plainly one API's even when the exact path or method is not documented.
const prefixes: [RegExp, ApiName][] = [
  [/^\/v1\//, 'memory'],
  [/^\/api\/v1\/billing\//, 'memory'],
  [/^\/api\/v1(\/|$)/, 'releases'],
];

/**
 * Which API a request belongs to, by its documented operation or else its path prefix;
 * `undefined` for anything else (a page, a script, another service).
 * @example apiOf('GET', 'https://app.example/api/v1/events?limit=5') // 'releases'
 */
export function apiOf(method: string, url: string): ApiName | undefined {
  for (const api of apiNames) if (findOperation(operations[api], method, url)) return api;
  const { pathname } = new URL(url);
  return prefixes.find(([pattern]) => pattern.test(pathname))?.[1];
}
