// @ts-check
'use strict';
/**
 * Deferred loading of modules Prism requires at load and a proxy never uses (the table and why:
 * src/server/prism/deferred-modules.ts). Runs in Prism's host process (host.cjs), which is
 * CommonJS, as Prism is.
 */

/** @typedef {{ calls: (() => void)[], loaded: () => boolean }} DeferredModule */
/** @typedef {{ _load: Function, _resolveFilename: Function, _cache: Record<string, unknown> }} Loader */

/**
 * One module's stand-ins: `standIn(real, members, recorded)` is an object that forwards every
 * operation to `real()`, resolved at the first one; `members` are the exports that get stand-ins
 * of their own, and `recorded` names the methods whose calls are recorded while the module is not
 * loaded, then replayed on the real object in order.
 * @param {DeferredModule} module
 */
function standInsOf(module) {
  /**
   * @param {() => object} real
   * @param {Map<string, string[]>} members
   * @param {string[]} recorded
   * @returns {object}
   */
  const standIn = (real, members, recorded) => {
    const memberStandIns = new Map(
      [...members].map(([name, methods]) => [
        name,
        standIn(() => Reflect.get(real(), name), new Map(), methods),
      ]),
    );
    const recorders = new Map(
      recorded.map((method) => [
        method,
        /** @param {unknown[]} args */
        (...args) => {
          const call = () => Reflect.apply(Reflect.get(real(), method), real(), args);
          if (module.loaded()) return call();
          module.calls.push(call);
          return undefined;
        },
      ]),
    );
    return new Proxy(
      {},
      {
        get: (_, key) =>
          memberStandIns.get(/** @type {string} */ (key)) ??
          (module.loaded() ? undefined : recorders.get(/** @type {string} */ (key))) ??
          Reflect.get(real(), key),
        set: (_, key, value) => Reflect.set(real(), key, value),
        has: (_, key) => Reflect.has(real(), key),
        deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
        defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
        ownKeys: () => Reflect.ownKeys(real()),
        // The empty target has no properties, so the proxy may not report one as non-configurable.
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
          return descriptor && { ...descriptor, configurable: true };
        },
        getPrototypeOf: () => Reflect.getPrototypeOf(real()),
        setPrototypeOf: (_, prototype) => Reflect.setPrototypeOf(real(), prototype),
      },
    );
  };
  return standIn;
}

/**
 * A module is named by its package, or by the path of a file in it, as the bundle of Prism
 * (scripts/prism-bundle.mjs) requires each from the copy its importer would resolve.
 * @param {string} request
 */
function nameOf(request) {
  const path = request.replace(/\\/g, '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at === -1) return request;
  const [scope = '', name = ''] = path.slice(at + 14).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * `Name` and `Name.method()` entries as a map of name to recorded methods.
 * @param {readonly string[]} members
 */
function membersByName(members) {
  /** @type {Map<string, string[]>} */
  const byName = new Map();
  for (const member of members) {
    const [name = '', method] = member.replace(/[(][)]$/, '').split('.');
    if (!byName.has(name)) byName.set(name, []);
    if (method) byName.get(name)?.push(method);
  }
  return byName;
}

/**
 * From now on, `require` of each module in `table` (by its name, or by the path of a file in it)
 * returns a stand-in that loads the real module on first use; see deferred-modules.ts for the
 * contract. Each copy of a module on disk gets its own stand-in; once a copy is loaded, `require`
 * returns it.
 * @param {Loader} loader Node's `module` (its `_load` is replaced)
 * @param {Record<string, readonly string[]>} table
 * @example deferModules(require('module'), { 'postman-collection': [] })
 */
function deferModules(loader, table) {
  const load = loader._load;
  /** @type {Map<string, object>} */
  const standIns = new Map();
  /**
   * @this {unknown}
   * @param {string} request
   * @param {unknown} parent
   * @param {boolean} isMain
   */
  loader._load = function deferredLoad(request, parent, isMain) {
    const name = nameOf(request);
    const members = Object.hasOwn(table, name) ? table[name] : undefined;
    if (members === undefined) return load.call(this, request, parent, isMain);
    const file = loader._resolveFilename(request, parent, isMain);
    if (loader._cache[file]) return load.call(this, request, parent, isMain);
    let deferred = standIns.get(file);
    if (deferred === undefined) {
      /** @type {object | undefined} */
      let real;
      /** @type {DeferredModule} */
      const module = { calls: [], loaded: () => real !== undefined };
      const loadReal = () => {
        if (real === undefined) {
          real = load.call(loader, request, parent, false);
          for (const call of module.calls.splice(0)) call();
        }
        return /** @type {object} */ (real);
      };
      deferred = standInsOf(module)(loadReal, membersByName(members), []);
      standIns.set(file, deferred);
    }
    return deferred;
  };
}

/**
 * Modules that Prism's proxy requires at load but never uses, mapped to the exports it touches at
 * load. Under Prism 5.14 they are most of its start-up: `@faker-js/faker` alone is about 1,900 of
 * the 2,950 modules `createServer.js` pulls in (0.9 s of 1.4 s here); Prism 5.16 bundles a faker of
 * about 160 modules and postman-collection about 200, of 1,030. Only the mocker's fake-data
 * generator calls it. Prism's `JSONSchema.js` hands `faker.default` to json-schema-faker at load,
 * which keeps the object, so `default` and `faker` must be stand-ins too. `postman-collection` (and
 * its own faker) serves only Postman documents, which the kit never gives Prism.
 *
 * json-schema-faker, with the modules only it loads (an older ref parser, js-yaml, esprima,
 * jsonpath-plus: about 55 modules, 1 MB of source), serves only the mocker too, but Prism configures
 * it at load (`JSONSchemaFaker.extend('faker', ...)`, `JSONSchemaFaker.option({...})`) and at every
 * proxy's start (`option` again). `Name.method()` makes `Name` a stand-in whose `method` calls are
 * recorded until the module loads, then replayed on the real object in order. Prism makes these
 * calls for their effect only: it never reads what they return. scripts/prism-bundle.mjs leaves
 * the same modules out of the bundle of Prism.
 * @type {Record<string, readonly string[]>}
 */
const prismDeferredModules = {
  '@faker-js/faker': ['default', 'faker'],
  'postman-collection': [],
  'json-schema-faker': ['JSONSchemaFaker.extend()', 'JSONSchemaFaker.option()'],
};

module.exports = { deferModules, prismDeferredModules };
