import { maxDelayMs } from '../pipeline/prefer.js';
import type { Route } from '../pipeline/router.js';
import { createHeldRules } from './held-rules.js';
import { checkNumber, checkObject, checkTimes, checkWhen } from './rule-input.js';
import { matchesWhen, type RuleRequest, type Times, type When, type WhenMatcher } from './rule-match.js';

/**
 * The failures below HTTP, defined once: the connection drops (`reset`), never answers (`hang`),
 * or ends mid-body (`truncate`). The engine's answer, the adapters and the MCP tool derive theirs from it.
 */
export const networkFaults = ['reset', 'hang', 'truncate'] as const;

/** A failure below HTTP: one of {@link networkFaults}. */
export type NetworkFault = (typeof networkFaults)[number];

/**
 * A fault to inject. At least one of `status`, `latencyMs`, `network`. Without `operation` it
 * applies to every operation of the API.
 * @example { operation: 'recall', status: 503, times: 2 } or { network: 'reset', probability: 0.1 }
 */
export interface FaultSpec {
  /** An operationId or `METHOD /path`; omitted (or `'*'`) means any operation. */
  operation?: string;
  /** How many matching requests it hits: default 1, or `'always'` when `probability` is given. */
  times?: Times;
  /** Chance that a matching request is hit, from 0 to 1 (default 1). */
  probability?: number;
  /** Answer with this status (400-599), documented for the operation or not. */
  status?: number;
  /** The body for `status`; default the documented error, else `{error: 'injected_fault', message}`. */
  body?: unknown;
  /** Extra latency before the answer (at most 30 s). */
  latencyMs?: number;
  network?: NetworkFault;
  when?: When;
}

/** A fault as `faults.list()` and `GET /__control/faults` show it. */
export interface FaultInfo {
  id: string;
  operation: string;
  remaining: Times;
  probability: number;
  status: number | null;
  latencyMs: number;
  network: NetworkFault | null;
  when: WhenMatcher | 'function' | null;
  body?: unknown;
}

/** A fault held by the store, with what it needs to match. */
export interface HeldFault extends FaultInfo {
  route: Route | null;
  match?: When;
}

/** The faults of one engine. */
export interface Faults {
  add(spec: FaultSpec, route: Route | null): FaultInfo;
  list(): FaultInfo[];
  remove(id: string): boolean;
  clear(): void;
  /** The first fault that hits this request, with one use taken; `null` when none does. */
  take(route: Route, request: RuleRequest): HeldFault | null;
  /** Whether any fault is held: lets the hot path skip building the request view. */
  readonly size: number;
}

function toInfo(held: HeldFault): FaultInfo {
  const { route: _route, match: _match, ...info } = held;
  return info;
}

/**
 * Checks a fault spec (JavaScript or JSON) and returns the fields the store keeps.
 * @throws {TypeError} naming the field that is wrong.
 */
export function checkFaultSpec(value: unknown, route: Route | null): Omit<HeldFault, 'id'> {
  const spec = checkObject(value, 'fault', [
    'operation',
    'times',
    'probability',
    'status',
    'body',
    'latencyMs',
    'network',
    'when',
  ]);
  const probability =
    spec.probability === undefined ? 1 : checkNumber(spec.probability, 'fault.probability', 0, 1);
  const status = spec.status === undefined ? null : checkNumber(spec.status, 'fault.status', 400, 599, true);
  const latencyMs =
    spec.latencyMs === undefined ? 0 : checkNumber(spec.latencyMs, 'fault.latencyMs', 0, maxDelayMs, true);
  if (spec.network !== undefined && !networkFaults.includes(spec.network as NetworkFault)) {
    throw new TypeError(`fault.network must be one of ${networkFaults.join(', ')}`);
  }
  const network = (spec.network as NetworkFault | undefined) ?? null;
  if (status === null && latencyMs === 0 && network === null) {
    throw new TypeError('fault needs at least one of status, latencyMs, network');
  }
  if (status !== null && (network === 'reset' || network === 'hang')) {
    throw new TypeError(`fault.status cannot be combined with network "${network}": no answer is sent`);
  }
  if (spec.body !== undefined && status === null) throw new TypeError('fault.body needs a status');
  try {
    JSON.stringify(spec.body);
  } catch (error) {
    throw new TypeError(`fault.body must serialise to JSON: ${(error as Error).message}`);
  }
  const times = checkTimes(
    spec.times ?? (spec.probability === undefined ? undefined : 'always'),
    'fault.times',
  );
  const when = checkWhen(spec.when, 'fault.when');
  return {
    operation: route?.operationId ?? '*',
    remaining: times,
    probability,
    status,
    latencyMs,
    network,
    when: when === undefined ? null : typeof when === 'function' ? 'function' : when,
    ...(spec.body === undefined ? {} : { body: spec.body }),
    route,
    ...(when === undefined ? {} : { match: when }),
  };
}

/**
 * Creates an engine's fault store; `random` decides probabilistic faults (inject a seeded one for
 * repeatable runs).
 * @example faults.add(checkFaultSpec({ operation: 'recall', status: 503 }, route), route)
 */
export function createFaults(random: () => number = Math.random): Faults {
  const rules = createHeldRules<HeldFault>('f', 'faults');
  return {
    add: (spec, route) => toInfo(rules.add((id) => ({ id, ...checkFaultSpec(spec, route) }))),
    list: () => rules.all.map(toInfo),
    remove: (id) => rules.remove(id),
    clear: () => rules.clear(),
    take: (route, request) =>
      rules.take(
        (entry) =>
          (entry.route === null || entry.route === route) &&
          matchesWhen(entry.match, request) &&
          (entry.probability >= 1 || random() < entry.probability),
      ),
    get size() {
      return rules.size;
    },
  };
}
