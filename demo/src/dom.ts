/** A few DOM helpers, so the demo needs no framework. */

type Attributes = Record<string, string | number | boolean | undefined>;
type Child = Node | string | number | null | undefined | false;

/**
 * Creates an element: attributes (`false`/`undefined` leave one out) and children (text or nodes).
 * @example h('button', { type: 'button', disabled: busy }, 'Recall')
 */
export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

/**
 * The element with this id, typed; throws when the page lacks it, which is a bug of the demo.
 * @example const button = byId('recall', HTMLButtonElement);
 */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`#${id} is missing or not a ${type.name}`);
  return element;
}

/** Shows a line of status text; `error` marks it for styling and for the browser test. */
export function setStatus(element: HTMLElement, text: string, kind: 'ok' | 'error' = 'ok'): void {
  element.textContent = text;
  element.dataset.kind = kind;
}

/** A labelled `<select>`; the first option is the "any" choice with value ''. */
export function selectField(id: string, label: string, options: readonly [string, string][]): HTMLElement {
  return h(
    'label',
    { for: id },
    label,
    h('select', { id }, ...options.map(([value, text]) => h('option', { value }, text))),
  );
}
