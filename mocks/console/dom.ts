/**
 * The console's only way to make DOM: elements and text nodes. Everything a request carries
 * (bodies, headers, names, paths) reaches the page as a text node or an attribute value, never as
 * markup, so an injected `<script>` in a journal entry is shown, not run (it would steer the mock).
 */

/** A child: a node, text (made a text node), or nothing. */
export type Child = Node | string | number | null | undefined | false;

/** Attributes: strings set with setAttribute, `on*` functions added as listeners. */
export type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

/**
 * Makes an element of `tag` with `attrs` and `children` (text as text nodes).
 * @example el('button', { type: 'button', onclick: reset }, 'Reset')
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

/** Appends children to `parent`, text as text nodes. */
export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces everything in `parent` with `children`. */
export function replace(parent: Node, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, children);
}

/** JSON as indented text (for a `<pre>`); text that is not JSON stays as it is. */
export function pretty(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
