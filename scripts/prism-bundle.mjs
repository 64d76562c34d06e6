/**
 * Prism's proxy as one file, for this checkout's `npm start` and tests: Prism's host
 * (src/server/prism/prism-host.ts) spends about a third of its start resolving and reading the
 * 1,000-odd CommonJS files of `createServer.js` one by one; from one file it loads about 0.15 s
 * sooner (bench/start-time.ts, bench/history.md section 10).
 *
 *   node scripts/prism-bundle.mjs          builds .cache/prism-host/ (part of `npm run build`)
 *   node scripts/prism-bundle.mjs --check  exits 1 when the bundle is missing or not current
 *
 * The bundle is made with esbuild from the Prism installed here, into `.cache/prism-host/`: never
 * in dist/ (what the package ships), since it holds this machine's copy of Prism and its absolute
 * paths. A package user's `contract-kit mock` loads their own Prism as installed. The host uses the
 * bundle only while its manifest names the very `createServer.js` it would load and the
 * package-lock.json it was made from, by size and time (see `bundledPrism` in prism-host.ts);
 * otherwise, or without esbuild or Prism, it loads Prism's files as they are: the same code.
 *
 * Kept out of the bundle, required from their own copies at first use: the modules Prism's proxy
 * never runs (deferred-modules.ts), each by the absolute path its importer would resolve, so that
 * two installed versions stay two. Inside it, two modules load at first use (`lazyModule`):
 * node-fetch's whatwg-url, whose first use never comes, and lodash/fp, whose two methods Prism
 * calls come from modules of their own. The file is ASCII only. Beside `createServer.js`'s exports the bundle exports `signale`,
 * the logger Prism's module logs with, and three modules whose functions the host replaces
 * (prism-host.ts): `examplePaths` and `extensions` of Prism's CLI, and `ajvCore`, the ajv its
 * validator uses. `jsonc-parser`
 * is taken from its ES module build: its UMD build's `require` calls are hidden from bundlers.
 *
 * A bundle that cannot be made (esbuild fails on some future Prism) is said in one line and is no
 * error: the host then loads Prism's own files, only a little later. `[SRV-BUNDLE-2]` fails when
 * this checkout's build made none.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(root, 'package.json'));

/** Where the bundle lives, and the manifest beside it (the same names prism-host.ts reads). */
const bundleDir = join(root, '.cache', 'prism-host');
const manifestPath = join(bundleDir, 'manifest.json');

/** Modules left out of the bundle: the ones the proxy never runs (see src/server/prism/host/defer-modules.cjs). */
const external = /^(@faker-js\/faker|postman-collection|json-schema-faker)$/;

/**
 * package-lock.json's size and time, which change whenever npm or git changes the lock (a stat,
 * not a hash: the host's start reads it before anything else). `bundledPrism` in prism-host.ts
 * makes the same stamp: shipped code cannot import this script, nor this script the build.
 */
function lockStamp(dir) {
  try {
    const { size, mtimeMs } = statSync(join(dir, 'package-lock.json'));
    return `${size}:${mtimeMs}`;
  } catch {
    return null;
  }
}

/**
 * The bundle's entry: what it exports. Kept in the manifest, so that a bundle made by an older
 * version of this script is made again.
 */
const entryOf = (entry) => {
  // ajv as Prism's validator requires it (the host replaces a method of its class).
  const ajvCore = createRequire(createRequire(entry).resolve('@stoplight/prism-http')).resolve(
    'ajv/dist/core',
  );
  return `module.exports = { ...require(${JSON.stringify(entry)}), signale: require('signale'), examplePaths: require('./paths'), extensions: require('../extensions'), ajvCore: require(${JSON.stringify(ajvCore)}) };`;
};

/** Raised when the way the bundle is made changes, so that an older bundle is made again. */
const recipe = 4;

/** What a current bundle must have been made from, or null when Prism is not installed. */
function sourceOf() {
  let entry;
  try {
    entry = require.resolve('@stoplight/prism-cli/dist/util/createServer.js');
  } catch {
    return null;
  }
  return { entry, lock: lockStamp(root), contents: entryOf(entry), recipe };
}

/**
 * A module the bundle loads at its first use instead of at its require (`path`; `names`, every
 * property name `in` finds on the real module, its prototypes' included), with the members
 * `alone` lists taken from modules of their own (name to module, resolved beside `path`): what
 * `in` asks is answered from `names`, a member of `alone` from its module, anything else loads
 * the real module.
 * - node-fetch requires whatwg-url (and with it tr46's tables) only for a `URL` it takes from Node
 *   whenever Node has one, after asking `'default' in` it: about 20 ms of the host's load for a
 *   module a proxy never runs.
 * - lodash/fp converts every one of lodash's 300-odd functions when it loads (with a second,
 *   minified copy of lodash), for the two methods Prism calls (`merge` in its HTTP server, `set`
 *   in its security validator): those come from lodash's one-method modules (`lodash/fp/merge`,
 *   made by the same conversion of lodash's own `merge`), about 40 ms of the host's start.
 */
