import fc from 'fast-check';
import type { JsonSchema } from '../../../src/engine/http/pipeline/schema-validator.js';

/** A request body that is invalid by construction, and the status its refusal must have. */
export interface HostileBody {
  /** What was broken, for the failure message: `wrong-type at items.0.content`. */
  label: string;
  body: Uint8Array;
  /** 413 when the bytes exceed the documented 1 MiB, else 400. */
  status: 400 | 413;
}

const maxBytes = 1_048_576;
const maxDepth = 32;

type Path = (string | number)[];
type Json = Record<string, unknown>;

/** A node of a valid body together with the schema that governs it. */
interface Site {
  path: Path;
  schema: JsonSchema;
  value: unknown;
}

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function sitesOf(schema: JsonSchema, value: unknown, path: Path = [], out: Site[] = []): Site[] {
  out.push({ path, schema, value });
  if (schema.properties && isObject(value)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (key in value) sitesOf(child, value[key], [...path, key], out);
    }
  }
  if (schema.items && Array.isArray(value)) {
    for (const [i, item] of value.entries()) sitesOf(schema.items, item, [...path, i], out);
  }
  return out;
}

const remove = Symbol('remove');

/** A deep copy of `root` with the node at `path` replaced (or removed). */
function replaced(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Json;
  let node = copy as Json | unknown[];
  for (const key of path.slice(0, -1)) node = (node as Json)[key as string] as Json;
  const last = path.at(-1) as string;
  if (value === remove) delete (node as Json)[last];
  else (node as Json)[last] = value;
  return copy;
}

const encode = (text: string) => new TextEncoder().encode(text);

function judged(label: string, bytes: Uint8Array): HostileBody {
  return { label, body: bytes, status: bytes.byteLength > maxBytes ? 413 : 400 };
}

function asBody(label: string, value: unknown): HostileBody {
  return judged(label, encode(JSON.stringify(value)));
}

const shortText = fc.string({ unit: 'binary', maxLength: 12 });

/** Values of every JSON type except those `schema.type` allows. */
function wrongTypeValues(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  if (schema.type === undefined) return null;
  const allowed = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  const numeric = allowed.has('number');
  const gens: fc.Arbitrary<unknown>[] = [];
  if (!allowed.has('string')) gens.push(shortText);
  if (!allowed.has('integer') && !numeric) gens.push(fc.integer());
  if (!numeric) gens.push(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }));
  if (!allowed.has('boolean')) gens.push(fc.boolean());
  if (!allowed.has('null')) gens.push(fc.constant(null));
  if (!allowed.has('array')) gens.push(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }));
  if (!allowed.has('object'))
    gens.push(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }));
  return gens.length > 0 ? fc.oneof(...gens) : null;
}

