import { errorBody } from '../pipeline/api-error.js';
import { preferredError } from '../pipeline/prefer.js';
import type { Route } from '../pipeline/router.js';
import type { EngineResponse } from '../pipeline/types.js';
import type { HeldFault, NetworkFault } from './faults.js';
import { inertHeaders } from './inert-headers.js';

/** What a fault makes of one request: its label, and the answer when it replaces the engine's. */
export interface FaultOutcome {
  label: string;
  /** Set for a status fault and for reset/hang; unset when the engine still answers (latency, truncate). */
  response?: EngineResponse;
}

/** How a label names each network fault; a new fault does not compile without its words. */
const networkWords: Record<NetworkFault, string> = {
  reset: 'connection reset',
  hang: 'no answer',
  truncate: 'truncated body',
};

function describe(held: HeldFault, undocumented: boolean): string {
  const parts: string[] = [];
  if (held.status !== null) parts.push(`status ${held.status}${undocumented ? ' (undocumented)' : ''}`);
  if (held.latencyMs > 0) parts.push(`latency ${held.latencyMs} ms`);
  if (held.network !== null) parts.push(networkWords[held.network]);
  return `${held.id}: ${parts.join(', ')}`;
}

/**
 * The answer of a fault for a request on `route`. A documented error status gets the documented
 * error body (as `Prefer: code=` would); an undocumented one gets `{error: 'injected_fault'}` and
 * is labelled so, in the journal and in the `x-contract-kit-fault` header that also tells the
 * Prism front to expect the violation. Reset and hang carry a 503 that only the Prism leg sees.
 * Every answer a fault shapes carries {@link inertHeaders}.
 * @example faultOutcome(held, route) // { label: 'f1: status 503 (undocumented)', response: {...} }
 */
export function faultOutcome(held: HeldFault, route: Route): FaultOutcome {
  const undocumented = held.status !== null && !route.statuses.has(held.status);
  const label = describe(held, undocumented);
  const headers = inertHeaders({ 'content-type': 'application/json', 'x-contract-kit-fault': label });
  if (held.network === 'reset' || held.network === 'hang') {
    const body = errorBody('injected_fault', `fault ${label}`);
    return { label, response: { status: 503, headers, body, network: held.network } };
  }
  if (held.status === null) return { label };
  if (held.body !== undefined) return { label, response: { status: held.status, headers, body: held.body } };
  const documented = undocumented ? null : preferredError(route, held.status);
  if (documented) {
    const body = errorBody(documented.code, documented.message);
    const all = inertHeaders({ ...headers, ...documented.headers });
    return { label, response: { status: held.status, headers: all, body } };
  }
  const message = `fault ${label}: injected on purpose, status ${held.status} is not documented for ${route.operationId}`;
  return { label, response: { status: held.status, headers, body: errorBody('injected_fault', message) } };
}
