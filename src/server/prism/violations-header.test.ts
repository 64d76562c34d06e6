import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isResponse, type PrismViolation, readViolationsHeader } from './violations-header.js';

/** One violation as Prism writes it (`location` first), on the request or the response side. */
function violation(side: 'request' | 'response', i: number, message = `must be string (#${i})`) {
  return { location: [side, 'body', 'events', String(i), 'id'], severity: 'Error', code: 'type', message };
}

/** The header exactly as Prism 5.16 sends it (`addViolationHeader`, prism-http-server's server.js). */
function asPrismSends(violations: object[]): string {
  const limit = 8 * 1024 - 100;
  const value = JSON.stringify(violations);
  return value.length > limit ? `Too many violations! ${value.substring(0, limit)}` : value;
}

const requests = (n: number, from = 0) => Array.from({ length: n }, (_, i) => violation('request', from + i));
const responses = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => violation('response', from + i));

describe('[SL-HEADER] reading sl-violations, whole or cut by Prism', () => {
  it('[SL-HEADER-PRISM] Prism 5.16 still cuts the header as this reader expects', () => {
    const require = createRequire(import.meta.url);
    const server = require.resolve('@stoplight/prism-http-server/dist/server.js', {
      paths: [require.resolve('@stoplight/prism-cli/package.json')],
    });
    const source = readFileSync(server, 'utf8');
    expect(source).toContain('const MAX_SAFE_HEADER_LENGTH = 8 * 1024 - 100;');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Prism's own source text, template and all.
    expect(source).toContain('value = `Too many violations! ${value.substring(0, MAX_SAFE_HEADER_LENGTH)}`;');
    expect(source).toContain('inputValidationErrors.concat(outputValidationErrors)');
  });

  /** How many elements of `given` Prism's cut leaves whole: those whose text ends within the limit. */
  function wholeAfterCut(given: object[]): number {
    return given.filter((_, i) => JSON.stringify(given.slice(0, i + 1)).length - 1 <= 8 * 1024 - 100).length;
  }

  const cases: [string, { given: object[]; cut: boolean; hidesResponse: boolean | undefined }][] = [
    ['a header under the limit is read whole', { given: responses(3), cut: false, hidesResponse: undefined }],
    [
      'cut among response violations',
      { given: [...requests(2), ...responses(150)], cut: true, hidesResponse: true },
    ],
    [
      'cut among request violations, response ones after',
      { given: [...requests(150), ...responses(5)], cut: true, hidesResponse: false },
    ],
    ['cut among request violations only', { given: requests(150), cut: true, hidesResponse: false }],
  ];
  it.each(cases)('[SL-HEADER-CUT] %s', (_title, { given, cut, hidesResponse }) => {
    const header = asPrismSends(given);
    expect(header.startsWith('Too many violations! ')).toBe(cut);
    const whole = wholeAfterCut(given);
    // A cut leaves some elements whole and loses the rest; an uncut header keeps them all.
    expect([whole > 0, whole < given.length]).toEqual([true, cut]);
    const read = readViolationsHeader(header);
    expect(read?.violations).toEqual(given.slice(0, whole));
    expect(read?.cut?.hidesResponse).toBe(hidesResponse);
  });

  it('[SL-HEADER-STRINGS] braces, commas, quotes and escapes inside messages are not taken for structure', () => {
    const tricky = (i: number) =>
      violation('response', i, `must match "^\\\\d+$" },{"location":["request"]} ] [ \\" é ${'x'.repeat(i)}`);
    const given = Array.from({ length: 60 }, (_, i) => tricky(i));
    const header = asPrismSends(given);
    expect(header.startsWith('Too many violations! ')).toBe(true);
    const read = readViolationsHeader(header);
    expect(read?.violations.length).toBeGreaterThan(10);
    expect(read?.violations).toEqual(given.slice(0, read?.violations.length));
    expect(read?.cut?.hidesResponse).toBe(true);
  });

  it('[SL-HEADER-EVERY-CUT] wherever the cut falls, what is read is exactly the whole elements before it', () => {
    const given = [...requests(3), ...responses(4)];
    const json = JSON.stringify(given);
    // Where each element's text ends (just past its `}`).
    const ends = given.map((_, i) => JSON.stringify(given.slice(0, i + 1)).length - 1);
    // A hidden response violation is certain once the first one's side shows, except right after a
    // `}`, where only the closing `]` may be missing; and never past the last element.
    const firstSide = json.indexOf('"response"') + '"response"'.length;
    for (let at = 1; at < json.length; at++) {
      const read = readViolationsHeader(`Too many violations! ${json.slice(0, at)}`);
      const whole = ends.filter((end) => end <= at).length;
      expect(read?.violations, `cut at ${at}`).toEqual(given.slice(0, whole));
      const certain = at >= firstSide && !ends.includes(at);
      expect(read?.cut?.hidesResponse, `cut at ${at}`).toBe(certain);
      if (certain) expect(given.slice(whole).some((v) => isResponse(v as PrismViolation))).toBe(true);
    }
  });

  it('[SL-HEADER-FIRST] a cut inside the first element still says which side it is on', () => {
    const read = readViolationsHeader(
      'Too many violations! [{"location":["response","body","sources","0","na',
    );
    expect(read).toEqual({ violations: [], cut: { hidesResponse: true } });
  });

  const unreadable: [string, string][] = [
    ['not JSON', 'oops'],
    ['JSON but not an array', '{"location":["response"]}'],
    ['cut, but not an array', 'Too many violations! {"location":["response"'],
    ['cut, but nothing after the prefix', 'Too many violations! '],
    ['the prefix before a whole array', 'Too many violations! [{"location":["response"]}]'],
  ];
  it.each(unreadable)('[SL-HEADER-UNREADABLE] %s is refused', (_title, header) => {
    expect(readViolationsHeader(header)).toBeNull();
  });
});
