import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { openapiPath } from '../../src/server/package-root.js';
import type { DriftRule, DriftScenario } from '../../src/traffic/drift/drift-step.js';
import { memoryScenario } from '../../src/traffic/drift/memory-scenario.js';
import { releasesScenario } from '../../src/traffic/drift/releases-scenario.js';
import { createSchemaMarks } from '../../src/traffic/drift/schema-marks.js';

function rulesOf(scenario: DriftScenario): DriftRule[] {
  return scenario.steps.flatMap((step) => [step.status, ...(step.checks ?? []).map((check) => check.rule)]);
}

function resolvePointer(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], document);
}

describe.each([memoryScenario, releasesScenario])('the $api drift scenario', (scenario) => {
  it('[DRIFT-MARKS] names only x-inferred marks that exist in its document', async () => {
    const document = await SwaggerParser.parse(openapiPath(scenario.api));
    const marks = rulesOf(scenario).flatMap((rule) => (rule.label === 'inferred' ? [rule.mark] : []));
    expect(marks.length).toBeGreaterThan(2);
    for (const mark of new Set(marks)) {
      const [file, pointer = ''] = mark.split('#');
      expect(file).toBe(`openapi/${scenario.api}.yaml`);
      const node = resolvePointer(document, pointer);
      if (pointer.startsWith('/x-inferred-decisions/')) expect(typeof node, mark).toBe('string');
      else expect((node as Record<string, unknown> | undefined)?.['x-inferred'], mark).toBe(true);
    }
  });

  it('[DRIFT-MARKS] step ids are unique', () => {
    const ids = scenario.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('schema marks', () => {
  it('[DRIFT-MARKS] finds the mark on a body path through $refs, and tells named from unnamed fields', async () => {
    const marks = createSchemaMarks((await SwaggerParser.parse(openapiPath('releases'))) as never);
    expect(marks.bodyPlace('GET', '/api/v1/events', 200, ['events', '[]', 'docs_url'])).toEqual({
      named: false,
    });
    expect(marks.bodyPlace('GET', '/api/v1/events', 200, ['events', '[]', 'release_notes_url'])).toEqual({
      mark: '/components/schemas/NullableUrl',
      named: true,
    });
    expect(marks.bodyPlace('GET', '/api/v1/events', 200, ['pagination', 'total'])).toEqual({ named: true });
    expect(marks.bodyPlace('GET', '/api/v1', 200, ['name'])).toEqual({
      mark: '/paths/~1api~1v1/get',
      named: true,
    });
  });
});
