/**
 * Every code the kit sends is declared, and every `{error, message}` body is built in one place.
 * The APIs' codes are `errorCodes`, the mock's own `mockErrorCodes` (api-error.ts); `errorBody`
 * there (with `errorJson` and `errorResponse` on it) takes only a declared code, so an undeclared
 * one does not compile. What the compiler cannot see is a body built by hand elsewhere: this scan
 * of src/ and mocks/ fails on one, so a new surface must go through the one builder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  errorBody,
  errorCodes,
  errorJson,
  errorResponse,
  errorStatus,
  mockErrorCodes,
} from '../../src/engine/http/pipeline/api-error.js';
import { memoryDocument } from '../../src/generated/memory-document.js';
import { releasesDocument } from '../../src/generated/releases-document.js';

/** The one module that builds error bodies. */
const builder = 'src/engine/http/pipeline/api-error.ts';

/**
 * Files that may build a body by hand, and why. Their codes are still checked against the lists.
 */
const exempt: Record<string, string> = {
  // Test support standing in for a real deployment; src/client may not import the engine.
  'src/client/http-test-server.ts': 'a scripted stand-in for the real API in the client tests',
};

const sourceFile = /\.(ts|cjs|mjs|js)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(join('src', 'generated')));
}

/** The text without its comments, which may well describe the `{error, message}` shape. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');
}

/**
 * The ways an `{error, message}` body gets built by hand: an object with an `error` key and then
 * a `message` key, or the other way round (a value `error.message` is no key), the shorthand
 * `{ error, message }`, or JSON text of one.
 */
const within = String.raw`(?:\$\{[^{}]*\}|[^{};]){0,300}?`; // one object: no braces but `${}`
const handBuilt = [
  new RegExp(String.raw`\berror\s*:${within},\s*message\s*[:,}]`),
  new RegExp(String.raw`[{,]\s*message\s*[:,]${within},\s*error\s*[:,}]`),
  /\{\s*error\s*,\s*message\s*[,}]/,
  /\\?["']error\\?["']\s*:[^{}]{0,300}?\\?["']message\\?["']\s*:/,
];

/** Where a file builds an error body by hand: the matched text, or null. */
function handBuiltIn(text: string): string | null {
  const stripped = code(text);
  for (const pattern of handBuilt) {
    const found = pattern.exec(stripped);
    if (found) return found[0];
  }
  return null;
}

const apiCodes = new Set<string>([
  ...memoryDocument.components.schemas.Error.properties.error.enum,
  ...releasesDocument.components.schemas.Error.properties.error.enum,
]);
const declared = new Set([...Object.keys(errorCodes), ...Object.keys(mockErrorCodes)]);

describe('[ERROR-CODES] the codes the kit sends', () => {
  it('[ERROR-CODES-1] errorCodes are exactly the codes the two documents list', () => {
    expect(new Set(Object.keys(errorCodes))).toEqual(apiCodes);
  });

  it("[ERROR-CODES-2] the mock's own codes are none of the APIs', each with a status and when it is sent", () => {
    for (const [name, { status, when }] of Object.entries(mockErrorCodes)) {
      expect(apiCodes.has(name), name).toBe(false);
      expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
      if (status !== null) expect(status >= 400 && status <= 599, name).toBe(true);
      expect(when.length, name).toBeGreaterThan(10);
      expect(errorStatus(name as keyof typeof mockErrorCodes)).toBe(status);
    }
  });

  it('[ERROR-CODES-3] one builder: the same bytes as before, the status of the code', () => {
    expect(errorJson('starting', 'the mock is starting')).toBe(
      '{"error":"starting","message":"the mock is starting"}',
    );
    expect(errorBody('not_found', 'anchor not found')).toEqual({
      error: 'not_found',
      message: 'anchor not found',
    });
    expect(errorResponse('state_unavailable', 'lost', { 'retry-after': '1' })).toEqual({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: { error: 'state_unavailable', message: 'lost' },
    });
    expect(errorResponse('rate_limited', 'too many requests').status).toBe(429);
    // A fault's status is its own: the caller must give it.
    expect(() => errorResponse('injected_fault', 'fault f1')).toThrow(TypeError);
    expect(errorResponse('injected_fault', 'fault f1', {}, 418).status).toBe(418);
  });

  it('[ERROR-CODES-4] the scan finds a body built by hand, and not what only looks like one', () => {
    const planted = [
      "const body = { error: 'starting', message };",
      "writeResponse(response, { status: 502, headers, body: { error: 'bad_gateway', message } });",
      `const body = { error: \`fault_\${kind}\`, message: \`fault \${label}\` };`,
      `const body = JSON.stringify({\n    error: 'unauthorized',\n    message: \`needs \${header}\`,\n  });`,
      'const body = JSON.stringify({ error, message });',
      `const body = { message: \`fault \${label}\`, error: 'injected_fault' };`,
      'body: { error: error.code, message: error.message },',
      `socket.end('{"error":"bad_request","message":"no"}');`,
      'const text = "{\\"error\\":\\"bad_request\\",\\"message\\":\\"no\\"}";',
    ];
    for (const text of planted) expect(handBuiltIn(text), text).not.toBeNull();
    const innocent = [
      'child.send({ ...message, id }, (error) => error && pending.get(id)?.({ id, error: error.message }));',
      "const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });",
      '/** Answers in the `{error, message}` shape. */',
      "// a refusal's body: { error: 'forbidden', message }",
      "const body = errorBody('forbidden', message);",
      'return createExchange({ ...base, error: message, durationMs });',
    ];
    for (const text of innocent) expect(handBuiltIn(text), text).toBeNull();
  });

  it('[ERROR-CODES-5] no file of src/ or mocks/ builds an error body but the one builder', () => {
    const files = [...sources('src'), ...sources('mocks')];
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join('src', 'server', 'prism', 'host', 'host.cjs'));
    const offenders: string[] = [];
    for (const file of files) {
      const path = file.split('\\').join('/');
      const text = readFileSync(file, 'utf8');
      if (path === builder) continue;
      if (path in exempt) {
        for (const [, sent] of code(text).matchAll(/\berror\s*:\s*'([a-z_]+)'/g))
          expect(declared.has(sent as string), `${path} sends ${sent}`).toBe(true);
        continue;
      }
      const found = handBuiltIn(text);
      if (found !== null) offenders.push(`${path}: ${found.replace(/\s+/g, ' ')}`);
    }
    expect(offenders, `build these with errorBody/errorJson/errorResponse (${builder})`).toEqual([]);
  });
});
