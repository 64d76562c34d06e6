/**
 * The documents and the engine agree at the edges a property-based tester reaches first: values
 * generated from the documents' own schemas, valid and just invalid, get the same verdict from the
 * engine as from ajv reading the document (JSON Schema 2020-12, ajv-formats), and the documents'
 * OpenAPI links point at real operations and fields, so link-aware tools walk the real flows.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';
import { memoryDocument } from '../../src/generated/memory-document.js';
import { releasesDocument } from '../../src/generated/releases-document.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

// biome-ignore lint/suspicious/noExplicitAny: the dereferenced documents are walked as plain JSON.
type Json = Record<string, any>;
const memory = memoryDocument as unknown as Json;
const releases = releasesDocument as unknown as Json;
const seed = 20_261_125;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Dates over the whole range `format: date` allows, years 0000-0099 included, and near misses. */
const dates = fc.oneof(
  fc
    .record({
      y: fc.integer({ min: 0, max: 9999 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc
    .record({
      y: fc.integer({ min: 0, max: 99 }),
      m: fc.integer({ min: 0, max: 13 }),
      d: fc.integer({ min: 0, max: 32 }),
    })
    .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc
    .record({ y: fc.integer({ min: 0, max: 2100 }), h: fc.integer({ min: 0, max: 25 }) })
    .map(({ y, h }) => `${pad(y, 4)}-02-28T${pad(h, 2)}:00:00Z`),
  fc.constantFrom(
    '0002-01-01',
    '0000-01-01',
    '0099-12-31T23:59:59Z',
    '0100-02-29',
    '2024-02-29',
    '2023-02-29',
    '2024-13-01',
    '24-01-01',
  ),
);

describe('[AGREE] documents and engine give the same verdict', () => {
  const events = createReleasesEngine({ data: defaultReleasesData });
  const parameters = releases.components.parameters as Json;
  for (const name of ['start_date', 'end_date']) {
    const schema = Object.values(parameters).find((p: Json) => p.name === name)?.schema as Json;
    const byDocument = ajv.compile(schema);
    it(`[AGREE-1] ${name}: every generated date is accepted or refused as the document says`, async () => {
      expect(schema.type).toBe('string');
      await fc.assert(
        fc.asyncProperty(dates, async (value) => {
          const response = await events.fetch(
            new Request(`http://x.test/api/v1/events?${name}=${encodeURIComponent(value)}&limit=1`),
          );
          expect(response.status, `${name}=${value}: ${await response.clone().text()}`).toBe(
            byDocument(value) ? 200 : 400,
          );
        }),
        { seed, numRuns: 400 },
      );
    });
  }

  it('[AGREE-2] admin_email: the engine accepts exactly what the document accepts', async () => {
    const schema = memory.components.schemas.CheckoutSessionRequest.properties.admin_email as Json;
    expect(schema.pattern).toBeDefined();
    const byDocument = ajv.compile(schema);
    const engine = createMemoryEngine({ tenants: defaultTenants, rateLimit: false });
    const emails = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '0@com',
        'a@b.c',
        '"a b"@x.test',
        'a@[10.0.0.1]',
        'ops@acme-robotics.test',
        'A.B@EXAMPLE.COM',
        'a..b@x.test',
      ),
    );
    await fc.assert(
      fc.asyncProperty(emails, async (email) => {
        const body = {
          company_name: 'Acme',
          admin_email: email,
          pricing_model: 'starter',
          service_source: 'web',
        };
        const response = await engine.fetch(
          new Request('http://x.test/api/v1/billing/maas/checkout-session', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        );
        expect(response.status, `admin_email ${JSON.stringify(email)}`).toBe(byDocument(email) ? 201 : 400);
      }),
      { seed, numRuns: 400 },
    );
    expect(byDocument('0@com')).toBe(false);
  });
});

describe('[LINKS] OpenAPI links point at real operations and fields', () => {
  const operations = new Map<string, Json>();
  for (const item of Object.values(memory.paths as Json)) {
    for (const op of Object.values(item as Json)) if (op?.operationId) operations.set(op.operationId, op);
  }
  const links: [string, string, Json, Json][] = [];
  for (const [id, op] of operations) {
    for (const [status, response] of Object.entries(op.responses as Json)) {
      for (const [name, link] of Object.entries((response as Json).links ?? {})) {
        links.push([`${id} ${status} -> ${name}`, id, response as Json, link as Json]);
      }
    }
  }

  it('[LINKS-1] anchors feed atoms and recall, recall feeds feedback, ingest feeds the memory endpoints', () => {
    const pairs = links.map(([, from, , link]) => `${from} -> ${link.operationId}`);
    for (const pair of [
      'createAnchor -> createAtoms',
      'createAnchor -> recall',
      'recall -> sendFeedback',
      'ingestMemory -> recallMemory',
      'ingestMemory -> hydrateMemory',
    ]) {
      expect(pairs).toContain(pair);
    }
  });

  it.each(links)(
    '[LINKS-2] %s: the target exists, takes each field, and each $response pointer exists',
    (_title, _from, response, link) => {
      const target = operations.get(link.operationId);
      expect(target, link.operationId).toBeDefined();
      const requestSchema = target?.requestBody.content['application/json'].schema as Json;
      const responseSchema = response.content['application/json'].schema as Json;
      for (const [field, value] of Object.entries(link.requestBody as Json)) {
        expect(Object.keys(requestSchema.properties)).toContain(field);
        for (const expression of [value].flat()) {
          if (typeof expression !== 'string' || !expression.startsWith('$response.body#/')) continue;
          let node: Json | undefined = responseSchema;
          for (const step of expression.slice('$response.body#/'.length).split('/')) {
            node = /^\d+$/.test(step) ? node?.items : node?.properties?.[step];
          }
          expect(node, expression).toBeDefined();
        }
      }
    },
  );
});
