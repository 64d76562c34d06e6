import type { Exchange } from './http/exchange.js';
import { findOperation, operationsOf } from './schema/operations.js';
import type { ApiName, CheckResult } from './vocabulary.js';

/** What a run exercised of one documented operation. */
export interface OperationCoverage {
  operationId: string;
  method: string;
  path: string;
  /** Every status the document lists, and whether the run saw it. */
  statuses: { status: string; observed: boolean }[];
  /** Statuses the run saw that the document does not list. */
  undocumented: number[];
  /** Query parameters and body fields the run sent, with up to 8 distinct short values each. */
  parameters: Record<string, string[]>;
  /** The checks that sent requests to it. */
  checks: string[];
}

/** What a run exercised, per documented operation: the `coverage` of every report. */
export interface RunCoverage {
  /** Documented (operation, status) pairs seen, of all of them, in percent (one decimal). */
  percent: number;
  covered: number;
  total: number;
  operations: OperationCoverage[];
  /** The checks that did not run, with why. */
  skipped: { id: string; reason: string }[];
}

const maxValues = 8;

function addValue(parameters: Record<string, string[]>, name: string, value: unknown): void {
  const values = parameters[name] ?? [];
  parameters[name] = values;
  const text =
    value !== null && typeof value === 'object' ? (Array.isArray(value) ? '[…]' : '{…}') : String(value);
  const shown = text.length > 40 ? '…' : text;
  if (values.length < maxValues && !values.includes(shown)) values.push(shown);
}

function recordParameters(parameters: Record<string, string[]>, exchange: Exchange): void {
  for (const [name, value] of new URL(exchange.url).searchParams) addValue(parameters, name, value);
  if (!exchange.requestBody) return;
  try {
    const body = JSON.parse(exchange.requestBody) as unknown;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    for (const [name, value] of Object.entries(body)) addValue(parameters, name, value);
  } catch {
    // A malformed body sent on purpose: no fields to count.
  }
}

/**
 * The coverage of a run from its exchanges. A documented success status counts as seen when any
 * 2xx was seen for the operation, since success codes are not shown in the API documents and a
 * deployment may answer 200 where the kit answers 201.
 * @example computeCoverage('releases', state.recorder.log, report.results).percent
 */
export function computeCoverage(
  api: ApiName,
  exchanges: readonly Exchange[],
  results: readonly CheckResult[],
): RunCoverage {
  const operations = operationsOf(api);
  const seen = new Map(
    operations.map((operation) => [
      operation,
      { statuses: new Set<number>(), parameters: {}, checks: new Set<string>() },
    ]),
  );
  for (const exchange of exchanges) {
    if (exchange.status === undefined) continue;
    const operation = findOperation(operations, exchange.method, exchange.url);
    const entry = operation && seen.get(operation);
    if (!entry) continue;
    entry.statuses.add(exchange.status);
    entry.checks.add(exchange.checkId ?? 'preflight');
    recordParameters(entry.parameters, exchange);
  }
  const covered: OperationCoverage[] = operations.map((operation) => {
    const entry = seen.get(operation) ?? {
      statuses: new Set<number>(),
      parameters: {},
      checks: new Set<string>(),
    };
    const anySuccess = [...entry.statuses].some((status) => status >= 200 && status < 300);
    const documented = Object.keys(operation.responses);
    return {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      statuses: documented.map((status) => ({
        status,
        observed: entry.statuses.has(Number(status)) || (status.startsWith('2') && anySuccess),
      })),
      undocumented: [...entry.statuses].filter((status) => !documented.includes(String(status))).sort(),
      parameters: entry.parameters,
      checks: [...entry.checks].sort(),
    };
  });
  const pairs = covered.flatMap((operation) => operation.statuses);
  const hit = pairs.filter((pair) => pair.observed).length;
  return {
    percent: pairs.length === 0 ? 100 : Math.floor((hit / pairs.length) * 1000) / 10,
    covered: hit,
    total: pairs.length,
    operations: covered,
    skipped: results
      .filter((result) => result.status === 'skipped')
      .map((result) => ({ id: result.id, reason: result.reason ?? '' })),
  };
}
