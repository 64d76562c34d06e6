import type { FailureDetail } from './vocabulary.js';

/**
 * A rule the server under test broke. It describes the server, not this program: the check and
 * its quoted rule, what the document expects, what came back, and a curl line to reproduce it.
 * @example throw new ConformanceFailure({ checkId, rule, expected: '400 bad_request', received: '200', curl });
 */
export class ConformanceFailure extends Error {
  override readonly name = 'ConformanceFailure';
  readonly checkId: string;
  readonly rule: string;
  readonly expected: string;
  readonly received: string;
  /** Reproduces the request that showed the problem; absent when no single request did. */
  readonly curl: string | undefined;
  /** `METHOD /path` of that request, when known. */
  readonly operation: string | undefined;
  /** What deviated, apart from the check (see FailureDetail.deviation). */
  readonly deviation: string | undefined;

  constructor(fields: { checkId: string; rule: string } & FailureDetail) {
    super(`[${fields.checkId}] expected ${fields.expected}; received ${fields.received}`);
    this.checkId = fields.checkId;
    this.rule = fields.rule;
    this.expected = fields.expected;
    this.received = fields.received;
    this.curl = fields.curl;
    this.operation = fields.operation;
    this.deviation = fields.deviation;
  }

  /** A plain object for reporters. */
  toJSON(): FailureDetail {
    return {
      expected: this.expected,
      received: this.received,
      ...(this.curl ? { curl: this.curl } : {}),
      ...(this.operation ? { operation: this.operation } : {}),
      ...(this.deviation ? { deviation: this.deviation } : {}),
    };
  }
}

/**
 * The server could not be reached or did not answer: timeout, reset, refused, or a budget of the
 * run ran out. Checks do not catch it; the runner turns it into a failure of the running check.
 * @example throw new TransportError('no response within 10000 ms', curl);
 */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly curl: string | undefined,
  ) {
    super(message);
  }
}

/** True for a {@link ConformanceFailure}, also across module copies (vitest may load two). */
export function isConformanceFailure(error: unknown): error is ConformanceFailure {
  return error instanceof Error && error.name === 'ConformanceFailure' && 'checkId' in error;
}
