import { releasesDocument } from '../../generated/releases-document.js';
import type { OpenApiDocument } from '../http/router.js';

interface ParameterSchema {
  maximum?: number;
  format?: string;
}

interface LooseOperation {
  parameters?: { name: string; in: string; schema?: ParameterSchema }[];
}

/**
 * The document the releases engine routes and validates with: a copy of the contract with two
 * parameter schemas relaxed, because the contract's own decisions ask for more than the schema:
 *
 * - `limit`: the schema says `maximum: 100` (what a client may expect to be served), but the
 *   decision is that a larger value is served as 100, not refused. Dropping `maximum` here lets the
 *   core keep checking type and `minimum: 1`, and the handler clamps.
 * - `start_date` / `end_date`: the schema says `format: date-time`, but the description says a
 *   plain date means midnight UTC. Dropping `format` lets the handler parse both forms and answer a
 *   400 of its own for anything else.
 *
 * A copy rather than a pre-step on the query: the core stays the one place parameters are coerced,
 * and the shared generated document is never mutated.
 * @see ../../../openapi/releases.yaml (x-inferred-decisions: limit, dates)
 */
export function createServedReleasesDocument(): OpenApiDocument {
  const document = structuredClone(releasesDocument) as unknown as OpenApiDocument;
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as LooseOperation[]) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !parameter.schema) continue;
        if (parameter.name === 'limit') delete parameter.schema.maximum;
        if (parameter.name === 'start_date' || parameter.name === 'end_date') delete parameter.schema.format;
      }
    }
  }
  return document;
}
