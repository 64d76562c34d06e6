import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrismProcess, startPrism } from '../../src/server/prism/prism.js';

type Media = { examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: { 'application/json': Media } };
  responses: Record<string, { content?: { 'application/json'?: Media } }>;
};

const firstExample = (media: Media | undefined) => Object.values(media?.examples ?? {})[0]?.value;

/** One row per documented status of every operation: what `prism mock` must serve for it. */
async function cases(file: string) {
  const doc = (await SwaggerParser.dereference(file)) as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, op]) => {
      const path = template.replace(/\{(\w+)\}/g, (_, name) =>
        String(op.parameters?.find((p) => p.name === name)?.example ?? 1),
      );
      return Object.entries(op.responses).map(([status, response]) => ({
        title: `${op.operationId} ${status}`,
        method: method.toUpperCase(),
        path,
        status: Number(status),
        body: firstExample(op.requestBody?.content['application/json']),
        want: firstExample(response.content?.['application/json']),
        isSuccess: Number(status) < 400,
      }));
    }),
  );
}

const credentials = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
};

describe.each([
  ['memory', 'openapi/memory.yaml'],
  ['releases', 'openapi/releases.yaml'],
])('prism mock serves every documented response of %s', (_api, file) => {
  let prism: PrismProcess;
  beforeAll(async () => {
    prism = await startPrism({ mode: 'mock', document: file });
  });
  afterAll(() => prism?.stop());

  it('serves the documented example of every status, successes by default, errors on Prefer: code', async () => {
    const rows = await cases(file);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const headers: Record<string, string> = {
        ...credentials,
        ...(row.isSuccess ? {} : { prefer: `code=${row.status}` }),
      };
      const response = await fetch(`${prism.url}${row.path}`, {
        method: row.method,
        headers,
        ...(row.body === undefined ? {} : { body: JSON.stringify(row.body) }),
      });
      expect(response.status, row.title).toBe(row.status);
      expect(await response.json(), row.title).toEqual(row.want);
    }
  }, 60_000);
});
