import type { Change } from './change.js';
import { isNode, type Node } from './resolve-ref.js';

const schemasOf = (document: Node): Node =>
  isNode(document.components) && isNode(document.components.schemas) ? document.components.schemas : {};

/**
 * Compares the component schemas: one removed (`api-schema-removed`) breaks code that imports its
 * generated type; one removed while another with the same content is added is a rename (the
 * kit's `component-schema-renamed`), which breaks the same code and nothing on the wire.
 */
export function compareComponents(
  oldDocument: Node,
  newDocument: Node,
  emit: (change: Change) => void,
): void {
  const [before, after] = [schemasOf(oldDocument), schemasOf(newDocument)];
  const added = Object.keys(after).filter((name) => !(name in before));
  const addedByContent = new Map(added.map((name) => [JSON.stringify(after[name]), name]));
  const renamedTo = new Set<string>();
  for (const name of Object.keys(before)) {
    if (name in after) continue;
    const location = `components.schemas.${name}`;
    const twin = addedByContent.get(JSON.stringify(before[name]));
    if (twin !== undefined && !renamedTo.has(twin)) {
      renamedTo.add(twin);
      const message = `schema ${name} renamed to ${twin} with the same content: code that imports the type ${name} no longer compiles; the wire is unchanged`;
      emit({
        rule: 'component-schema-renamed',
        operation: undefined,
        location,
        message,
        breaks: ['clients'],
      });
      continue;
    }
    const message = `schema ${name} removed: code that imports its generated type no longer compiles`;
    emit({ rule: 'api-schema-removed', operation: undefined, location, message, breaks: ['clients'] });
  }
  for (const name of added) {
    if (renamedTo.has(name)) continue;
    const message = `schema ${name} added`;
    emit({
      rule: 'api-schema-added',
      operation: undefined,
      location: `components.schemas.${name}`,
      message,
      breaks: [],
    });
  }
}

/**
 * Compares the webhooks (OpenAPI 3.1): one removed is a call the API no longer makes to the
 * clients that receive it; one added is compatible. Their operations are not compared.
 */
export function compareWebhooks(oldDocument: Node, newDocument: Node, emit: (change: Change) => void): void {
  const hooks = (document: Node): Node => (isNode(document.webhooks) ? document.webhooks : {});
  const [before, after] = [hooks(oldDocument), hooks(newDocument)];
  for (const name of Object.keys(before)) {
    if (name in after) continue;
    const message = `webhook ${name} removed: clients that receive it are no longer called`;
    emit({
      rule: 'webhook-removed',
      operation: undefined,
      location: `webhooks.${name}`,
      message,
      breaks: ['clients'],
    });
  }
  for (const name of Object.keys(after)) {
    if (!(name in before))
      emit({
        rule: 'webhook-added',
        operation: undefined,
        location: `webhooks.${name}`,
        message: `webhook ${name} added`,
        breaks: [],
      });
  }
}
