// Copies the JSON fixtures next to their compiled loaders in dist/fixtures. tsc copies a JSON file
// only when it type-checks it, and fixtures/releases.json is typed by releases.d.json.ts instead
// (so that a type-check does not infer a literal type for 1 MB of data).
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';

const from = new URL('../fixtures/', import.meta.url);
const to = new URL('../dist/fixtures/', import.meta.url);
mkdirSync(to, { recursive: true });
for (const name of readdirSync(from)) {
  if (name.endsWith('.json')) copyFileSync(new URL(name, from), new URL(name, to));
}
