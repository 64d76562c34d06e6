import type { SideContext } from './drift-step.js';

/** Pairs of string ids: each value the kit captured, with what the deployment captured under the same name. */
function pairs(kit: SideContext, deployment: SideContext): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of kit.ids) {
    const other = deployment.ids.get(name);
    const left = Array.isArray(value) ? value : [value];
    const right = Array.isArray(other) ? other : [other];
    left.forEach((id, i) => {
      if (typeof id === 'string' && typeof right[i] === 'string') map.set(id, right[i] as string);
    });
  }
  return map;
}

/**
 * A copy of a value from the kit's answers with every id the kit created replaced by the id the
 * deployment created in the same step, so the two sides' values can be compared. Only string ids
 * are mapped: numbers (counts, limits, the releases' integer ids) are compared as they are.
 * @example mapIds(['kit-atom-1'], kit, deployment) // ['dep-atom-1']
 */
export function mapIds(value: unknown, kit: SideContext, deployment: SideContext): unknown {
  const map = pairs(kit, deployment);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return map.get(node) ?? node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, v]) => [key, walk(v)]));
    return node;
  };
  return walk(value);
}
