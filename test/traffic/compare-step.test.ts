import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { openapiPath } from '../../src/server/package-root.js';
import { compareStep, type StepRun } from '../../src/traffic/drift/compare-step.js';
import {
  type DriftAnswer,
  documented,
  inferred,
  type SideContext,
} from '../../src/traffic/drift/drift-step.js';
import { mapIds } from '../../src/traffic/drift/map-ids.js';
import { createSchemaMarks } from '../../src/traffic/drift/schema-marks.js';

let marks: ReturnType<typeof createSchemaMarks>;
const side = (name: SideContext['name']): SideContext => ({
  name,
  credentials: { apiKey: 'k', workspace: 'w' },
  ids: new Map(),
});
const json = { 'content-type': 'application/json' };

function run(kit: DriftAnswer, deployment: DriftAnswer, pathname = '/v1/recall'): StepRun {
  return {
    step: {
      id: 'T',
      title: 't',
      request: () => ({ method: 'POST', path: pathname }),
      status: documented('test'),
    },
    ...{
      method: 'POST',
      pathname,
      marks,
      successMark: inferred('memory', '/x-inferred-decisions/0'),
      sameData: true,
    },
    kit: { answer: kit, side: side('kit') },
    deployment: { answer: deployment, side: side('deployment') },
  };
}

beforeAll(async () => {
  marks = createSchemaMarks((await SwaggerParser.parse(openapiPath('memory'))) as never);
});

describe('compareStep', () => {
  it('[DRIFT-HEADERS] a documented header only one side sends is labelled with its mark (Retry-After)', () => {
    const body = { error: 'rate_limited', message: 'slow down' };
    const { findings } = compareStep(
      run(
        { status: 429, headers: { ...json, 'retry-after': '3' }, body },
        { status: 429, headers: json, body },
      ),
      'memory',
    );
    expect(findings).toEqual([
      {
        rule: 'header retry-after',
        label: 'inferred',
        message: 'only the kit sends it',
        mark: 'openapi/memory.yaml#/components/headers/RetryAfter',
      },
    ]);
  });

  it('[DRIFT-HEADERS] a different media type breaks the documented JSON rule; undocumented headers are ignored', () => {
    const body = { items: [], session_id: 's' };
    const { findings } = compareStep(
      run(
        { status: 200, headers: { ...json, 'x-kit': '1' }, body },
        { status: 200, headers: { 'content-type': 'text/plain' }, body },
      ),
      'memory',
    );
    expect(findings).toEqual([
      {
        rule: 'header content-type',
        label: 'documented',
        message: 'media types differ',
        source: 'What the service does: responses are JSON',
        expected: 'kit: "application/json"',
        received: 'deployment: "text/plain"',
      },
    ]);
  });

  it('[DRIFT-STATUS] two different success statuses are the success-code decision; an error against a success is the step rule', () => {
    const ok = (status: number): DriftAnswer => ({ status, headers: json, body: {} });
    expect(compareStep(run(ok(201), ok(200)), 'memory').findings[0]).toMatchObject({
      label: 'inferred',
      mark: 'openapi/memory.yaml#/x-inferred-decisions/0',
    });
    expect(compareStep(run(ok(200), ok(500)), 'memory').findings[0]).toMatchObject({ label: 'documented' });
  });

  it('[DRIFT-SHAPE] a field of a documented schema is a documented difference; a type change is reported with both types', () => {
    const shape = { rule: 'body shape', label: 'documented', source: 'the documented response schema' };
    const kit = { items: [{ atom_id: 'a', content: 'c', score: 1.5 }], session_id: 's' };
    const deployment = { items: [{ atom_id: 'a', content: 'c', score: '1.5' }] };
    expect(
      compareStep(
        run({ status: 200, headers: json, body: kit }, { status: 200, headers: json, body: deployment }),
        'memory',
      ).findings,
    ).toEqual([
      { ...shape, message: '/items/[]/score: kit number, deployment string' },
      { ...shape, message: '/session_id: kit string, deployment absent' },
    ]);
  });
});

describe('mapIds', () => {
  it("[DRIFT-IDS] maps every string id the kit captured to the deployment's, position by position, and nothing else", async () => {
    const kit = side('kit');
    const deployment = side('deployment');
    kit.ids.set('anchor', 'k-anchor').set('recalled', ['k1', 'k2']).set('source', 1);
    deployment.ids.set('anchor', 'd-anchor').set('recalled', ['d1', 'd2']).set('source', 7);
    const value = { anchor_id: 'k-anchor', items: [{ atom_id: 'k2' }, { atom_id: 'other' }], limit: 1 };
    expect(mapIds(value, kit, deployment)).toEqual({
      anchor_id: 'd-anchor',
      items: [{ atom_id: 'd2' }, { atom_id: 'other' }],
      limit: 1,
    });
  });
});
