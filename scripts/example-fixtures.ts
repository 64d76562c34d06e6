/**
 * Derives the state the documents' examples name from openapi/memory.yaml and openapi/releases.yaml,
 * and writes it to fixtures/memory-examples.json and fixtures/releases-examples.json, the state
 * `contract-kit mock --examples` starts from. `npm run generate` runs it (run that after changing
 * an example); test/peers/example-fixtures.test.ts fails while the files are stale.
 *
 * Memory: every request example paired (by name) with a 201 response example is sent, in document
 * order, to a fresh engine, and the ids the engine gives are renamed to the ids the response
 * example shows; so the anchors, atoms and end users are what the API itself stores for those
 * requests (ingest's anchor and atom metadata included). Every 200 response example with a
 * `session_id` and `items` is a recall session that returned those items. Feedback changes no
 * object, so it is not replayed (the example atoms start unreinforced).
 * Releases: the sources of the source list examples and the events of the event list examples.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { defaultTenants } from '../fixtures/default-tenants.js';
import { createMemoryEngine } from '../src/engine/memory/create-memory-engine.js';
import type { FixtureSession, MemoryFixture } from '../src/engine/memory/fixture.js';
import type { MemorySnapshot } from '../src/engine/memory/snapshot.js';
import type { EventRecord, ReleasesData, SourceRecord } from '../src/engine/releases/types.js';

// biome-ignore lint/suspicious/noExplicitAny: the dereferenced document is read as loose JSON.
type Json = any;

const root = fileURLToPath(new URL('..', import.meta.url));
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request example and the success response example of the same name. */
export interface ExampleExchange {
  method: string;
  path: string;
  operationId: string;
  name: string;
  request: Json;
  status: number;
  response: Json;
  /** Header parameter examples of the same name (X-Workspace-Id). */
  headers: Record<string, string>;
}

/** The dereferenced document (examples included, `$ref`s to components/examples resolved). */
export async function loadDocument(api: 'memory' | 'releases'): Promise<Json> {
  return SwaggerParser.dereference(`${root}openapi/${api}.yaml`);
}

/** Every request example with a 2xx response example of the same name, in document order. */
export function exampleExchanges(document: Json): ExampleExchange[] {
  const out: ExampleExchange[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const requests = operation.requestBody?.content?.['application/json']?.examples ?? {};
      for (const [name, request] of Object.entries<Json>(requests)) {
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          const example = response.content?.['application/json']?.examples?.[name];
          if (!/^2\d\d$/.test(status) || example === undefined) continue;
          const headers: Record<string, string> = {};
          for (const parameter of operation.parameters ?? []) {
            const value = parameter.in === 'header' ? parameter.examples?.[name]?.value : undefined;
            if (value !== undefined) headers[parameter.name.toLowerCase()] = String(value);
          }
          out.push({
            method: method.toUpperCase(),
            path,
            operationId: operation.operationId,
            name,
            request: request.value,
            status: Number(status),
            response: example.value,
            headers,
          });
        }
      }
    }
  }
  return out;
}

/** Renames every string of `value` that `names` maps. */
function rename(value: Json, names: Map<string, string>): Json {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => rename(item, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item, names)]));
}

/** Id renames both ways: the engine's id to the example's, and back. */
interface IdPairs {
  toExample: Map<string, string>;
  toEngine: Map<string, string>;
}

/**
 * Walks a response example and the engine's answer side by side: each UUID of the example names
 * the id at the same place of the answer. Throws where the answer has another shape there.
 */
function pairIds(example: Json, answer: Json, where: string, ids: IdPairs): void {
  if (typeof example === 'string' && uuid.test(example)) {
    if (typeof answer !== 'string') throw new Error(`${where}: the example has an id, the engine ${answer}`);
    const known = ids.toExample.get(answer);
    if (known !== undefined && known !== example)
      throw new Error(`${where}: the engine's ${answer} is ${known} in an earlier example, ${example} here`);
    ids.toExample.set(answer, example);
    ids.toEngine.set(example, answer);
  } else if (Array.isArray(example)) {
    if (!Array.isArray(answer) || answer.length !== example.length)
      throw new Error(`${where}: the example lists ${example.length} items, the engine ${answer?.length}`);
    for (const [i, item] of example.entries()) pairIds(item, answer[i], `${where}[${i}]`, ids);
  } else if (example !== null && typeof example === 'object') {
    for (const [key, item] of Object.entries(example)) pairIds(item, answer?.[key], `${where}.${key}`, ids);
  }
}

/** The engine's state as a fixture, every id renamed to the example's. */
function snapshotToFixture(snapshot: MemorySnapshot, ids: IdPairs): MemoryFixture {
  const named = (id: string) => {
    const name = ids.toExample.get(id);
    if (name === undefined) throw new Error(`the replayed examples stored ${id}, which no example names`);
    return name;
  };
  const workspaces: MemoryFixture['workspaces'] = {};
  for (const [ws, workspace] of Object.entries(snapshot.workspaces)) {
    workspaces[ws] = {
      anchors: workspace.anchors.map((anchor) => ({
        anchor_id: named(anchor.anchor_id),
        name: anchor.name,
        type: anchor.type,
        metadata: anchor.metadata,
        atoms: anchor.atoms.map((atom) => ({
          atom_id: named(atom.atom_id),
          content: atom.content,
          source_type: atom.source_type,
          metadata: atom.metadata,
        })),
      })),
      sessions: [],
      users: Object.fromEntries(Object.entries(workspace.users).map(([user, id]) => [user, named(id)])),
    };
  }
  return { workspaces };
}

