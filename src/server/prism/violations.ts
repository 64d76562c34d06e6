import { isResponse, readViolationsHeader } from './violations-header.js';

/** One contract violation Prism reported about a response of the engine. */
export interface Violation {
  method: string;
  path: string;
  status: number;
  /** Where in the response, e.g. `["response", "body"]`. */
  location: string[];
  severity: string;
  code: string | number;
  message: string;
  /** Set on violations read from a header Prism cut at its size limit: the exchange had more. */
  truncated?: true;
}

/** The response violations seen so far: the total, and the most recent ones. */
export interface ViolationReport {
  count: number;
  violations: Violation[];
  /**
   * Violations on answers a fault or an unchecked override shaped on purpose: expected, so
   * neither counted nor kept, only tallied here. Absent while there are none.
   */
  expected?: number;
  /**
   * Exchanges whose `sl-violations` header Prism cut at 8 KiB ("Too many violations!"), not
   * counting deliberate ones. Their response violations read whole are counted, plus one when the
   * cut certainly hid another (src/server/prism/violations-header.ts). Absent while there are none.
   */
  truncated?: number;
  /**
   * How many times Prism exited and was brought back (src/server/prism/prism-supervisor.ts), and
   * whether it is being restarted now. Absent while Prism never exited.
   */
  prismRestarts?: number;
  prismRestarting?: boolean;
}

/** A running tally of response violations, logged loudly as they arrive. */
export interface ViolationLog {
  /**
   * Reads an `sl-violations` header value of one exchange; returns the response violations in it.
   * `deliberate` marks an answer a fault or an unchecked override shaped (see {@link isDeliberate}).
   */
  record(
    method: string,
    path: string,
    status: number,
    header: string | undefined,
    deliberate?: boolean,
  ): Violation[];
  report(): ViolationReport;
}

/** Kept in memory for `GET /__control/violations`; older ones are only counted, so memory stays bounded. */
const kept = 100;

/** Stands for the response violations a cut header hid: at least one, of unknown place and kind. */
function hiddenViolation(method: string, path: string, status: number): Violation {
  const message =
    'more response violations than fit in the sl-violations header: Prism cut it at 8 KiB ("Too many violations!")';
  const code = 'sl-violations-cut';
  return { method, path, status, location: ['response'], severity: 'Error', code, message, truncated: true };
}

/**
 * Collects the response violations Prism reports in `sl-violations`. Request violations are not
 * ours (a test that omits credentials causes them on purpose); a response violation means the
 * engine broke its own contract, so it is logged with everything needed to reproduce it.
 * @see ../../../ARCHITECTURE.md#prism-in-front-of-the-engine "Prism's place"
 */
export function createViolationLog(log: (line: string) => void): ViolationLog {
  let count = 0;
  let expected = 0;
  let truncated = 0;
  const recent: Violation[] = [];
  return {
    record(method, path, status, header, deliberate = false) {
      if (header === undefined || header === '') return [];
      const read = readViolationsHeader(header);
      if (read === null) {
        log(`contract-kit: unreadable sl-violations header on ${method} ${path}: ${header.slice(0, 200)}`);
        return [];
      }
      const mark = read.cut ? { truncated: true as const } : {};
      const whole: Violation[] = read.violations.filter(isResponse).map((v) => ({
        method,
        path,
        status,
        location: (v.location as unknown[]).map(String),
        severity: String(v.severity ?? 'Error'),
        code: typeof v.code === 'number' ? v.code : String(v.code ?? ''),
        message: String(v.message ?? ''),
        ...mark,
      }));
      const found = read.cut?.hidesResponse ? [...whole, hiddenViolation(method, path, status)] : whole;
      if (deliberate) {
        expected += found.length;
        return found;
      }
      if (read.cut) {
        truncated++;
        const rest = read.cut.hidesResponse
          ? 'at least one more response violation is hidden'
          : 'the rest cannot be read and may hold response violations';
        const counts = `${read.violations.length} violations read whole, ${whole.length} of them on the response`;
        log(
          `contract-kit: Prism cut the sl-violations header of ${method} ${path} -> ${status} at 8 KiB ("Too many violations!"): ${counts}; ${rest}`,
        );
      }
      for (const v of found) {
        log(
          `✖ CONTRACT VIOLATION ${v.method} ${v.path} -> ${v.status}: ${v.location.join('.')}: ${v.message} [${v.severity} ${v.code}]`,
        );
        recent.push(v);
        if (recent.length > kept) recent.shift();
      }
      count += found.length;
      return found;
    },
    report: () => ({
      count,
      violations: [...recent],
      ...(expected > 0 ? { expected } : {}),
      ...(truncated > 0 ? { truncated } : {}),
    }),
  };
}

/**
 * Whether an answer was shaped on purpose so that it may break the contract: a fault applied
 * (`x-contract-kit-fault`), or an override was unchecked or broke the contract itself
 * (`x-contract-kit-override: o1 (recall, unchecked)`). Prism's violations on it are expected.
 * @example isDeliberate({ 'x-contract-kit-fault': 'f1: status 503 (undocumented)' }) // true
 */
export function isDeliberate(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['x-contract-kit-fault'] !== undefined) return true;
  const override = headers['x-contract-kit-override'];
  return typeof override === 'string' && /, (unchecked|broken)\)$/.test(override);
}