/** A string of exactly `length` code points, from a random unit repeated. */
function stringOfLength(length: fc.Arbitrary<number>): fc.Arbitrary<string> {
  return fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), length).map(([unit, n]) => {
    const points = [...unit];
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(points[i % points.length] as string);
    return out.join('');
  });
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every way to break one node, each as an arbitrary of the whole broken body. */
function siteMutations(root: unknown, site: Site): fc.Arbitrary<HostileBody>[] {
  const { schema, path, value } = site;
  const at = path.join('.') || 'body';
  const put = (kind: string) => (v: unknown) => asBody(`${kind} at ${at}`, replaced(root, path, v));
  const out: fc.Arbitrary<HostileBody>[] = [];
  const wrong = wrongTypeValues(schema);
  if (wrong) out.push(wrong.map(put('wrong-type')));
  if (schema.enum) out.push(shortText.filter((s) => !schema.enum?.includes(s)).map(put('not-in-enum')));
  if (typeof value === 'string') {
    if ((schema.minLength ?? 0) >= 1) out.push(fc.constant('').map(put('empty-string')));
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      // Mostly just over the limit, sometimes far over it ("huge strings"), always under 1 MiB.
      const length = fc.oneof(
        fc.integer({ min: max + 1, max: max + 3 }),
        fc.integer({ min: max + 1, max: max * 2 }),
      );
      out.push(stringOfLength(length).map(put('too-long')));
    }
    if (schema.format === 'uuid')
      out.push(shortText.filter((s) => !uuidShape.test(s)).map(put('not-a-uuid')));
    if (schema.format === 'email')
      out.push(shortText.filter((s) => !emailShape.test(s)).map(put('not-an-email')));
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined)
      out.push(fc.integer({ min: -1e9, max: schema.minimum - 1 }).map(put('below-minimum')));
    if (schema.maximum !== undefined)
      out.push(fc.integer({ min: schema.maximum + 1, max: 1e12 }).map(put('above-maximum')));
  }
  if (Array.isArray(value)) {
    if ((schema.minItems ?? 0) >= 1) out.push(fc.constant([]).map(put('too-few-items')));
    if (schema.maxItems !== undefined) {
      const max = schema.maxItems;
      const filler = value[0];
      out.push(
        fc
          .oneof(fc.integer({ min: max + 1, max: max + 2 }), fc.integer({ min: max + 1, max: max * 20 }))
          .map((n) => Array.from({ length: n }, () => structuredClone(filler)))
          .map(put('too-many-items')),
      );
    }
  }
  if (isObject(value)) {
    for (const key of schema.required ?? []) {
      if (key in value) {
        const label = `missing ${key} at ${at}`;
        out.push(fc.constant(remove).map((v) => asBody(label, replaced(root, [...path, key], v))));
      }
    }
    if (schema.additionalProperties === false) {
      const known = new Set(Object.keys(schema.properties ?? {}));
      const unknownKey = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k));
      out.push(
        fc
          .tuple(unknownKey, fc.jsonValue({ maxDepth: 1 }))
          .map(([k, v]) =>
            asBody(`unknown-field ${JSON.stringify(k)} at ${at}`, replaced(root, path, { ...value, [k]: v })),
          ),
      );
    }
    if (schema.maxProperties !== undefined) {
      const max = schema.maxProperties;
      out.push(
        fc.integer({ min: max + 1, max: max * 4 }).map((n) => {
          const wide: Json = {};
          for (let i = 0; i < n; i++) wide[`k${i}`] = i;
          return asBody(`too-many-keys at ${at}`, replaced(root, path, wide));
        }),
      );
    }
    const keyMax = schema.propertyNames?.maxLength;
    if (keyMax !== undefined) {
      out.push(
        stringOfLength(fc.integer({ min: keyMax + 1, max: keyMax + 40 }))
          .filter((k) => k !== '__proto__')
          .map((k) => asBody(`long-key at ${at}`, replaced(root, path, { ...value, [k]: 1 }))),
      );
    }
  }
  return out;
}

/** Paths of every plain object in a value, the root included. */
function objectPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) objectPaths(v, [...path, i], out);
  } else if (isObject(value)) {
    out.push(path);
    for (const [k, v] of Object.entries(value)) objectPaths(v, [...path, k], out);
  }
  return out;
}

function nodeAt(root: unknown, path: Path): Json {
  let node = root as Json;
  for (const key of path) node = node[key as string] as Json;
  return node;
}

