import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { baseDocument } from './base-document.js';
import { runCli } from './run-cli.js';

let dir: string;
let server: Server;
let baseUrl: string;

/** The base document with one required request property more: breaks clients. */
function breakingDocument() {
  const doc = baseDocument();
  doc.components.schemas.CreateItem.properties.owner = { type: 'string' };
  doc.components.schemas.CreateItem.required.push('owner');
  return doc;
}

/** The base document with one optional response property more: compatible. */
function compatibleDocument() {
  const doc = baseDocument();
  doc.components.schemas.Item.properties.note = { type: 'string' };
  return doc;
}

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ck-diff-cli-'));
  writeFileSync(join(dir, 'old.yaml'), stringify(baseDocument()));
  writeFileSync(join(dir, 'breaking.yaml'), stringify(breakingDocument()));
  writeFileSync(join(dir, 'compatible.json'), JSON.stringify(compatibleDocument()));
  const memory = readFileSync(fileURLToPath(new URL('../../openapi/memory.yaml', import.meta.url)), 'utf8');
  const loosened = memory.replace(
    'required: [anchor_id, name, type, metadata]',
    'required: [anchor_id, type, metadata]',
  );
  expect(loosened).not.toBe(memory);
  writeFileSync(join(dir, 'memory-loosened.yaml'), loosened);
  writeFileSync(join(dir, 'not-openapi.yaml'), 'swagger: "2.0"\ninfo: {title: x}\n');
  git('init', '-q');
  writeFileSync(join(dir, 'api.yaml'), stringify(baseDocument()));
  git('add', 'api.yaml');
  git('commit', '-q', '-m', 'v1');
  git('tag', 'v1.0.0');
  writeFileSync(join(dir, 'api.yaml'), stringify(breakingDocument()));
  server = createServer((request, response) => {
    if (request.url === '/openapi.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(breakingDocument()));
    } else if (request.url === '/openapi.yaml') {
      response.writeHead(200, { 'content-type': 'application/yaml' }).end(stringify(compatibleDocument()));
    } else {
      response.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('contract-kit diff, the built CLI', () => {
  const verdicts: [id: string, title: string, args: () => string[], code: number, says: string[]][] = [
    [
      'DIFF-CLI-1',
      'text: a breaking pair exits 1 and names the rule under its audience',
      () => ['old.yaml', 'breaking.yaml'],
      1,
      [
        'Breaking for clients and type importers (1):',
        'POST /v1/items  request body application/json: owner',
        '[new-required-request-property]',
        '1 breaking for clients, 0 breaking for deployments, 0 compatible',
      ],
    ],
    [
      'DIFF-CLI-2',
      'text: a compatible pair (YAML against JSON) exits 0',
      () => ['old.yaml', 'compatible.json'],
      0,
      [
        'Compatible (2):',
        '[response-optional-property-added]',
        '0 breaking for clients, 0 breaking for deployments, 2 compatible',
      ],
    ],
    [
      'DIFF-CLI-3',
      'markdown: a heading and a table row per change',
      () => ['old.yaml', 'breaking.yaml', '--format', 'markdown'],
      1,
      [
        '### ⚠️ Breaking contract changes',
        '| Operation | Where | Change | Rule |',
        '| `POST /v1/items` | `request body application/json: owner` | ``required property `owner` added: a request a client sends today may now be refused`` | `new-required-request-property` |',
      ],
    ],
    [
      'DIFF-CLI-4',
      'git:REF:path reads the revision a tag names',
      () => ['git:v1.0.0:api.yaml', 'api.yaml'],
      1,
      ['contract-kit diff: git:v1.0.0:api.yaml -> api.yaml', '[new-required-request-property]'],
    ],
    [
      'DIFF-CLI-5',
      "a deployment's published JSON document by URL",
      () => ['old.yaml', `${baseUrl}/openapi.json`],
      1,
      ['[new-required-request-property]'],
    ],
    [
      'DIFF-CLI-6',
      'a published YAML document by URL, compatible',
      () => [`${baseUrl}/openapi.yaml`, 'compatible.json'],
      0,
      ['no changes'],
    ],
    [
      'DIFF-CLI-7',
      '--fail-on deployments passes a change that breaks clients only',
      () => ['old.yaml', 'breaking.yaml', '--fail-on', 'deployments'],
      0,
      ['1 breaking for clients'],
    ],
    [
      'DIFF-CLI-10',
      'kit:memory names the document this package ships',
      () => ['kit:memory', 'memory-loosened.yaml'],
      1,
      [
        'contract-kit diff: kit:memory -> memory-loosened.yaml',
        'POST /v1/anchors  response 201 application/json: name',
        '[response-property-became-optional]',
      ],
    ],
  ];

  it.each(verdicts)('[%s] %s', async (_id, _title, args, code, says) => {
    const result = await runCli(['diff', ...args()], dir);
    expect(result.stderr).toBe('');
    for (const text of says) expect(result.stdout).toContain(text);
    expect(result.code).toBe(code);
  });

  it('[DIFF-CLI-8] json: counts per audience and every change with its rule', async () => {
    const result = await runCli(['diff', 'old.yaml', 'breaking.yaml', '--format', 'json'], dir);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      old: 'old.yaml',
      new: 'breaking.yaml',
      breaking: { clients: 1, deployments: 0 },
      compatible: 0,
    });
    expect(report.changes).toEqual([
      expect.objectContaining({
        rule: 'new-required-request-property',
        operation: 'POST /v1/items',
        breaks: ['clients'],
      }),
    ]);
  });

  const refusals: [id: string, title: string, args: () => string[], says: string][] = [
    ['DIFF-CLI-ERR-1', 'one document only', () => ['old.yaml'], 'give two documents: OLD NEW'],
    [
      'DIFF-CLI-ERR-2',
      'an unknown format',
      () => ['old.yaml', 'breaking.yaml', '--format', 'xml'],
      '--format must be one of text, markdown, json, got "xml"',
    ],
    ['DIFF-CLI-ERR-3', 'a missing file', () => ['old.yaml', 'missing.yaml'], 'missing.yaml: no such file'],
    [
      'DIFF-CLI-ERR-4',
      'a Swagger 2 document',
      () => ['old.yaml', 'not-openapi.yaml'],
      'not-openapi.yaml: Swagger 2.0; only OpenAPI 3.x is read',
    ],
    [
      'DIFF-CLI-ERR-5',
      'a revision git does not know',
      () => ['git:v9.9.9:api.yaml', 'api.yaml'],
      'git:v9.9.9:api.yaml: ',
    ],
    [
      'DIFF-CLI-ERR-6',
      'a URL that answers 404',
      () => ['old.yaml', `${baseUrl}/nothing.json`],
      'the server answered 404',
    ],
    ['DIFF-CLI-ERR-7', 'a git source without a path', () => ['git:v1.0.0', 'api.yaml'], 'write git:REF:PATH'],
    [
      'DIFF-CLI-ERR-8',
      'a kit: name the kit does not ship',
      () => ['kit:billing', 'old.yaml'],
      'the kit ships kit:memory and kit:releases',
    ],
  ];

  it.each(refusals)('[%s] %s: exit 2 with one line, no stack', async (_id, _title, args, says) => {
    const result = await runCli(['diff', ...args()], dir);
    expect(result.stderr).toContain(says);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(2);
  });

  it('[DIFF-CLI-9] --help and the command list describe diff', async () => {
    const help = await runCli(['diff', '--help'], dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: contract-kit diff OLD NEW');
    const top = await runCli(['--help'], dir);
    expect(top.stdout).toMatch(/^ {2}diff OLD NEW {2,}list changes between two OpenAPI documents/m);
  });
});