export const lazyModule = (path, names, alone = {}) => `
let real;
const load = () => (real ??= require(${JSON.stringify(path)}));
const names = ${JSON.stringify(names)};
const alone = { ${Object.entries(alone)
  .map(([name, module]) => `${JSON.stringify(name)}: () => require(${JSON.stringify(module)})`)
  .join(', ')} };
module.exports = new Proxy({}, {
  get: (_, key) => (Object.hasOwn(alone, key) ? alone[key]() : Reflect.get(load(), key)),
  set: (_, key, value) => Reflect.set(load(), key, value),
  has: (_, key) => (real === undefined && typeof key === 'string' ? names.includes(key) : Reflect.has(load(), key)),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
  getPrototypeOf: () => Reflect.getPrototypeOf(load()),
});
`;

/** Every property name `in` finds on `value`: its own and its prototypes'. */
function namesIn(value) {
  const names = new Set();
  for (let at = value; at !== null && at !== undefined; at = Object.getPrototypeOf(at))
    for (const name of Object.getOwnPropertyNames(at)) names.add(name);
  return [...names];
}

/**
 * The modules the bundle loads at first use (see lazyModule): by the name they are required by and
 * the importers that require them that way, with the members taken from modules of their own.
 */
const lazyModules = [
  { name: 'whatwg-url', importer: /[\\/]node-fetch[\\/]/, alone: {} },
  { name: 'lodash/fp', importer: /./, alone: { merge: './fp/merge', set: './fp/set' } },
];

/** Whether .cache/prism-host/ holds a bundle of the Prism installed here now. */
export function bundleIsCurrent() {
  const source = sourceOf();
  if (source === null) return true;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return (
      manifest.entry === source.entry &&
      manifest.lock === source.lock &&
      manifest.contents === source.contents &&
      manifest.recipe === source.recipe &&
      existsSync(join(bundleDir, manifest.file))
    );
  } catch {
    return false;
  }
}

/**
 * Builds the bundle. Returns a sentence when it was not built (no Prism, no esbuild), for the
 * caller to print; the host then loads Prism's files as they are.
 */
export async function buildPrismBundle() {
  try {
    return await bundle();
  } catch (error) {
    return `no bundle of Prism (${String(error?.message ?? error).split('\n')[0]}): Prism loads from its own files`;
  }
}

async function bundle() {
  const source = sourceOf();
  if (source === null) return 'Prism is not installed: no bundle of its proxy';
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return 'esbuild is not installed: Prism loads from its own files';
  }
  const resolveFrom = (importer, name) => createRequire(importer).resolve(name);
  const building = join(bundleDir, `createServer.${process.pid}.tmp`);
  mkdirSync(bundleDir, { recursive: true });
  // The bundle is CommonJS, as Prism is; this package is "type": "module".
  writeFileSync(join(bundleDir, 'package.json'), '{ "type": "commonjs" }\n');
  await esbuild.build({
    stdin: {
      contents: source.contents,
      resolveDir: dirname(source.entry),
      sourcefile: 'prism-host-entry.js',
    },
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'error',
    legalComments: 'inline',
    // Without the whitespace the file is a third smaller and loads 20-30 ms sooner; names and
    // syntax are kept as written.
    minifyWhitespace: true,
    plugins: [
      {
        name: 'prism-host',
        setup(build) {
          build.onResolve({ filter: external }, (args) => ({
            path: resolveFrom(args.importer, args.path),
            external: true,
          }));
          // whatwg-url as node-fetch requires it, and lodash/fp: loaded at first use (lazyModule).
          for (const { name, importer, alone } of lazyModules) {
            const filter = new RegExp(`^${name.replace('/', '\\/')}$`);
            build.onResolve({ filter }, (args) =>
              importer.test(args.importer)
                ? { path: resolveFrom(args.importer, args.path), namespace: 'lazy-module', pluginData: alone }
                : undefined,
            );
          }
          build.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({
            contents: lazyModule(args.path, namesIn(createRequire(args.path)(args.path)), args.pluginData),
            resolveDir: dirname(args.path),
            loader: 'js',
          }));
          build.onResolve({ filter: /^jsonc-parser$/ }, (args) => {
            const umd = resolveFrom(args.importer, args.path);
            const esm = umd.replace(/([\\/])umd([\\/])main\.js$/, '$1esm$2main.js');
            return { path: existsSync(esm) ? esm : umd };
          });
        },
      },
    ],
  });
  // ASCII only: esbuild leaves a few characters in regular expressions as they are (〇 and –
  // among Prism's), and one character beyond ASCII makes Node read all 3 MB as a two-byte string,
  // which loaded about 20 ms later. A \u escape means the same character in a string, a regular
  // expression, an identifier or a comment (one beyond 0xFFFF is written as its two halves).
  const text = readFileSync(building, 'utf8');
  writeFileSync(
    building,
    text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  // `createServer.js`, the name the host's processes are known by (tests and benchmarks find them
  // by it); renamed into place so that a host never loads a half-written file.
  const file = 'createServer.js';
  renameSync(building, join(bundleDir, file));
  writeFileSync(
    manifestPath,
    `${JSON.stringify({ entry: source.entry, lock: source.lock, contents: source.contents, recipe, file }, null, 2)}\n`,
  );
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    process.exitCode = bundleIsCurrent() ? 0 : 1;
  } else {
    rmSync(manifestPath, { force: true });
    const skipped = await buildPrismBundle();
    if (skipped) console.error(`contract-kit: ${skipped}`);
  }
}
