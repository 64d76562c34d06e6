/** A record of a JSON body, read loosely. */
export type Json = Record<string, unknown>;

/**
 * The array at `key` of a body (`[]` when absent), for checks that read lists.
 * @example listOf(body, 'events').length
 */
export function listOf(body: unknown, key: string): Json[] {
  const value = (body as Json | undefined)?.[key];
  return Array.isArray(value) ? (value as Json[]) : [];
}

/**
 * A field of a body's `pagination` object.
 * @example paginationOf(body, 'total')
 */
export function paginationOf(body: unknown, key: 'limit' | 'offset' | 'total'): unknown {
  return ((body as Json | undefined)?.pagination as Json | undefined)?.[key];
}

/**
 * A top-level field of a body.
 * @example fieldOf(body, 'anchor_id')
 */
export function fieldOf(body: unknown, key: string): unknown {
  return (body as Json | undefined)?.[key];
}

/** The first index at which `items` break a pairwise rule, or -1. */
export function firstBreak<T>(items: readonly T[], inOrder: (before: T, after: T) => boolean): number {
  return items.findIndex((item, i) => i > 0 && !inOrder(items[i - 1] as T, item));
}
