// @ts-check
'use strict';
/**
 * What Prism's host changes in Prism itself, each a function of its own that says whether it found
 * what it changes. All of them are written for the Prism versions the kit declares as its peer
 * range: a Prism outside it runs without any of them, and the host says so in one line; a Prism
 * inside it that lacks what a change touches runs without that change, and the host says which.
 * test/server/prism-changes.test.ts fails when the installed Prism lacks what any change touches.
 */
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { satisfies } = require('./version-range.cjs');

/**
 * What a change works on: Prism as the host loaded it (`prism`, its bundle or its own
 * createServer.js), a require beside Prism's createServer.js, and `part(name, load)`: a module of
 * Prism's the bundle exports by `name` (scripts/prism-bundle.mjs), or, when Prism loads from its
 * own files, `load()`. A bundle made before it exported that module gives none: requiring Prism's
 * file beside the bundle would load a second copy of Prism and change nothing the bundle runs.
 * @typedef {{ prism: Record<string, any>, prismRequire: NodeJS.Require, part: (name: string, load: () => any) => any }} PrismContext
 * @typedef {{ name: string, touches: string, apply: (context: PrismContext) => boolean }} PrismChange
 */

/**
 * @param {Record<string, any>} prism
 * @param {string} module the file the host loaded
 * @param {string} entry Prism's createServer.js
 * @returns {PrismContext}
 */
function prismContext(prism, module, entry) {
  const prismRequire = createRequire(entry);
  return {
    prism,
    prismRequire,
    part: (name, load) => prism[name] ?? (module === entry ? load() : undefined),
  };
}

/**
 * Once a proxy listens, Prism's CLI makes an example path of every operation (values from
 * json-schema-faker) for an info line each, which the host's warn level drops; making them loads
 * json-schema-faker, its ref parser and its YAML parser: about 60 ms of every start. Here
 * `createExamplePath` answers "no example" at once, and Prism's CLI falls back, as for an
 * operation it cannot make an example of, to the operation's own path, in a line no one sees.
 * @type {PrismChange}
 */
const exampleFree = {
  name: 'no example paths',
  touches: 'paths.createExamplePath',
  apply({ part, prismRequire }) {
    const paths = part('examplePaths', () => prismRequire('./paths'));
    if (typeof paths?.createExamplePath !== 'function') return false;
    paths.createExamplePath = () => ({ _tag: 'Left', left: new Error('no example paths in the host') });
    return true;
  },
};

/**
 * Before each proxy starts, Prism's CLI dereferences the whole document a second time only to read
 * one root key, `x-json-schema-faker`, then resets its fake-data generator and applies its options.
 * A JSON document whose root has no such key goes to that function as an empty document: the same
 * reset and options, without the walk (about 50 ms of a start). Any other document goes as it is.
 * @type {PrismChange}
 */
const extensionsShortcut = {
  name: 'one dereference',
  touches: 'extensions.configureExtensionsUserProvided',
  apply({ part, prismRequire }) {
    const extensions = part('extensions', () => prismRequire('../extensions'));
    const configure = extensions?.configureExtensionsUserProvided;
    if (typeof configure !== 'function') return false;
    /** @param {unknown} document @param {unknown} options */
    extensions.configureExtensionsUserProvided = (document, options) => {
      let root;
      try {
        if (typeof document === 'string' && document.endsWith('.json'))
          root = JSON.parse(readFileSync(document, 'utf8'));
      } catch {}
      const plain =
        root !== null &&
        typeof root === 'object' &&
        !Array.isArray(root) &&
        !Object.hasOwn(root, 'x-json-schema-faker');
      return configure(plain ? {} : document, options);
    };
    return true;
  },
};

/**
 * Prism's ajv checks every schema against the JSON Schema meta-schema before compiling it, and
 * compiling the meta-schema was most of the first validated requests' cost (35-40 ms of a start).
 * The host serves only the kit's two documents, whose every schema the build compiles with that
 * check on and in strict mode (scripts/render-validators.mjs, held current by `npm test`), so the
 * check answers "valid" at once. Prism's ajv instances exist once Prism has loaded, so the method is
 * replaced on their class: the ajv beside @stoplight/prism-http.
 * @type {PrismChange}
 */
const metaSchemaChecked = {
  name: 'schemas checked at build',
  touches: "ajv's Ajv.prototype.validateSchema (beside @stoplight/prism-http)",
  apply({ part, prismRequire }) {
    const core = part('ajvCore', () =>
      createRequire(prismRequire.resolve('@stoplight/prism-http'))('ajv/dist/core'),
    );
    const Ajv = core?.default ?? core;
    if (typeof Ajv?.prototype?.validateSchema !== 'function') return false;
    Ajv.prototype.validateSchema = () => true;
    return true;
  },
};

/** Every change, in the order the host applies them. */
const prismChanges = [exampleFree, extensionsShortcut, metaSchemaChecked];

/**
 * Applies `changes` to the Prism of `context` if its `version` is within `range`, and returns the
 * one line to say when something was left out (null when every change applied).
 * @param {PrismContext} context
 * @param {{ version: string, range: string, changes?: PrismChange[] }} guard
 * @returns {{ applied: string[], note: string | null }}
 */
function applyPrismChanges(context, { version, range, changes = prismChanges }) {
  if (!satisfies(version, range)) {
    const note = `contract-kit: Prism ${version} is outside ${range}, the versions the host's changes to Prism were written for; it runs without them (a slower start)`;
    return { applied: [], note };
  }
  /** @type {string[]} */
  const applied = [];
  /** @type {string[]} */
  const missing = [];
  for (const change of changes) {
    let done = false;
    try {
      done = change.apply(context);
    } catch {}
    (done ? applied : missing).push(done ? change.name : `${change.name} (${change.touches})`);
  }
  const note =
    missing.length === 0
      ? null
      : `contract-kit: Prism ${version} lacks what the host changes for: ${missing.join(', ')}; it runs without ${missing.length === 1 ? 'that change' : 'those changes'} (a slower start)`;
  return { applied, note };
}

module.exports = { prismChanges, prismContext, applyPrismChanges };
