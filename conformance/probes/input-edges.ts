import type { DocumentedInput } from './documented-inputs.js';

/** The equivalence classes and boundaries a probe stands for. */
export type EdgeClass =
  | 'missing'
  | 'empty'
  | 'blank'
  | 'zero'
  | 'negative'
  | 'minimum'
  | 'below-minimum'
  | 'maximum'
  | 'above-maximum'
  | 'enum-value'
  | 'enum-outside'
  | 'boolean'
  | 'boolean-spelling'
  | 'instant-z'
  | 'instant-positive-offset'
  | 'instant-negative-offset'
  | 'instant-fraction'
  | 'date-only'
  | 'email-plain'
  | 'email-plus'
  | 'email-dotted'
  | 'email-subdomain'
  | 'email-upper-case';

/**
 * What the document makes of a probe's value:
 * - `invalid`: outside its schema (missing when required, empty under `minLength`, past a bound, not
 *   an enum value); judged only where a documented rule says how such a value is refused;
 * - `valid`: one of its documented values, judged by the rule the input serves;
 * - `same-as-canonical`: another spelling of a valid value (the same instant with an offset), which
 *   must be answered as the canonical spelling is;
 * - `undefined`: a form the document does not define; never judged (but a 5xx is a server fault).
 */
export type EdgeMeaning = 'invalid' | 'valid' | 'same-as-canonical' | 'undefined';

/** One class of one input: its value, or how to write it from a run's instant. */
export interface InputEdge {
  class: EdgeClass;
  /** `undefined`: the input left out. A date-time edge is written from an instant at run time. */
  value: string | number | boolean | undefined;
  meaning: EdgeMeaning;
  /** The meaning comes from an `x-inferred` mark: judged only at level kit. */
  inferred: boolean;
}

type Schema = Record<string, unknown>;

const formatsOf = (schema: Schema): string[] =>
  [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[])]
    .map((part) => part.format)
    .filter((format): format is string => typeof format === 'string');

/** Missing, present but empty, and blank (whitespace only). */
function presence(input: DocumentedInput): InputEdge[] {
  const { inferred } = input;
  const minLength = Number(input.schema.minLength ?? 0);
  const isHeader = input.place === 'header' || input.place === 'credential';
  const isString = input.schema.type === 'string' || isHeader;
  const emptiness: InputEdge[] = isString
    ? [
        { class: 'empty', value: '', meaning: minLength > 0 ? 'invalid' : 'undefined', inferred },
        // A header's surrounding whitespace is not part of its value (RFC 9110, 5.5): blank is empty.
        {
          class: 'blank',
          value: '   ',
          meaning: minLength > 0 && isHeader ? 'invalid' : 'undefined',
          inferred,
        },
      ]
    : [];
  const missing: InputEdge = {
    class: 'missing',
    value: undefined,
    meaning: input.required ? 'invalid' : 'valid',
    inferred,
  };
  return [missing, ...emptiness];
}

/** Each bound, one past it, and 0. */
function integerBounds(input: DocumentedInput): InputEdge[] {
  const { schema, inferred } = input;
  if (schema.type !== 'integer') return [];
  const edges: InputEdge[] = [];
  const add = (edge: InputEdge) => {
    if (!edges.some((known) => known.value === edge.value)) edges.push(edge);
  };
  if (typeof schema.minimum === 'number') {
    add({ class: 'minimum', value: schema.minimum, meaning: 'valid', inferred });
    add({ class: 'below-minimum', value: schema.minimum - 1, meaning: 'invalid', inferred });
  }
  if (typeof schema.maximum === 'number') {
    add({ class: 'maximum', value: schema.maximum, meaning: 'valid', inferred });
    add({ class: 'above-maximum', value: schema.maximum + 1, meaning: 'invalid', inferred });
  }
  const zeroAllowed = Number(schema.minimum ?? 0) <= 0 && Number(schema.maximum ?? 0) >= 0;
  add({ class: 'zero', value: 0, meaning: zeroAllowed ? 'valid' : 'invalid', inferred });
  // Past 0 the sign changes: a value a `limit || default` or a slice(0, limit) reads wrongly.
  if (Number(schema.minimum ?? -1) >= 0) add({ class: 'negative', value: -1, meaning: 'invalid', inferred });
  return edges;
}

