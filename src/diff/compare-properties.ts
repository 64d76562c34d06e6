import type { Direction } from './change.js';
import type { CompareSubschema } from './compare-applicators.js';
import { isNode, type Node, resolveRef } from './resolve-ref.js';
import { childPath, report, reportRule, type SchemaContext } from './schema-context.js';

const requiredOf = (schema: Node) =>
  new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);

/**
 * The flag that hides a property from a side: clients never send a `readOnly` property and never
 * receive a `writeOnly` one, so on that side it is as if it were not there.
 */
const hidingFlag = (context: SchemaContext) => (context.side === 'request' ? 'readOnly' : 'writeOnly');

/** Rule ids that oasdiff spells its own way for properties added or removed. */
function propertyRule(
  context: SchemaContext,
  required: boolean,
  added: boolean,
  withDefault: boolean,
): string {
  const side = context.side;
  const need = required ? 'required' : 'optional';
  if (context.subject === 'request-header' && required && added)
    return 'new-required-request-header-property';
  if (!context.subject.endsWith('-property'))
    return `${context.subject}-${need}-property-${added ? 'added' : 'removed'}`;
  if (side === 'request' && added)
    return `new-${need}-request-property${required && withDefault ? '-with-default' : ''}`;
  if (side === 'request') return 'request-property-removed';
  return `response-${need}-property-${added ? 'added' : 'removed'}`;
}

interface Place {
  context: SchemaContext;
  path: string;
  name: string;
  old: unknown;
  neu: unknown;
  wasRequired: boolean;
  isRequired: boolean;
}

function flagOf(document: Node, value: unknown, flag: string): boolean {
  return resolveRef(document, value).node?.[flag] === true;
}

/** A property present in both: hidden on this side in one of them, its required changed, its schema. */
function compareCommon(place: Place, compare: CompareSubschema) {
  const { context, path, name, old, neu, wasRequired, isRequired } = place;
  const at = childPath(path, name);
  const flag = hidingFlag(context);
  const [hidden, hides] = [flagOf(context.oldDocument, old, flag), flagOf(context.newDocument, neu, flag)];
  if (hidden && hides) return;
  const need = (hides ? wasRequired : isRequired) ? 'required' : 'optional';
  const word = flag === 'readOnly' ? 'read-only' : 'write-only';
  if (hidden !== hides) {
    // Became hidden: the side no longer carries it (a response property gone breaks its readers);
    // became visible: a required request property clients must now send.
    const direction: Direction = hides
      ? context.side === 'response'
        ? 'looser'
        : 'neither'
      : need === 'required'
        ? 'stricter'
        : 'neither';
    const rule = `${context.side}-${need}-property-became-${hides ? '' : 'not-'}${word}`;
    return reportRule(
      context,
      rule,
      at,
      direction,
      `\`${name}\` ${hides ? 'became' : 'is no longer'} ${flag}`,
    );
  }
  if (!wasRequired && isRequired) {
    const withDefault = resolveRef(context.newDocument, neu).node?.default !== undefined;
    report(
      context,
      `became-required${withDefault && context.side === 'request' ? '-with-default' : ''}`,
      at,
      'stricter',
      `\`${name}\` became required`,
    );
  }
  if (wasRequired && !isRequired)
    report(context, 'became-optional', at, 'looser', `\`${name}\` became optional`);
  compare(context, old, neu, at);
}

/** A property in one document only; a property hidden on this side is not reported there. */
function compareAddedOrRemoved(
  context: SchemaContext,
  path: string,
  name: string,
  value: unknown,
  required: boolean,
  added: boolean,
) {
  const document = added ? context.newDocument : context.oldDocument;
  if (flagOf(document, value, hidingFlag(context))) return;
  const withDefault = resolveRef(document, value).node?.default !== undefined;
  const rule = propertyRule(context, required, added, withDefault);
  const at = childPath(path, name);
  if (!added) {
    // A request property that is gone breaks a client that sends it; a response property a client reads.
    const direction: Direction = context.side === 'request' ? 'stricter' : 'looser';
    return reportRule(context, rule, at, direction, `property \`${name}\` removed`);
  }
  const what = `${required ? 'required' : 'optional'} property \`${name}\` added`;
  reportRule(context, rule, at, required ? 'stricter' : 'neither', what);
}

/**
 * Compares the properties of two object schemas on one side: added, removed, required changed,
 * readOnly/writeOnly (a property hidden from the side is not there), and each common one's schema.
 */
export function compareProperties(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  compare: CompareSubschema,
): void {
  const before = isNode(old.properties) ? old.properties : {};
  const after = isNode(neu.properties) ? neu.properties : {};
  const [wasRequired, isRequired] = [requiredOf(old), requiredOf(neu)];
  for (const name of Object.keys(before))
    if (!(name in after))
      compareAddedOrRemoved(context, path, name, before[name], wasRequired.has(name), false);
  for (const name of Object.keys(after))
    if (!(name in before))
      compareAddedOrRemoved(context, path, name, after[name], isRequired.has(name), true);
  for (const name of Object.keys(after)) {
    if (!(name in before)) continue;
    const place = { context, path, name, old: before[name], neu: after[name] };
    compareCommon(
      { ...place, wasRequired: wasRequired.has(name), isRequired: isRequired.has(name) },
      compare,
    );
  }
}
