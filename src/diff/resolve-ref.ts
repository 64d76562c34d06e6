/** A JSON value of a parsed OpenAPI document, read without assumptions about its shape. */
export type Node = Record<string, unknown>;

/** A `$ref` that does not point into its own document, or points nowhere. */
export class RefError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefError';
  }
}

/** Whether a value is a JSON object (not an array, not null). */
export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Targets already found, per document: a schema referenced from many places is looked up once. */
const targets = new WeakMap<Node, Map<string, unknown>>();

function pointerTarget(document: Node, ref: string): unknown {
  let known = targets.get(document);
  if (known === undefined) {
    known = new Map();
    targets.set(document, known);
  }
  if (known.has(ref)) return known.get(ref);
  const target = findTarget(document, ref);
  known.set(ref, target);
  return target;
}

function findTarget(document: Node, ref: string): unknown {
  if (!ref.startsWith('#')) {
    throw new RefError(`$ref "${ref}" points outside the document; only local references (#/...) are read`);
  }
  let target: unknown = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isNode(target) && !Array.isArray(target)) throw new RefError(`$ref "${ref}" points nowhere`);
    target = (target as Record<string, unknown>)[key];
    if (target === undefined) throw new RefError(`$ref "${ref}" points nowhere`);
  }
  return target;
}

/**
 * A node with its `$ref` followed (through chains of references), keeping the keywords written
 * beside the `$ref` (OpenAPI 3.1 allows `description` next to it), and the references followed,
 * which the caller uses to stop at a cycle.
 * @throws {RefError} on a reference outside the document, to nowhere, or a chain that loops
 * @example resolveRef(doc, { $ref: '#/components/schemas/Anchor' }).node
 */
export function resolveRef(document: Node, value: unknown): { node: Node | undefined; refs: string[] } {
  const refs: string[] = [];
  let node = isNode(value) ? value : undefined;
  while (node && typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (refs.includes(ref)) throw new RefError(`$ref "${ref}" refers to itself`);
    refs.push(ref);
    const { $ref: _, ...siblings } = node;
    const target = pointerTarget(document, ref);
    node = isNode(target) ? { ...target, ...siblings } : undefined;
  }
  return { node, refs };
}
