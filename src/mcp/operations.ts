import { readFileSync } from 'node:fs';
import { memoryDocument } from '../generated/memory-document.js';
import { releasesDocument } from '../generated/releases-document.js';
import { openapiPath } from '../server/package-root.js';

type Api = 'memory' | 'releases';

/** One parameter of an operation, as its document declares it. */
export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: unknown;
}

/** A documented operation, for the lookup and call tools. */
export interface Operation {
  api: Api;
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  parameters: OperationParameter[];
  /** The JSON schema of the request body, when the operation takes one. */
  requestBody?: { required: boolean; schema: unknown };
  /** Documented response statuses. */
  responses: string[];
  /** Whether the operation needs the API key (both `/v1/` credentials of the memory API). */
  secured: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the dereferenced documents are walked as loose JSON.
type Loose = Record<string, any>;

/** The dereferenced documents `npm run generate` writes from openapi/*.yaml. */
export const documents: Record<Api, Loose> = { memory: memoryDocument, releases: releasesDocument };

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The one-line `summary:` and `description:` of each operation, read from the YAML text, since the
 * generated documents drop prose. Reads sibling keys at the `operationId:` line's indent.
 */
export function operationProse(yamlText: string): Map<string, { summary?: string; description?: string }> {
  const lines = yamlText.split('\n');
  const found = new Map<string, { summary?: string; description?: string }>();
  lines.forEach((line, at) => {
    const match = /^(\s+)operationId: (\w+)\s*$/.exec(line);
    if (!match) return;
    const indent = match[1] as string;
    const prose: { summary?: string; description?: string } = {};
    for (let i = at + 1; i < lines.length; i++) {
      const next = lines[i] as string;
      if (next.trim() !== '' && !next.startsWith(indent)) break;
      const key = new RegExp(`^${indent}(summary|description): (?![|>])(.+)$`).exec(next);
      if (key) prose[key[1] as 'summary' | 'description'] = unquote((key[2] as string).trim());
    }
    // Links name operations too (`operationId:` under `links:`): keep the operation's own prose.
    if (!found.has(match[2] as string) || prose.summary) found.set(match[2] as string, prose);
  });
  return found;
}

function unquote(value: string): string {
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(value)) return JSON.parse(value) as string;
  return value;
}

function readProse(api: Api): ReturnType<typeof operationProse> {
  try {
    return operationProse(readFileSync(openapiPath(api), 'utf8'));
  } catch {
    return new Map();
  }
}

function operationsOf(api: Api): Operation[] {
  const document = documents[api];
  const prose = readProse(api);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Loose)) {
    for (const method of methods) {
      const op = (item as Loose)[method] as Loose | undefined;
      if (!op?.operationId) continue;
      const content = op.requestBody?.content?.['application/json'];
      const security = (op.security ?? document.security ?? []) as unknown[];
      operations.push({
        api,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        ...prose.get(op.operationId),
        parameters: ((op.parameters ?? []) as Loose[]).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: p.schema ?? {},
        })),
        ...(content
          ? { requestBody: { required: op.requestBody.required === true, schema: content.schema } }
          : {}),
        responses: Object.keys(op.responses ?? {}),
        secured: security.length > 0,
      });
    }
  }
  return operations;
}

let cached: Operation[] | undefined;

/** Every documented operation of both APIs, memory first, in document order. */
export function allOperations(): Operation[] {
  cached ??= [...operationsOf('memory'), ...operationsOf('releases')];
  return cached;
}

/** The operation with this id (or `METHOD /path`), in either document. */
export function findOperation(name: string): Operation | undefined {
  const [method, path] = name.trim().split(/\s+/);
  return allOperations().find(
    (op) => op.operationId === name.trim() || (op.method === method?.toUpperCase() && op.path === path),
  );
}
