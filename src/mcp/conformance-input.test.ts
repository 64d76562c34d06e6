import { describe, expect, it } from 'vitest';
import { optionEntries } from '../../conformance/option-table.js';
import { conformanceOptionShape, conformanceOptionsOf } from './conformance-input.js';

describe('run_conformance input from the option table', () => {
  it('[MCP-CONF-OPTIONS] offers every run option of the table by name, with its help, and none of the CLI-only ones', () => {
    const shape = conformanceOptionShape();
    const runOptions = optionEntries()
      .filter(([name, spec]) => !spec.cli && name !== 'baseUrl')
      .map(([name]) => name);
    expect(Object.keys(shape)).toEqual(runOptions);
    expect(shape.maxRequests?.description).toMatch(/^--max-requests: traffic budget/);
    expect(shape).not.toHaveProperty('reporter');
  });

  it('[MCP-CONF-VALUES] headers become Name: value lines, ids upper case; a bad header name is refused', () => {
    expect(
      conformanceOptionsOf({ headers: { 'X-Gateway': 'abc' }, only: ['rel-offset '], strict: true }),
    ).toEqual({
      headers: ['X-Gateway: abc'],
      only: ['REL-OFFSET'],
      strict: true,
    });
    expect(() => conformanceOptionsOf({ headers: { 'bad name': 'x' } })).toThrow(
      /"bad name" is not a header name/,
    );
  });
});
