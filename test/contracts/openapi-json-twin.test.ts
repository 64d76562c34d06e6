/**
 * Prism validates with the build's JSON twin of each document (scripts/openapi-json.mjs): these
 * tests hold the twin to the YAML as Prism itself reads both (its reference parser, and the
 * operations it builds from them), and show that an edited YAML wins over an older twin.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without types.
import { openapiJsonIsCurrent, writeOpenapiJson } from '../../scripts/openapi-json.mjs';
import { prismDocumentPath } from '../../src/server/package-root.js';

const require = createRequire(import.meta.url);
const prismHttp = createRequire(require.resolve('@stoplight/prism-cli/package.json'))(
  '@stoplight/prism-http',
) as {
  getHttpOperationsFromSpec(path: string): Promise<unknown[]>;
};
const RefParser = createRequire(require.resolve('@stoplight/prism-http'))(
  '@stoplight/json-schema-ref-parser',
) as new () => {
  parse(path: string): Promise<unknown>;
};

const apis = ['memory', 'releases'] as const;
let root = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ck-twin-'));
  mkdirSync(join(root, 'openapi'));
  for (const api of apis) copyFileSync(join('openapi', `${api}.yaml`), join(root, 'openapi', `${api}.yaml`));
  await writeOpenapiJson(root);
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('[SRV-TWIN] the JSON twin Prism is given', () => {
  for (const api of apis) {
    it(`[SRV-TWIN-1] ${api}: the same document and the same operations for Prism as the YAML`, async () => {
      const yaml = join(root, 'openapi', `${api}.yaml`);
      const twin = join(root, 'dist', 'openapi', `${api}.json`);
      expect(JSON.parse(readFileSync(twin, 'utf8'))).toEqual(await new RefParser().parse(yaml));
      const fromYaml = await prismHttp.getHttpOperationsFromSpec(yaml);
      expect(fromYaml.length).toBeGreaterThan(3);
      expect(await prismHttp.getHttpOperationsFromSpec(twin)).toEqual(fromYaml);
    });
  }

  it('[SRV-TWIN-2] Prism gets the twin while it is current, the YAML once the YAML is newer', () => {
    expect(openapiJsonIsCurrent(root)).toBe(true);
    expect(prismDocumentPath('memory', root)).toBe(join(root, 'dist', 'openapi', 'memory.json'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'openapi', 'memory.yaml'), later, later);
    expect(openapiJsonIsCurrent(root)).toBe(false);
    expect(prismDocumentPath('memory', root)).toBe(join(root, 'openapi', 'memory.yaml'));
    expect(prismDocumentPath('releases', root)).toBe(join(root, 'dist', 'openapi', 'releases.json'));
    // Without a build there is no twin: the YAML.
    expect(prismDocumentPath('releases', join(root, 'openapi'))).toBe(
      join(root, 'openapi', 'openapi', 'releases.yaml'),
    );
  });
});