/** The recall session a 200 example shows: its id, the anchor recalled from and the items returned. */
function sessionOf(exchange: ExampleExchange, users: Record<string, string>): FixtureSession | undefined {
  const { request, response } = exchange;
  if (typeof response?.session_id !== 'string' || !Array.isArray(response.items)) return undefined;
  const anchor = typeof request.anchor_id === 'string' ? request.anchor_id : users[request.user_external_id];
  if (anchor === undefined)
    throw new Error(
      `${exchange.operationId} example ${exchange.name}: recalls from no anchor of the examples`,
    );
  return {
    session_id: response.session_id,
    anchor_id: anchor,
    returned: response.items.map((item: Json) => item.atom_id),
  };
}

/**
 * The memory state the examples of `document` name (see the top of this file).
 * @throws Error where the engine's answer to an example request has another shape than the example
 */
export async function deriveMemoryExamples(document: Json): Promise<MemoryFixture> {
  const exchanges = exampleExchanges(document);
  const engine = createMemoryEngine({ tenants: defaultTenants, seed: 1, rateLimit: false });
  const ids: IdPairs = { toExample: new Map(), toEngine: new Map() };
  // The document names no key; the default tenants' key may use the examples' workspace.
  const key = { authorization: 'Bearer ck_test_key', 'content-type': 'application/json' };
  for (const exchange of exchanges.filter((e) => e.status === 201)) {
    const where = `${exchange.operationId} example ${exchange.name}`;
    const answer = await engine.handle({
      method: exchange.method,
      path: exchange.path,
      query: new URLSearchParams(),
      headers: { ...key, ...exchange.headers },
      body: JSON.stringify(rename(exchange.request, ids.toEngine)),
      origin: 'http://127.0.0.1:4010',
    });
    if (answer.status !== exchange.status)
      throw new Error(`${where}: the engine answered ${answer.status} ${JSON.stringify(answer.body)}`);
    pairIds(exchange.response, answer.body, where, ids);
  }
  const fixture = snapshotToFixture(engine.snapshot() as MemorySnapshot, ids);
  for (const exchange of exchanges.filter((e) => e.status === 200)) {
    const ws = exchange.headers['x-workspace-id'] ?? '';
    const workspace = fixture.workspaces[ws];
    const session = workspace && sessionOf(exchange, workspace.users ?? {});
    if (session) workspace.sessions?.push(session);
  }
  return fixture;
}

/** The releases dataset the examples name: the listed sources, and the listed events. */
export function deriveReleasesExamples(document: Json): ReleasesData {
  const sources = new Map<number, SourceRecord>();
  const events = new Map<number, EventRecord>();
  const keep = <T extends { id: number }>(into: Map<number, T>, record: T, where: string) => {
    const seen = into.get(record.id);
    if (seen && JSON.stringify(seen) !== JSON.stringify(record))
      throw new Error(`${where}: id ${record.id} names two different records in the examples`);
    into.set(record.id, record);
  };
  for (const item of Object.values<Json>(document.paths)) {
    for (const operation of Object.values<Json>(item)) {
      for (const response of Object.values<Json>(operation.responses ?? {})) {
        for (const [name, example] of Object.entries<Json>(
          response.content?.['application/json']?.examples ?? {},
        )) {
          const where = `${operation.operationId} example ${name}`;
          for (const source of example.value?.sources ?? []) keep(sources, source, where);
          for (const { sources: summary, ...event } of example.value?.events ?? []) {
            keep(events, event as EventRecord, where);
            const source = sources.get(event.source_id);
            for (const [field, value] of Object.entries<Json>(summary ?? {})) {
              if (source?.[field as keyof SourceRecord] !== value)
                throw new Error(`${where}: event ${event.id} shows its source's ${field} as ${value}`);
            }
          }
        }
      }
    }
  }
  return { sources: [...sources.values()], events: [...events.values()] };
}

/** Writes both fixture files. */
async function main(): Promise<void> {
  const memory = await deriveMemoryExamples(await loadDocument('memory'));
  const releases = deriveReleasesExamples(await loadDocument('releases'));
  const files = ['fixtures/memory-examples.json', 'fixtures/releases-examples.json'];
  await writeFile(`${root}${files[0]}`, JSON.stringify(memory));
  await writeFile(`${root}${files[1]}`, JSON.stringify(releases));
  // In the repository's JSON style, so `biome check` passes on what was just written.
  execFileSync(`${root}node_modules/.bin/biome`, ['format', '--write', ...files], {
    cwd: root,
    stdio: 'pipe',
  });
  console.log(`wrote ${files.join(' and ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
