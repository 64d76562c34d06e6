import type { Route } from '../pipeline/router.js';

/** What the mock's users exercised of one documented operation. */
export interface OperationUsage {
  operationId: string;
  method: string;
  path: string;
  /** Every status the document lists, with how many answers the mock gave with it. */
  statuses: { status: number; count: number }[];
  /** Statuses answered that the document does not list (forced by a fault, say), with counts. */
  undocumented: { status: number; count: number }[];
  /** Query parameters and body fields sent, each with up to 8 distinct short values. */
  parameters: Record<string, string[]>;
  requests: number;
}

/** The coverage of mock usage: `GET /__control/coverage` and `coverage()` on the msw handlers. */
export interface UsageCoverageReport {
  /** Documented (operation, status) pairs answered at least once, in percent (one decimal). */
  percent: number;
  covered: number;
  total: number;
  /** The documented pairs never answered, `operationId status`: the untested paths of a UI. */
  missing: string[];
  operations: OperationUsage[];
}

/** A running tally of mock usage. */
export interface UsageCoverage {
  record(route: Route, query: URLSearchParams, body: unknown, status: number): void;
  report(): UsageCoverageReport;
  clear(): void;
}

const maxValues = 8;

function shown(value: unknown): string {
  if (value !== null && typeof value === 'object') return Array.isArray(value) ? '[…]' : '{…}';
  const text = String(value);
  return text.length > 40 ? '…' : text;
}

interface Tally {
  statuses: Map<number, number>;
  parameters: Map<string, string[]>;
  requests: number;
}

/**
 * Creates the tally of one engine's routes. Unlike the journal, it is not bounded by a capacity:
 * it counts every exchange since the last `clear()` (a reset), in constant memory per operation.
 * @example const coverage = createUsageCoverage(engine.routes); coverage.record(route, query, body, 200);
 */
export function createUsageCoverage(routes: readonly Route[]): UsageCoverage {
  let tallies = new Map<Route, Tally>();
  const addValue = (tally: Tally, name: string, value: unknown) => {
    let values = tally.parameters.get(name);
    if (values === undefined) {
      values = [];
      tally.parameters.set(name, values);
    }
    if (values.length >= maxValues) return;
    const text = shown(value);
    if (!values.includes(text)) values.push(text);
  };
  return {
    record(route, query, body, status) {
      let tally = tallies.get(route);
      if (tally === undefined) {
        tally = { statuses: new Map(), parameters: new Map(), requests: 0 };
        tallies.set(route, tally);
      }
      tally.requests++;
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      // forEach rather than for-of: no [name, value] pair is allocated per parameter.
      const counted = tally;
      query.forEach((value, name) => {
        addValue(counted, name, value);
      });
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        for (const name of Object.keys(body)) addValue(tally, name, (body as Record<string, unknown>)[name]);
      }
    },
    report: () => reportOf(routes, tallies),
    clear() {
      tallies = new Map();
    },
  };
}

function reportOf(routes: readonly Route[], tallies: ReadonlyMap<Route, Tally>): UsageCoverageReport {
  const operations = routes.map((route): OperationUsage => {
    const tally = tallies.get(route);
    const counts = tally?.statuses ?? new Map<number, number>();
    const documented = [...route.statuses.keys()].sort((a, b) => a - b);
    return {
      operationId: route.operationId,
      method: route.method.toUpperCase(),
      path: route.template,
      statuses: documented.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      undocumented: [...counts]
        .filter(([status]) => !route.statuses.has(status))
        .map(([status, count]) => ({ status, count })),
      parameters: Object.fromEntries(tally?.parameters ?? []),
      requests: tally?.requests ?? 0,
    };
  });
  const missing = operations.flatMap((operation) =>
    operation.statuses
      .filter((entry) => entry.count === 0)
      .map((entry) => `${operation.operationId} ${entry.status}`),
  );
  const total = operations.reduce((sum, operation) => sum + operation.statuses.length, 0);
  const covered = total - missing.length;
  return {
    percent: total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10,
    covered,
    total,
    missing,
    operations,
  };
}
