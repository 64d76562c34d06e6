import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/engine/http/pipeline/api-error.js';

const run = promisify(execFile);
const documents = ['openapi/memory.yaml', 'openapi/releases.yaml'] as const;

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { examples?: object; schema?: unknown }> }>;
};

describe('the OpenAPI documents', () => {
  it.each(documents)('%s is valid for swagger-parser', async (file) => {
    await expect(SwaggerParser.validate(file)).resolves.toBeTruthy();
  });

  it.each(documents)(
    '%s gives every operation an operationId and an example for every response',
    async (file) => {
      const doc = (await SwaggerParser.dereference(file)) as unknown as {
        paths: Record<string, Record<string, Operation>>;
      };
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          expect(op.operationId, `${method} ${path}`).toBeTruthy();
          for (const [status, response] of Object.entries(op.responses)) {
            const examples = response.content?.['application/json']?.examples ?? {};
            expect(Object.keys(examples).length, `${method} ${path} ${status} has examples`).toBeGreaterThan(
              0,
            );
          }
        }
      }
    },
  );

  it('pins every error status of the memory document to a code the engine knows, with that status', async () => {
    const doc = (await SwaggerParser.dereference('openapi/memory.yaml')) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          const schema = response.content?.['application/json']?.schema as {
            allOf?: { properties?: { error?: { const?: string } } }[];
          };
          const code = schema.allOf?.[1]?.properties?.error?.const as keyof typeof errorCodes;
          expect(errorCodes[code], `${op.operationId} ${status} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it('the generated types, dereferenced documents and README decision list are up to date', async () => {
    const { stdout } = await run(process.execPath, ['scripts/generate.mjs', '--check']);
    expect(stdout).toContain('up to date');
  }, 60_000);
});
