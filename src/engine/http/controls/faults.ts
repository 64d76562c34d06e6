import { maxDelayMs } from '../pipeline/prefer.js';
import type { Route } from '../pipeline/router.js';
import { createHeldRules } from './held-rules.js';
import { checkField, checkObject, type FieldRule, type RuleSpec } from './rule-input.js';
import { matchesWhen, type RuleRequest, type Times, type When, type WhenMatcher } from './rule-match.js';

/**
 * The failures below HTTP, defined once: the connection drops (`reset`), never answers (`hang`),
 * or ends mid-body (`truncate`). The engine's answer, the adapters and the MCP tool derive theirs from it.
 */
export const networkFaults = ['reset', 'hang', 'truncate'] as const;

/** A failure below HTTP: one of {@link networkFaults}. */
export type NetworkFault = (typeof networkFaults)[number];

/**
 * The fields of a fault, defined once: {@link FaultSpec}, the checks of {@link checkFaultSpec} (so
 * `POST /__control/faults` and msw's `faults.add`) and the MCP tool `set_fault`'s input schema are
 * all derived from this table. Adding a field here is adding it everywhere.
 */
export const faultFields = {
  operation: {
    kind: 'operation',
    doc: 'An operationId or "METHOD /path"; omitted (or "*") means any operation.',
  },
  times: {
    kind: 'times',
    doc: 'How many matching requests it hits: default 1, or "always" when probability is given.',
  },
  probability: {
    kind: 'number',
    min: 0,
    max: 1,
    doc: 'Chance that a matching request is hit, from 0 to 1 (default 1).',
  },
  status: {
    kind: 'number',
    min: 400,
    max: 599,
    integer: true,
    doc: 'Answer with this status (400-599), documented for the operation or not.',
  },
  body: {
    kind: 'json',
    doc: 'The body for status; default the documented error, else an error body with the code injected_fault.',
  },
  latencyMs: {
    kind: 'number',
    min: 0,
    max: maxDelayMs,
    integer: true,
    doc: `Extra latency before the answer, in milliseconds (at most ${maxDelayMs}).`,
  },
  network: {
    kind: 'enum',
    values: networkFaults,
    doc: 'A failure below HTTP: reset drops the connection, hang never answers, truncate ends the body halfway.',
  },
  when: { kind: 'when', doc: 'Only requests whose query, headers or body fields have these values.' },
} as const satisfies Record<string, FieldRule>;

/**
 * A fault to inject: the fields of {@link faultFields}, each what its `doc` says. At least one of
 * `status`, `latencyMs`, `network`. Without `operation` it applies to every operation of the API.
 * `when` may also be a predicate of the request, from JavaScript.
 * @example { operation: 'recall', status: 503, times: 2 } or { network: 'reset', probability: 0.1 }
 */
export type FaultSpec = RuleSpec<typeof faultFields>;

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
  const spec = checkObject(value, 'fault', Object.keys(faultFields));
  const field = <K extends keyof typeof faultFields>(key: K) =>
    checkField(spec[key], `fault.${key}`, faultFields[key]);
  const probability = spec.probability === undefined ? 1 : field('probability');
  const status = spec.status === undefined ? null : field('status');
  const latencyMs = spec.latencyMs === undefined ? 0 : field('latencyMs');
  const network = spec.network === undefined ? null : field('network');
  if (status === null && latencyMs === 0 && network === null) {
    throw new TypeError('fault needs at least one of status, latencyMs, network');
  }
  if (status !== null && (network === 'reset' || network === 'hang')) {
    throw new TypeError(`fault.status cannot be combined with network "${network}": no answer is sent`);
  }
  if (spec.body !== undefined && status === null) throw new TypeError('fault.body needs a status');
  field('body');
  const times = checkField(
    spec.times ?? (spec.probability === undefined ? undefined : 'always'),
    'fault.times',
    faultFields.times,
  );
  const when = spec.when === undefined ? undefined : field('when');
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
