/**
 * dist/openapi/<api>.json: each OpenAPI document as written (references and all), in JSON, for
 * Prism. Prism reads the document it validates with at every start, twice (its operations, then
 * its extensions), and a YAML parse is most of that: from JSON its host answers about 0.1 s of CPU
 * sooner (bench/history.md section 10). openapi/*.yaml stays the one statement of each API; Prism is
 * given the twin only while it is not older than its YAML (`prismDocumentPath` in
 * src/server/package-root.ts), and test/contracts/openapi-json-twin.test.ts holds it equal to the
 * YAML as Prism's own parser reads it.
 *
 *   node scripts/openapi-json.mjs     (a step of `npm run build`, and of `npm start` when a YAML
 *                                      changed after its twin)
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const apis = ['memory', 'releases'];

const yamlOf = (dir, api) => join(dir, 'openapi', `${api}.yaml`);
const twinOf = (dir, api) => join(dir, 'dist', 'openapi', `${api}.json`);

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
};

/** Whether every twin exists and is not older than its YAML. */
export function openapiJsonIsCurrent(dir = root) {
  return apis.every((api) => mtime(twinOf(dir, api)) >= mtime(yamlOf(dir, api)));
}

/** Writes every twin (each renamed into place, so Prism never reads half a file). */
export async function writeOpenapiJson(dir = root) {
  // Loaded here only: `npm start` imports this module for the check above at every start.
  const { parse } = await import('yaml');
  mkdirSync(join(dir, 'dist', 'openapi'), { recursive: true });
  for (const api of apis) {
    const document = parse(readFileSync(yamlOf(dir, api), 'utf8'));
    const twin = twinOf(dir, api);
    writeFileSync(`${twin}.${process.pid}.tmp`, `${JSON.stringify(document, null, 1)}\n`);
    renameSync(`${twin}.${process.pid}.tmp`, twin);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeOpenapiJson();
