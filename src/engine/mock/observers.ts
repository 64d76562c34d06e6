import type { Journal } from '../http/logs/journal.js';
import { readBodyForJournal } from '../http/logs/journal-body.js';
import type { UsageCoverage } from '../http/logs/usage-coverage.js';
import type { Exchange } from './events.js';
import type { ExchangeSummary } from './types.js';

/** Hears every answered exchange: a mock's `request:end` listener (events.ts). */
export type ExchangeObserver = (exchange: Exchange) => void;

const labelOf = (exchange: Exchange, kind: 'override' | 'fault'): string | null => {
  const used = exchange.request.context?.used;
  return used?.kind === kind ? used.label : null;
};

/**
 * Keeps API exchanges in the request journal. Control calls are left out: a test that reads the
 * journal would otherwise find its own reads.
 */
export function journalObserver(journal: Journal): ExchangeObserver {
  return (exchange) => {
    if (exchange.request.context?.control ?? exchange.request.path.startsWith('/__control/')) return;
    journal.record({
      request: exchange.request,
      response: exchange.seen,
      operationId: exchange.route?.operationId ?? null,
      durationMs: exchange.durationMs,
      override: labelOf(exchange, 'override'),
      fault: labelOf(exchange, 'fault'),
      ...(exchange.failure === undefined ? {} : { failure: exchange.failure }),
    });
  };
}

/** Tallies documented operations by status, parameters and body fields (`GET /__control/coverage`). */
export function coverageObserver(coverage: UsageCoverage): ExchangeObserver {
  return ({ request, route, seen }) => {
    if (!route || seen.status === 0) return;
    const context = request.context;
    const body = context?.parsed ? context.parsedBody : readBodyForJournal(request.body);
    coverage.record(route, request.query, body, seen.status);
  };
}

/** Hands every exchange, control calls included, to `onExchange` in short (`--verbose`). */
export function summaryObserver(onExchange: (summary: ExchangeSummary) => void): ExchangeObserver {
  return (exchange) => {
    const { method, path } = exchange.request;
    onExchange({
      method,
      path,
      status: exchange.seen.status,
      operationId: exchange.route?.operationId ?? null,
      durationMs: exchange.durationMs,
      override: labelOf(exchange, 'override'),
      fault: labelOf(exchange, 'fault'),
      requestId: exchange.id,
      ...(exchange.failure === undefined ? {} : { failure: exchange.failure }),
    });
  };
}
