/**
 * The GitHub Action's committed files: action/dist/index.js, one ES module bundling
 * action/src/main.ts with everything it imports (a runner does not install an action's
 * dependencies), and action.yml, whose inputs are derived from conformance/option-table.ts
 * (action/src/manifest.ts).
 *
 *   node scripts/action-bundle.mjs             writes both into this checkout (npm run action:bundle)
 *   node scripts/action-bundle.mjs --out DIR   writes DIR/action.yml and DIR/action/dist/index.js
 *
 * The output is deterministic (the same sources give the same bytes: paths in its comments are
 * relative to this checkout, and nothing of the machine or the time is written), so that
 * test/action/bundle-fresh.test.ts can rebuild into a temporary directory and compare bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outIndex = process.argv.indexOf('--out');
const out = outIndex === -1 ? root : resolve(process.argv[outIndex + 1] ?? '');

/**
 * The built-in mock (src/server/index.ts, with Prism's wiring) stays out: the CLI imports it only
 * without --base-url, which the action refuses before the run (action/src/main.ts), so the runner
 * never loads it, and the bundle stays a fraction of its size.
 */
const withoutMock = {
  name: 'without-mock',
  setup(context) {
    context.onResolve({ filter: /\/server\/index\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};

const shared = {
  absWorkingDir: root,
  // Paths as the checkout has them (node_modules/...), also where node_modules is a link to another
  // checkout's: esbuild names each bundled file in a comment, and the real path would differ.
  preserveSymlinks: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  write: false,
  logLevel: 'warning',
};

const bundle = await build({
  ...shared,
  entryPoints: ['action/src/main.ts'],
  outfile: 'action/dist/index.js',
  plugins: [withoutMock],
  // Bundled CommonJS dependencies call require() for Node's modules; an ES module has none.
  banner: {
    js: "import { createRequire as __ckCreateRequire } from 'node:module';\nconst require = __ckCreateRequire(import.meta.url);",
  },
});
const [index] = bundle.outputFiles;

// action.yml comes from the same table the CLI reads: built like the bundle, then run once.
const manifest = await build({ ...shared, entryPoints: ['action/src/manifest.ts'], outfile: 'manifest.js' });
const [manifestModule] = manifest.outputFiles;
const url = `data:text/javascript;base64,${Buffer.from(manifestModule.text).toString('base64')}`;
const { renderActionYml } = await import(url);

mkdirSync(join(out, 'action', 'dist'), { recursive: true });
writeFileSync(join(out, 'action', 'dist', 'index.js'), index.contents);
writeFileSync(join(out, 'action.yml'), renderActionYml());
process.stdout.write(
  `action bundle: ${join(out, 'action', 'dist', 'index.js')} (${Math.round(index.contents.length / 1024)} KiB), ${join(out, 'action.yml')}\n`,
);
