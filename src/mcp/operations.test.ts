import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openapiPath } from '../server/package-root.js';
import { allOperations, findOperation, operationProse } from './operations.js';

describe('operations of the documents', () => {
  it('[MCP-OPERATIONS] every operationId of both YAML documents is listed once, with its prose', () => {
    for (const api of ['memory', 'releases'] as const) {
      const yaml = readFileSync(openapiPath(api), 'utf8');
      // Operation ids declared right under a method (links name operations too, deeper).
      const declared = [...yaml.matchAll(/^ {6}operationId: (\w+)$/gm)].map((match) => match[1]);
      const listed = allOperations().filter((op) => op.api === api);
      expect(listed.map((op) => op.operationId)).toEqual(declared);
      for (const op of listed) expect(op.summary, op.operationId).toMatch(/\w/);
    }
  });

  it('[MCP-OPERATIONS-SECURED] the memory API is secured except the checkout; the releases API is open', () => {
    expect(findOperation('recall')?.secured).toBe(true);
    expect(findOperation('createCheckoutSession')?.secured).toBe(false);
    expect(findOperation('listEvents')?.secured).toBe(false);
  });

  it('[MCP-PROSE] reads one-line summary and description beside operationId, not those of links or block scalars', () => {
    const yaml = [
      '  /x:',
      '    get:',
      '      operationId: getX',
      "      summary: 'It''s X'",
      '      description: >',
      '        folded, not read',
      '      responses:',
      '        "200":',
      '          links:',
      '            Next:',
      '              operationId: getX',
      '              description: a link, not the operation',
    ].join('\n');
    expect(operationProse(yaml).get('getX')).toEqual({ summary: "It's X" });
  });
});
