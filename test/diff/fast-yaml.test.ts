import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFastYaml } from '../../src/diff/fast-yaml.js';
import { Bail } from '../../src/diff/yaml-scalars.js';

/** Every YAML file below a folder. */
function yamlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

const root = join(import.meta.dirname, '../..');
const corpus = [...yamlFiles(join(root, 'openapi')), ...yamlFiles(join(import.meta.dirname, 'oasdiff/data'))];

/** What the fast reader makes of a text: its value, or `bail` when it leaves the text to `yaml`. */
function fast(text: string): unknown {
  try {
    return readFastYaml(text);
  } catch (error) {
    if (error instanceof Bail) return 'bail';
    throw error;
  }
}

describe('the fast YAML reader reads as the yaml package does, or leaves the text to it', () => {
  it(`[FAST-YAML-1] on the kit's documents and oasdiff's ${corpus.length} test documents`, () => {
    let read = 0;
    for (const path of corpus) {
      const text = readFileSync(path, 'utf8');
      const value = fast(text);
      if (value === 'bail') continue;
      read++;
      expect(value, path).toEqual(parse(text, { maxAliasCount: 1000 }));
    }
    // Most documents are of the common form: the fast path is the one taken.
    expect(read / corpus.length).toBeGreaterThan(0.8);
  });

  const snippets: [id: string, text: string][] = [
    [
      'scalars',
      "a: 1\nb: -2.5e3\nc: 0x1F\nd: 0o17\ne: .inf\nf: ~\ng: True\nh: 3.1.0\ni: \"x\\ty\\u00e9\"\nj: 'it''s'\nk: -x\nl: a#b\n",
    ],
    ['comments', '# top\na: 1 # one\n\n  # indented comment\nb:\n  # before\n  c: 2\n'],
    ['sequences', 'a:\n- 1\n- b: 2\n  c: 3\n-\n  - 4\nd:\n  - [1, "two", {x: y}]\n  - {}\n'],
    [
      'block scalars',
      'a: |\n  line 1\n    kept\n\n  line 3\nb: >-\n  folded\n  text\n\n  para\nc: |-\n  x\nd: 1\n',
    ],
    ['keys', '"200":\n  x: 1\n\'a b\': 2\n201: 3\n/p/{id}: 4\n'],
    ['multi-line plain scalars', 'a: one\n  two\n\n  three\nb:\n- x\n  y\nc: d\n'],
    ['multi-line double-quoted scalars', 'a: "one\n  two \\\n  three\n\n  four"\nb: "x: y\n  z" # c\n'],
    [
      'folded with more-indented lines',
      'a: >\n  text one\n  two\n\n    - item\n    - item 2\n\n  end\n\n\n  last\nb: 1\n',
    ],
    ['flow', 'a: [a b, "c, d", {e: [1, 2]}]\nb: {x: 1, y: "z"}\n'],
  ];
  it.each(snippets)('[FAST-YAML-2] %s', (_name, text) => {
    const value = fast(text);
    expect(value).not.toBe('bail');
    expect(value).toEqual(parse(text));
  });

  const leftToYaml: [id: string, text: string][] = [
    ['an anchor', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a comment inside a multi-line plain scalar', 'a: one\n  # no\n  two\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['a tab in an indent', 'a:\n\tb: 1\n'],
    ['a key with a value after another colon', 'a: b: c\n'],
    ['a key that reads as another number', '1.0: x\n'],
    ['a kept block scalar', 'a: |+\n  x\n\n'],
  ];
  it.each(leftToYaml)('[FAST-YAML-3] %s is left to yaml', (_name, text) => {
    expect(fast(text)).toBe('bail');
  });
});