/** `__proto__`, `constructor` or `prototype` as an own key of any object of the body. */
function forbiddenKey(root: unknown): fc.Arbitrary<HostileBody> {
  const paths = objectPaths(root);
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.constantFrom('__proto__', 'constructor', 'prototype'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([path, key, v]) => {
      const copy = structuredClone(root);
      // defineProperty makes `__proto__` an own, serialised key instead of a prototype switch.
      Object.defineProperty(nodeAt(copy, path), key, {
        value: v,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return asBody(`forbidden key ${key} at ${path.join('.') || 'body'}`, copy);
    });
}

/** Arrays or objects nested past the documented 32 levels, inside the body. */
function deepNesting(root: unknown, openSites: Site[]): fc.Arbitrary<HostileBody> {
  const hosts = openSites.length > 0 ? openSites.map((s) => s.path) : [[] as Path];
  return fc
    .tuple(fc.constantFrom(...hosts), fc.integer({ min: 0, max: 400 }), fc.boolean())
    .map(([path, extra, arrays]) => {
      // The host object is at depth path.length + 1; its value must reach maxDepth + 1 or more.
      const levels = maxDepth + 1 - (path.length + 1) + extra;
      let nested: unknown = 'leaf';
      for (let i = 0; i < levels; i++) nested = arrays ? [nested] : { d: nested };
      const copy = structuredClone(root);
      nodeAt(copy, path).deep = nested;
      return asBody(`nested ${levels + path.length + 1} levels (${arrays ? 'arrays' : 'objects'})`, copy);
    });
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Text that is not JSON: random text, truncated bodies, and the usual near-misses. */
function notJson(root: unknown): fc.Arbitrary<HostileBody> {
  const text = JSON.stringify(root);
  const nearMisses = [
    `\uFEFF${text}`,
    text.replace(/"/g, "'"),
    `${text.slice(0, -1)},}`,
    `${text} // comment`,
    `${text}${text}`,
    '{"a":NaN}',
    '{"a":undefined}',
    'null null',
  ];
  return fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 64 }),
      fc.integer({ min: 1, max: text.length - 1 }).map((n) => text.slice(0, n)),
      fc.constantFrom(...nearMisses),
    )
    .filter((t) => t.trim() !== '' && !isJson(t))
    .map((t) => judged('not JSON', encode(t)));
}

/** Byte sequences that are not UTF-8: stray continuation, overlong, surrogate, truncated, 0xFF. */
const badUtf8 = [
  [0x80],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xff],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

/** A valid body with invalid UTF-8 bytes spliced into one of its strings. */
function invalidUtf8(root: unknown): fc.Arbitrary<HostileBody> {
  const text = JSON.stringify(root);
  const quotes: number[] = [];
  for (let i = 0; i < text.length; i++) if (text[i] === '"') quotes.push(i);
  return fc.tuple(fc.constantFrom(...quotes), fc.constantFrom(...badUtf8)).map(([at, bytes]) => {
    // After an opening or closing quote: inside a key, a value, or (rarely) between tokens.
    const head = encode(text.slice(0, at + 1));
    const tail = encode(text.slice(at + 1));
    return judged(
      `invalid UTF-8 ${bytes.map((b) => b.toString(16))}`,
      new Uint8Array([...head, ...bytes, ...tail]),
    );
  });
}

/** JSON that is valid but not an object, and empty bodies. */
const notAnObject = fc
  .oneof(
    fc.jsonValue({ maxDepth: 2 }).filter((v) => !isObject(v)),
    fc.constantFrom('', ' ', '\n\t'),
  )
  .map((v) =>
    typeof v === 'string' && v.trim() === '' ? judged('empty body', encode(v)) : asBody('not an object', v),
  );

/** A body just over 1 MiB: the documented 413, whatever its content. */
function tooLarge(root: unknown): fc.Arbitrary<HostileBody> {
  return fc.integer({ min: 1, max: 4096 }).map((extra) => {
    const copy = { ...(root as Json), padding: 'x'.repeat(maxBytes + extra) };
    return asBody('over 1 MiB', copy);
  });
}

/**
 * Hostile bodies for one operation: every schema rule of every field broken one at a time (the
 * bulk of the cases), plus forbidden keys, nesting past 32 levels, non-JSON, invalid UTF-8,
 * non-objects, empty and oversized bodies. Each is invalid by construction, so each must be
 * refused, and with a status known in advance.
 */
export function hostileBodies(schema: JsonSchema, valid: unknown, options: { oversized?: boolean } = {}) {
  const sites = sitesOf(schema, valid);
  const fieldBreaks = sites.flatMap((site) => siteMutations(valid, site));
  const open = sites.filter(
    (s) => isObject(s.value) && s.schema.additionalProperties !== false && s.path.length > 0,
  );
  const kinds: { weight: number; arbitrary: fc.Arbitrary<HostileBody> }[] = [
    { weight: 12, arbitrary: fc.oneof(...fieldBreaks) },
    { weight: 2, arbitrary: forbiddenKey(valid) },
    { weight: 2, arbitrary: deepNesting(valid, open) },
    { weight: 2, arbitrary: notJson(valid) },
    { weight: 2, arbitrary: invalidUtf8(valid) },
    { weight: 1, arbitrary: notAnObject },
  ];
  if (options.oversized) kinds.push({ weight: 1, arbitrary: tooLarge(valid) });
  return fc.oneof(...kinds);
}
