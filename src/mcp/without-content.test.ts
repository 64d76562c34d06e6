import { describe, expect, it } from 'vitest';
import { withoutContent } from './without-content.js';

const file = '/p/tenants.json';
const content = '{"keys":{"ghp_0123456789":{"billing":"x"}}, "note": "the state file"}';

describe('withoutContent', () => {
  const cases: [string, { given: string; want: string }][] = [
    [
      "a validator's key from the file",
      {
        given: `--tenants ${file}: tenants fixture: keys.ghp_0123456789.billing must be "active" or "blocked"`,
        want: `--tenants ${file}: tenants fixture: ….….… must be "…" or "…"`,
      },
    ],
    [
      "JSON.parse's quote of the first characters",
      {
        given: `--tenants ${file}: Unexpected token 'g', "ghp_012345"... is not valid JSON`,
        want: `--tenants ${file}: Unexpected token '…', "…"... is not valid JSON`,
      },
    ],
    [
      "a message that names no file is the kit's own and stands",
      {
        given: 'fixtures and state exclude each other: the state file already holds the state',
        want: 'fixtures and state exclude each other: the state file already holds the state',
      },
    ],
  ];
  for (const [title, { given, want }] of cases) {
    it(`[MCP-NO-QUOTE] ${title}`, () => expect(withoutContent(given, [content], [file])).toBe(want));
  }
});
