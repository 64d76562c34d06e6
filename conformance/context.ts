import type { MemoryClient, ReleasesClient } from '../src/client/index.js';
import { type Assertions, createAssertions } from './assertions.js';
import type { Exchange } from './http/exchange.js';
import type { Send } from './http/send.js';
import type { ResolvedOptions } from './options.js';
import type { MemoryCredentials, RunState } from './run-state.js';
import { acceptingAskedServerErrors } from './server-errors.js';
import type { CheckInfo, FailureDetail, Level, ProbeRecord } from './vocabulary.js';

/** What a check's `run` receives: clients on the recording fetch, and assertions that fail with its rule. */
export interface CheckContext extends Assertions {
  readonly check: CheckInfo;
  readonly level: Level;
  readonly options: ResolvedOptions;
  readonly runId: string;
  /** A recognisable name for something the check creates: `ck-conformance <runId> <ID> <what>`. */
  label(what: string): string;
  /** Raw requests: missing headers, malformed JSON, no back-off. */
  send: Send;
  /** Typed memory client with the run's key and workspace (Bearer). */
  readonly memory: MemoryClient;
  memoryAs(credentials: MemoryCredentials): MemoryClient;
  readonly releases: ReleasesClient;
  /** The recorded exchange behind a typed client's `response`. */
  exchangeOf(response: Response): Exchange;
  /** Every exchange of the run so far. */
  exchanges(): readonly Exchange[];
  /** Computes once per run; later checks reuse the value. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Extra traffic budget, for the opt-in 429 burst. */
  grantRequests(requests: number): void;
  /** Says how the check judged (a walk complete or cut to the budget); shown in its result's `notes`. */
  note(text: string): void;
  /** Records a probe of a documented input and how its answer was judged; shown in its result's `probes`. */
  probe(record: ProbeRecord): void;
  /**
   * The cause that produced an exchange's traffic, when it is already a cause of this run: the
   * cause of the check that sent it when that check failed, else (the preflight's requests, a
   * check that passed) a cause whose deviation is an answer with this status. `by: 'request'`:
   * only the cause of a finding about that very request.
   */
  causeOf(
    exchange: Pick<Exchange, 'checkId' | 'status' | 'curl'>,
    by?: 'status' | 'request',
  ): string | undefined;
}

/** What a check records besides its verdict, and what it may ask of the checks before it. */
export interface CheckRecords {
  warnings: FailureDetail[];
  notes?: string[];
  /** Exchanges whose 5xx status the check asked for by name. */
  accepted?: Set<Exchange>;
  /** Findings a sweep flagged and went on (`ctx.flag`). */
  findings?: FailureDetail[];
  probes?: ProbeRecord[];
  causeOf?: CheckContext['causeOf'];
}

/**
 * Builds the context of one check within a run. `records.accepted` collects the exchanges whose
 * 5xx status the check asked for by name; every other 5xx fails the check (run-check.ts).
 * @example const warnings = []; await check.run(createCheckContext(check, state, { warnings }));
 */
export function createCheckContext(check: CheckInfo, state: RunState, records: CheckRecords): CheckContext {
  const { options } = state;
  const { warnings, notes = [], accepted = new Set(), findings = [], probes = [] } = records;
  return {
    check,
    level: options.level,
    options,
    runId: options.runId,
    label: (what) => `ck-conformance ${options.runId} ${check.id} ${what}`,
    send: state.send,
    get memory() {
      return state.memoryClient();
    },
    memoryAs: (credentials) => state.memoryClient(credentials),
    releases: state.releases,
    exchangeOf(response) {
      const exchange = state.recorder.exchangeOf(response);
      if (!exchange) throw new Error('internal: a response did not pass through the recorder');
      return exchange;
    },
    exchanges: () => state.recorder.log,
    memo: (key, compute) => memoize(state.memo, key, compute),
    grantRequests: (requests) => state.recorder.grant(requests),
    note: (text) => void (notes.includes(text) || notes.push(text)),
    probe: (record) => void probes.push(record),
    causeOf: records.causeOf ?? (() => undefined),
    ...acceptingAskedServerErrors(createAssertions(check, warnings, findings), accepted),
  };
}

function memoize<T>(
  cache: Map<string, Promise<unknown>>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    cache.set(key, value);
    // A failed computation is retried by the next check rather than failing it for another's reason.
    value.catch(() => cache.delete(key));
  }
  return value;
}
