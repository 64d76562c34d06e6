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
 * calls for their effect only: it never reads what they return.
 * @see deferModulesScript
 */
export const prismDeferredModules: Record<string, readonly string[]> = {
  '@faker-js/faker': ['default', 'faker'],
  'postman-collection': [],
  'json-schema-faker': ['JSONSchemaFaker.extend()', 'JSONSchemaFaker.option()'],
};

/**
 * JavaScript for a CommonJS process (Prism's host runs it with `node -e`): from then on,
 * `require` of each module in `table`, by its name or by the path of a file in it (as the bundle
 * of Prism requires it: scripts/prism-bundle.mjs), returns a stand-in that loads the real module on first
 * use. Any property read, write, `in`, `Object.keys` or prototype lookup on the stand-in (or on the
 * stand-in of a listed export) loads the module and acts on the real object, so code that does use
 * the module behaves as before, one require later. Only for modules whose exports (and listed
 * members) are objects: a stand-in cannot be called. A member listed as `Name.method()` is a
 * stand-in whose `method`, until the module loads, records each call and returns undefined; the
 * load replays the recorded calls on the real member, in order, before anything else uses it.
 * Each copy of a module on disk (several versions may be installed) gets its own stand-in; once
 * a copy is loaded, `require` returns it.
 *
 * Plain source text rather than a function's `toString()`, since the TypeScript loaders of the
 * tests and benchmarks add helpers to compiled functions that the host process does not have.
 * @example spawn(process.execPath, ['-e', deferModulesScript(prismDeferredModules) + rest])
 */
export function deferModulesScript(table: Record<string, readonly string[]>): string {
  return `
(function deferModules(loader, table) {
  const load = loader._load;
  const standIns = new Map();
  // One module's stand-ins. \`module.real()\` loads it (replaying the recorded calls) and returns it.
  const standInsOf = (module) => {
    // An object that forwards every operation to real(), resolved at the first one; \`recorded\`
    // names its methods whose calls are recorded while the module is not loaded.
    const standIn = (real, members, recorded) => {
      const memberStandIns = new Map(
        [...members].map(([name, methods]) => [name, standIn(() => Reflect.get(real(), name), [], methods)]),
      );
      const recorders = new Map(recorded.map((method) => [method, (...args) => {
        if (module.loaded()) return Reflect.apply(Reflect.get(real(), method), real(), args);
        module.calls.push(() => Reflect.apply(Reflect.get(real(), method), real(), args));
      }]));
      return new Proxy({}, {
        get: (_, key) =>
          memberStandIns.get(key) ?? (module.loaded() ? undefined : recorders.get(key)) ?? Reflect.get(real(), key),
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
      });
    };
    return standIn;
  };
  // A module is named by its package, or by the path of a file in it, as the bundle of Prism
  // (scripts/prism-bundle.mjs) requires each from the copy its importer would resolve.
  const nameOf = (request) => {
    const path = request.replace(/\\\\/g, '/');
    const at = path.lastIndexOf('/node_modules/');
    if (at === -1) return request;
    const [scope, name] = path.slice(at + 14).split('/');
    return scope.startsWith('@') ? scope + '/' + name : scope;
  };
  loader._load = function deferredLoad(request, parent, isMain) {
    const name = nameOf(request);
    const members = Object.hasOwn(table, name) ? table[name] : undefined;
    if (members === undefined) return load.call(this, request, parent, isMain);
    const file = loader._resolveFilename(request, parent, isMain);
    if (loader._cache[file]) return load.call(this, request, parent, isMain);
    let deferred = standIns.get(file);
    if (deferred === undefined) {
      // \`Name\` and \`Name.method()\` entries as [name, [method, ...]].
      const byName = new Map();
      for (const member of members) {
        const [name, method] = member.replace(/[(][)]$/, '').split('.');
        if (!byName.has(name)) byName.set(name, []);
        if (method) byName.get(name).push(method);
      }
      let real;
      const module = { calls: [], loaded: () => real !== undefined };
      const loadReal = () => {
        if (real === undefined) {
          real = load.call(loader, request, parent, false);
          for (const call of module.calls.splice(0)) call();
        }
        return real;
      };
      deferred = standInsOf(module)(loadReal, byName, []);
      standIns.set(file, deferred);
    }
    return deferred;
  };
})(require('module'), ${JSON.stringify(table)});
`;
}
