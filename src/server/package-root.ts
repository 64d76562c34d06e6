import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The installed package's root directory. Found by walking up from this file, because the code
 * runs both from `src/` (tests) and from `dist/src/` (the published CLI), at different depths.
 */
export const packageRoot: string = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'contract-kit')
      return dir;
    if (dirname(dir) === dir) throw new Error(`contract-kit: no package.json above ${start}`);
  }
}

/** The package's version, for `--version` and the startup banner. */
export function packageVersion(): string {
  return JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version as string;
}

/** Absolute path of one API's OpenAPI document, shipped with the package. */
export function openapiPath(api: 'memory' | 'releases'): string {
  return join(packageRoot, 'openapi', `${api}.yaml`);
}

/**
 * The document Prism is given: the build's JSON twin of {@link openapiPath} (scripts/openapi-json.mjs,
 * the same document, which Prism reads faster) while it is not older than the YAML, else the YAML.
 * An edited YAML is therefore what Prism validates with, even before the next build.
 */
export function prismDocumentPath(api: 'memory' | 'releases', root = packageRoot): string {
  const yaml = join(root, 'openapi', `${api}.yaml`);
  const twin = join(root, 'dist', 'openapi', `${api}.json`);
  try {
    if (statSync(twin).mtimeMs >= statSync(yaml).mtimeMs) return twin;
  } catch {
    // No twin (a checkout not built yet): the YAML.
  }
  return yaml;
}
