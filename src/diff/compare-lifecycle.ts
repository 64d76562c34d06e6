import type { Change } from './change.js';
import type { Node } from './resolve-ref.js';

/** `x-stability-level` values, least stable first (oasdiff's extension). */
const stabilityLevels = ['draft', 'alpha', 'beta', 'stable'] as const;

/** Whether an operation is `draft` or `alpha`: a change to it breaks no promise. */
export const isUnstable = (operation: Node) =>
  operation['x-stability-level'] === 'draft' || operation['x-stability-level'] === 'alpha';

/** A sunset date (`x-sunset`), as a time, `invalid`, or undefined when none is written. */
export function sunsetOf(node: Node): number | 'invalid' | undefined {
  const written = node['x-sunset'];
  if (written === undefined) return undefined;
  const time =
    typeof written === 'string' && /^\d{4}-\d{2}-\d{2}/.test(written) ? Date.parse(written) : Number.NaN;
  return Number.isNaN(time) ? 'invalid' : time;
}

type Emit = (rule: string, message: string, breaks: Change['breaks']) => void;

function compareStability(old: Node, neu: Node, emit: Emit) {
  const [was, is] = [old['x-stability-level'], neu['x-stability-level']];
  const rank = (level: unknown) => stabilityLevels.indexOf(level as (typeof stabilityLevels)[number]);
  for (const level of [was, is]) {
    if (level !== undefined && rank(level) < 0)
      return emit(
        'api-invalid-stability-level',
        `x-stability-level ${JSON.stringify(level)} is not one of ${stabilityLevels.join(', ')}: clients cannot tell what it promises`,
        ['clients'],
      );
  }
  if (was === undefined || is === undefined || rank(is) >= rank(was)) return;
  emit(
    'api-stability-decreased',
    `x-stability-level lowered from ${was} to ${is}: clients built on the stronger promise lose it`,
    ['clients'],
  );
}

/**
 * Compares the lifecycle oasdiff reads from an operation or a parameter: `x-stability-level`
 * lowered or not a known level, and a deprecation's `x-sunset` date removed or unreadable.
 * @param kind `operation` for an operation (rules `sunset-deleted`, `api-path-sunset-parse`),
 *   `parameter` for a parameter (`request-parameter-sunset-...`)
 */
export function compareLifecycle(kind: 'operation' | 'parameter', old: Node, neu: Node, emit: Emit) {
  if (kind === 'operation') compareStability(old, neu, emit);
  if (!neu.deprecated) return;
  const [was, is] = [sunsetOf(old), sunsetOf(neu)];
  const prefix = kind === 'operation' ? '' : 'request-parameter-';
  if (was !== undefined && is === undefined && old.deprecated)
    return emit(
      `${prefix}sunset-deleted`,
      'the sunset date of a deprecation was removed: clients no longer know until when it works',
      ['clients'],
    );
  if ((was === 'invalid' || is === 'invalid') && old['x-sunset'] !== neu['x-sunset'])
    emit(
      `${kind === 'operation' ? 'api-path-' : prefix}sunset-parse`,
      `x-sunset ${JSON.stringify(neu['x-sunset'] ?? old['x-sunset'])} is not a date: clients cannot tell until when it works`,
      ['clients'],
    );
}

/** The rule for a removed operation or parameter, by its deprecation and sunset (oasdiff's ids). */
export function removalRule(
  node: Node,
  now: number,
): 'without-deprecation' | 'with-deprecation' | 'before-sunset' {
  if (!node.deprecated) return 'without-deprecation';
  const sunset = sunsetOf(node);
  return typeof sunset === 'number' && sunset > now ? 'before-sunset' : 'with-deprecation';
}
