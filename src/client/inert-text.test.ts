import { describe, expect, it } from 'vitest';
import {
  escapeMarkup,
  inertJson,
  inertLines,
  inertText,
  inertValue,
  jsonText,
  markdownCode,
  markdownFence,
} from './inert-text.js';

const esc = '\u001b';

describe('[SEC-INERT-1] inertText shows every acting character as an escape', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['plain text is kept', { given: 'status 404 {"error":"x"}', want: 'status 404 {"error":"x"}' }],
    ['CR, LF and TAB', { given: 'a\r\nb\tc', want: 'a\\r\\nb\\tc' }],
    ['clear screen', { given: `${esc}[2J`, want: '\\x1b[2J' }],
    ['OSC 52 clipboard', { given: `${esc}]52;c;aGk=\u0007`, want: '\\x1b]52;c;aGk=\\x07' }],
    [
      'OSC 8 link',
      {
        given: `${esc}]8;;http://x${esc}\\t${esc}]8;;${esc}\\`,
        want: '\\x1b]8;;http://x\\x1b\\t\\x1b]8;;\\x1b\\',
      },
    ],
    ['C1 CSI and NEL', { given: '\u009b2J\u0085', want: '\\x9b2J\\x85' }],
    ['NUL and DEL', { given: '\u0000\u007f', want: '\\x00\\x7f' }],
    ['right-to-left override', { given: 'abc\u202edcba', want: 'abc\\u202edcba' }],
    ['zero-width space, joiner, BOM', { given: 'a\u200bb\u200dc\ufeff', want: 'a\\u200bb\\u200dc\\ufeff' }],
    ['line separator', { given: 'a\u2028b', want: 'a\\u2028b' }],
    ['tag characters', { given: 'a\u{e0041}', want: 'a\\u{e0041}' }],
    ['lone surrogate', { given: 'a\ud800b', want: 'a\\ud800b' }],
    ['a pair is a character, kept', { given: 'ok 😀', want: 'ok 😀' }],
    ['workflow command', { given: '::add-mask::x', want: ':\\x3aadd-mask:\\x3ax' }],
    ['three colons', { given: ':::', want: ':\\x3a\\x3a' }],
    ['old workflow command', { given: 'a ##[add-mask]x', want: 'a #\\x23[add-mask]x' }],
    ['one colon, one hash', { given: 'a: #1 [b]', want: 'a: #1 [b]' }],
  ];
  it.each(cases)('%s', (_title, { given, want }) => {
    expect(inertText(given)).toBe(want);
    // Applying it again changes nothing: reporters may meet text a command already made inert.
    expect(inertText(inertText(given))).toBe(want);
  });

  it('leaves no cut of its result starting a workflow command', () => {
    const shown = inertText(`x${'::error::y'.repeat(5)}##[set-output name=a]b`);
    expect(shown).not.toContain('::');
    expect(shown).not.toContain('##[');
  });
});

describe('[SEC-INERT-2] inertLines and inertValue keep the kit’s line breaks only', () => {
  it('escapes within lines and keeps \\n between them', () => {
    expect(inertLines(`a${esc}\n::b\r`)).toBe('a\\x1b\n:\\x3ab\\r');
  });
  it('maps every string of plain data, keys included, and keeps numbers', () => {
    const given = { a: [`${esc}x`, 3], 'k\u202e': { b: '##[x]' }, n: null };
    expect(inertValue(given)).toEqual({ a: ['\\x1bx', 3], 'k\\u202e': { b: '#\\x23[x]' }, n: null });
  });
});

describe('[SEC-INERT-3] escapeMarkup keeps XML valid with any character', () => {
  it('escapes markup and shows what XML 1.0 forbids', () => {
    expect(escapeMarkup(`<a href="x">&'\u0000\ud800\ufffe${esc}`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&#39;\\x00\\ud800\\ufffe\\x1b',
    );
  });
});

describe('[SEC-INERT-4] Markdown code that its text cannot close', () => {
  const cases: [string, { given: string; where?: 'cell'; want: string }][] = [
    ['plain', { given: 'a b', want: '`a b`' }],
    ['heading, image, link, HTML', { given: '# h ![i](x) <script>', want: '`# h ![i](x) <script>`' }],
    ['a backtick run', { given: 'a ``` b', want: '````a ``` b````' }],
    ['starts with a backtick', { given: '`x', want: '`` `x ``' }],
    ['a line break cannot end the span', { given: 'a\n\n# b', want: '`a\\n\\n# b`' }],
    ['pipes in a table cell', { given: 'a|b', where: 'cell', want: '`a\\|b`' }],
    ['empty', { given: '', want: '' }],
  ];
  it.each(cases)('%s', (_title, { given, where, want }) => {
    expect(markdownCode(given, where)).toBe(want);
  });

  it('fences a block with more backticks than any run, each line indented', () => {
    expect(markdownFence('curl x\n`````\n::a', 'sh', '   ')).toEqual([
      '   ``````sh',
      '   curl x',
      '   `````',
      '   :\\x3aa',
      '   ``````',
    ]);
  });
});

describe('[SEC-INERT-5] JSON stays the same data, with inert bytes', () => {
  it('escapes acting characters and workflow commands inside strings', () => {
    const value = { 'k::': `::stop-commands::t ##[add-mask]x \u009b\u202e\u2028\u{e0041}\ud800${esc}\u0000` };
    const text = jsonText(value);
    expect(JSON.parse(text)).toEqual(value);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no raw control character may be left.
    expect(text).not.toMatch(/::|##\[|[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u202e]/);
    expect(text).not.toMatch(/[\ud800-\udfff]/);
  });
  it('leaves a JSON text without such characters byte for byte', () => {
    const json = '{"a": [1, "b: c", {"d": "#[e]"}]}';
    expect(inertJson(json)).toBe(json);
  });
});
