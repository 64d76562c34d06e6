import type { CheckContext } from '../../../context.js';
import { type Exchange, jsonOf } from '../../../http/exchange.js';
import type { DocumentedInput } from '../../../probes/documented-inputs.js';
import { allEvents, mostCommon, type Query } from './releases-api.js';

/** One answer of a list, reduced to what two answers to the same question must share. */
export interface ListAnswer {
  exchange: Exchange;
  status: number;
  /** The records of the page, whatever the list's field is called. */
  records: Record<string, unknown>[];
  /** `total 12; ids 5,4,3`: equal for two answers that list the same records. */
  fingerprint: string;
}

/** The list a body holds: its one array field (sources, events). */
function recordsOf(body: unknown): Record<string, unknown>[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] as Record<string, unknown>[]) : undefined;
}

/**
 * Sends one list request (page of 100) and reduces its answer for comparison.
 * @example const answer = await listAnswer(ctx, '/api/v1/events', { severity: 'Info' });
 */
export async function listAnswer(ctx: CheckContext, path: string, query: Query): Promise<ListAnswer> {
  const exchange = await ctx.send({ method: 'GET', path, query: { limit: 100, ...query } });
  const body = jsonOf(exchange) as { pagination?: { total?: unknown } } | undefined;
  const records = recordsOf(body) ?? [];
  const ids = records.map((record) => record.id).join(',');
  const fingerprint = `status ${exchange.status}; total ${body?.pagination?.total}; ids ${ids || 'none'}`;
  return { exchange, status: exchange.status ?? 0, records, fingerprint };
}

/**
 * The request path of an operation, its path parameters filled from the data: `{id}` becomes the
 * source with the most events, so a filter on its events has something to filter.
 * @example await concretePath(ctx, input) // '/api/v1/sources/3/events'
 */
export async function concretePath(ctx: CheckContext, input: Pick<DocumentedInput, 'path'>): Promise<string> {
  if (!input.path.includes('{')) return input.path;
  const { records } = await allEvents(ctx);
  const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
  return input.path.replace(/\{[^}]+\}/g, String(sourceId));
}

/** `2 records with severity other than "Info": 14 (Danger), 9 (Warning)`. */
export function mismatches(
  records: readonly Record<string, unknown>[],
  field: string,
  value: string,
): string {
  const wrong = records.filter((record) => record[field] !== value);
  const shown = wrong.slice(0, 5).map((record) => `${record.id} (${JSON.stringify(record[field])})`);
  const more = wrong.length > shown.length ? `, … ${wrong.length - shown.length} more` : '';
  return `${wrong.length} ${wrong.length === 1 ? 'record' : 'records'} with ${field} other than ${JSON.stringify(value)}: ${shown.join(', ')}${more}`;
}

/** Query values as the list helpers take them. */
export type { Query };