/**
 * Each enum value, one outside, booleans' spellings. The value outside is no spelling of a listed
 * one: whether `info` means `Info` is a form the document does not define, so it is not judged.
 */
function values(input: DocumentedInput): InputEdge[] {
  const { schema, inferred } = input;
  const listed = (schema.enum ?? []) as unknown[];
  if (listed.length > 0) {
    const outside = 'ck-outside';
    return [
      ...listed.map((value) => ({
        class: 'enum-value' as const,
        value: String(value),
        meaning: 'valid' as const,
        inferred,
      })),
      { class: 'enum-outside', value: outside, meaning: 'invalid', inferred },
    ];
  }
  if (schema.type !== 'boolean') return [];
  // In a query, OpenAPI writes booleans `true` and `false`; other spellings are not defined.
  const query = input.place !== 'body';
  return [
    { class: 'boolean', value: query ? 'true' : true, meaning: 'valid', inferred },
    { class: 'boolean', value: query ? 'false' : false, meaning: 'valid', inferred },
    ...(query
      ? ['1', '0', 'TRUE', 'yes'].map((value) => ({
          class: 'boolean-spelling' as const,
          value,
          meaning: 'undefined' as const,
          inferred,
        }))
      : []),
  ];
}

/** The same instant written each accepted way; a date alone where the schema admits `format: date`. */
function instants(input: DocumentedInput): InputEdge[] {
  const formats = formatsOf(input.schema);
  const { inferred } = input;
  if (!formats.includes('date-time')) return [];
  const forms: EdgeClass[] = [
    'instant-z',
    'instant-positive-offset',
    'instant-negative-offset',
    'instant-fraction',
  ];
  return [
    ...forms.map((form) => ({
      class: form,
      value: undefined,
      meaning: form === 'instant-z' ? ('valid' as const) : ('same-as-canonical' as const),
      inferred,
    })),
    // The API's own description says "ISO datetime": a date alone is the kit's reading, so inferred.
    ...(formats.includes('date')
      ? [{ class: 'date-only' as const, value: undefined, meaning: 'valid' as const, inferred: true }]
      : []),
  ];
}

/** Addresses of `format: email` (RFC 5322's dot-atom): plain first, then other valid forms. */
const emailForms: [EdgeClass, string][] = [
  ['email-plain', 'ck-conformance@example.com'],
  ['email-plus', 'ck-conformance+probe@example.com'],
  ['email-dotted', 'ck.conformance@example.com'],
  ['email-subdomain', 'ck-conformance@mail.example.co.uk'],
  ['email-upper-case', 'CK-Conformance@Example.COM'],
];

/** The valid forms of a documented string format; the first is the canonical one. */
function formats(input: DocumentedInput): InputEdge[] {
  if (!formatsOf(input.schema).includes('email')) return [];
  // The format is the document's; its pattern (x-inferred) only states it, so these stay documented.
  return emailForms.map(([form, value], index) => ({
    class: form,
    value,
    meaning: index === 0 ? 'valid' : 'same-as-canonical',
    inferred: false,
  }));
}

/**
 * The equivalence classes and boundaries of one documented input, each with what the document
 * makes of it: missing, present but empty and blank; each integer bound, one past it, and 0; each
 * enum value and one outside; booleans in their accepted spellings; the same instant written with
 * `Z`, a positive and a negative offset, and fractional seconds, and a date alone where admitted;
 * the valid forms of an e-mail address.
 * @example inputEdges(limitOfRecall).map((edge) => edge.value) // [undefined, 1, 0, 100, 101, -1]
 */
export function inputEdges(input: DocumentedInput): InputEdge[] {
  return [
    ...presence(input),
    ...integerBounds(input),
    ...values(input),
    ...instants(input),
    ...formats(input),
  ];
}
