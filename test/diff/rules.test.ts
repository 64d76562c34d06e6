import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import { baseDocument } from './base-document.js';
import { requestRuleCases } from './request-rule-cases.js';
import { responseRuleCases } from './response-rule-cases.js';
import { post, schemas } from './rule-case.js';

/**
 * One-rule document pairs. `oasdiff` names the rule of oasdiff's published list (checker/rules.go:
 * id and level) that classifies the same edit; `want` lists every change as `operation | rule |
 * audiences`, so an extra or a missing change fails as surely as a wrong verdict. oasdiff judges
 * clients alone: its ERR and WARN are `clients` here, its INFO is compatible for clients; the
 * `deployments` verdicts are the kit's own (a response that got stricter).
 */
const cases = [...requestRuleCases, ...responseRuleCases];

const summary = (changes: ReturnType<typeof diffDocuments>) =>
  changes.map((c) => `${c.operation} | ${c.rule} | ${c.breaks.join(',') || '-'}`).sort();

describe('diffDocuments on one-rule document pairs', () => {
  it.each(cases)('[%s] %s (oasdiff: %s)', (_id, _title, _oasdiff, edit, want) => {
    const after = baseDocument();
    edit(after);
    expect(summary(diffDocuments(baseDocument(), after))).toEqual([...want].sort());
  });

  it('[DIFF-REF-1] a $ref that points nowhere is an error naming it, not a crash', () => {
    const after = baseDocument();
    post(after).requestBody.content['application/json'].schema = { $ref: '#/components/schemas/Gone' };
    expect(() => diffDocuments(baseDocument(), after)).toThrow(
      '$ref "#/components/schemas/Gone" points nowhere',
    );
  });

  it('[DIFF-REF-2] a change behind a recursive schema is reported once per place, and the walk ends', () => {
    const after = baseDocument();
    schemas(after).Item.properties.parent = {
      $ref: '#/components/schemas/Item',
      description: 'The enclosing item.',
    };
    const where = diffDocuments(baseDocument(), after).map((c) => `${c.operation} ${c.location} ${c.rule}`);
    expect(where.sort()).toEqual([
      'GET /v1/items response 200 application/json: items[].parent response-property-description-changed',
      'POST /v1/items response 201 application/json: parent response-property-description-changed',
    ]);
  });
});
