// Copies Prism's host (src/server/prism/host/*.cjs: checked JavaScript, CommonJS as Prism is) next
// to the compiled prism-host.js in dist/, which spawns it by path. tsc neither emits nor copies
// these files: tsconfig.host.json only checks them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';

const from = new URL('../src/server/prism/host/', import.meta.url);
const to = new URL('../dist/src/server/prism/host/', import.meta.url);
mkdirSync(to, { recursive: true });
for (const name of readdirSync(from)) {
  if (name.endsWith('.cjs')) copyFileSync(new URL(name, from), new URL(name, to));
}
