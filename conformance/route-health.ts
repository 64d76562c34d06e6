import type { Exchange } from './http/exchange.js';
import { operationsOf } from './schema/operations.js';
import type { ApiName } from './vocabulary.js';

/** How one route fared over a whole run: what was sent, what came back, how slow, what failed. */
export interface RouteHealth {
  /** `METHOD /template` as the document has it, or `METHOD /path` for a route it does not list. */
  route: string;
  documented: boolean;
  /** Requests sent (not counting those the run refused to send). */
  requests: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** Requests that got no complete response (timeout, reset, refused, truncated, TLS). */
  transportErrors: number;
  /** Requests the run did not send: the route or the server had stopped answering, or a bound was reached. */
  notSent: number;
  /** The slowest exchange that was sent, with its curl line. */
  slowest?: { durationMs: number; status?: number; checkId?: string; curl: string };
  /** The first transport error, in the recorder's words. */
  firstError?: string;
}

/** A request the recorder refused to send; it says so in its error. */
function isNotSent(exchange: Exchange): boolean {
  return exchange.status === undefined && (exchange.error ?? '').startsWith('not sent:');
}

/**
 * Route health from a run's exchanges: every documented route in document order (those never
 * requested with zero counts), then the undocumented routes the run sent to.
 * @example routeHealthOf('memory', run.exchanges(), state.recorder.route)
 */
export function routeHealthOf(
  api: ApiName,
  exchanges: readonly Exchange[],
  routeOf: (method: string, url: string) => string,
): RouteHealth[] {
  const routes = new Map<string, RouteHealth>();
  const entry = (route: string, documented: boolean) => {
    let health = routes.get(route);
    if (!health) {
      health = { route, documented, requests: 0, statuses: {}, transportErrors: 0, notSent: 0 };
      routes.set(route, health);
    }
    return health;
  };
  for (const operation of operationsOf(api)) entry(`${operation.method} ${operation.path}`, true);
  for (const exchange of exchanges) {
    const health = entry(routeOf(exchange.method, exchange.url), false);
    if (isNotSent(exchange)) {
      health.notSent++;
      continue;
    }
    health.requests++;
    if (exchange.status === undefined) {
      health.transportErrors++;
      health.firstError ??= exchange.error;
    } else health.statuses[exchange.status] = (health.statuses[exchange.status] ?? 0) + 1;
    if (!health.slowest || exchange.durationMs > health.slowest.durationMs) {
      health.slowest = {
        durationMs: exchange.durationMs,
        ...(exchange.status === undefined ? {} : { status: exchange.status }),
        ...(exchange.checkId ? { checkId: exchange.checkId } : {}),
        curl: exchange.curl,
      };
    }
  }
  return [...routes.values()];
}

/** `200×12 400×3`: the statuses of a route, for a report line. */
export function statusesText(health: RouteHealth): string {
  const parts = Object.entries(health.statuses).map(([status, count]) => `${status}×${count}`);
  return parts.length > 0 ? parts.join(' ') : '-';
}

/** True when a route needs a reader's eye: a transport error, a refused request or a 5xx. */
export function isUnhealthy(health: RouteHealth): boolean {
  const serverErrors = Object.keys(health.statuses).some((status) => Number(status) >= 500);
  return health.transportErrors > 0 || health.notSent > 0 || serverErrors;
}
