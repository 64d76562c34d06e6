import { describe, expect, it } from 'vitest';
import { DocumentError, parseDocument, parseSource } from './load-document.js';

describe('parseSource', () => {
  const cases: [id: string, given: string, want: ReturnType<typeof parseSource>][] = [
    ['SRC-1', 'openapi/memory.yaml', { kind: 'file', path: 'openapi/memory.yaml' }],
    ['SRC-2', 'git:v1.2.0:openapi/memory.yaml', { kind: 'git', ref: 'v1.2.0', path: 'openapi/memory.yaml' }],
    ['SRC-3', 'git:HEAD~2:./memory.yaml', { kind: 'git', ref: 'HEAD~2', path: './memory.yaml' }],
    [
      'SRC-4',
      'https://api.example.com/openapi.json',
      { kind: 'url', url: 'https://api.example.com/openapi.json' },
    ],
    ['SRC-5', 'HTTP://127.0.0.1:4010/doc', { kind: 'url', url: 'HTTP://127.0.0.1:4010/doc' }],
  ];
  it.each(cases)('[%s] %s', (_id, given, want) => {
    expect(parseSource(given)).toEqual(want);
  });

  it.each(['git:', 'git:v1', 'git::path', 'git:v1:'])(
    '[SRC-6] %s is refused with the form to write',
    (given) => {
      expect(() => parseSource(given)).toThrow(
        new DocumentError(`"${given}": write git:REF:PATH, such as git:v1.0.0:openapi/memory.yaml`),
      );
    },
  );
});

describe('parseDocument', () => {
  const refusals: [id: string, text: string, says: string][] = [
    ['DOC-1', '{"openapi": "3.1.0", ', 'x.json: neither JSON nor YAML'],
    ['DOC-2', '- a\n- b\n', 'x.json: not an OpenAPI document (no object at the top)'],
    ['DOC-3', 'swagger: "2.0"\n', 'x.json: Swagger 2.0; only OpenAPI 3.x is read'],
    ['DOC-4', 'openapi: 2.1\n', 'x.json: not an OpenAPI 3.x document (openapi: 2.1)'],
    ['DOC-5', 'info: {}\n', 'x.json: not an OpenAPI 3.x document (openapi: missing)'],
  ];
  it.each(refusals)('[%s] refuses with the document named', (_id, text, says) => {
    expect(() => parseDocument(text, 'x.json')).toThrow(says);
  });

  it('[DOC-6] reads JSON and YAML to the same document', () => {
    const yaml = parseDocument('openapi: 3.1.0\npaths: {}\n', 'a.yaml');
    expect(parseDocument('{"openapi": "3.1.0", "paths": {}}', 'a.json')).toEqual(yaml);
  });
});
