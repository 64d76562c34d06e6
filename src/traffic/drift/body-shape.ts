/** A place in a JSON body: property names and `[]` for "any item of this array". */
export type BodyPath = string[];

/** One way two bodies differ in shape. */
export interface ShapeDifference {
  path: BodyPath;
  kit: string;
  deployment: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The keys and types of every item of an array, merged, so arrays of different lengths compare. */
function mergedItems(items: unknown[]): Record<string, unknown> | unknown {
  const objects = items.filter((item) => typeOf(item) === 'object') as Record<string, unknown>[];
  if (objects.length === 0) return items[0];
  return Object.assign({}, ...objects.reverse());
}

// Integers are numbers (1 on one side, 1.5 on the other), and null stands beside any type: a
// nullable link is null for one record and a URL for another, which says nothing about the shape.
const sameType = (a: string, b: string) =>
  a === b ||
  a === 'null' ||
  b === 'null' ||
  (['integer', 'number'].includes(a) && ['integer', 'number'].includes(b));

/**
 * The shape differences of two bodies: a field one side has and the other lacks, or a field whose
 * JSON type differs. Values are not compared; empty arrays match any array and null any type.
 * @example compareShapes({ a: 1 }, { a: '1', b: true }) // [{ path: ['a'], kit: 'integer', deployment: 'string' }, { path: ['b'], kit: 'absent', deployment: 'boolean' }]
 */
export function compareShapes(kit: unknown, deployment: unknown, path: BodyPath = []): ShapeDifference[] {
  const [a, b] = [typeOf(kit), typeOf(deployment)];
  if (!sameType(a, b)) return [{ path, kit: a, deployment: b }];
  if (a === 'array') {
    const [left, right] = [kit as unknown[], deployment as unknown[]];
    if (left.length === 0 || right.length === 0) return [];
    return compareShapes(mergedItems(left), mergedItems(right), [...path, '[]']);
  }
  if (a !== 'object') return [];
  const [left, right] = [kit as Record<string, unknown>, deployment as Record<string, unknown>];
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) => {
    if (!(key in right)) return [{ path: [...path, key], kit: typeOf(left[key]), deployment: 'absent' }];
    if (!(key in left)) return [{ path: [...path, key], kit: 'absent', deployment: typeOf(right[key]) }];
    return compareShapes(left[key], right[key], [...path, key]);
  });
}

/** `/events/[]/sources`, or `/` for the whole body. */
export const formatPath = (path: BodyPath): string => `/${path.join('/')}`;
