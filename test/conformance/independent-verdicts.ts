import type { MemoryDefectName, MemoryQuirkName } from '../independent/memory-defects.js';
import type { ReleasesDefectName, ReleasesQuirkName } from '../independent/releases-defects.js';

/**
 * Which check must catch each named defect of the independent servers (test/independent/), at the
 * documented level unless the row says `kit`. `warn` rows are questionable, not forbidden: the
 * check must end `warned`.
 */
export const memoryDefectVerdicts: Record<MemoryDefectName, string> = {
  'recall-cross-anchor': 'MEM-RECALL-ANCHOR-SCOPE',
  'rate-limit-per-key': 'MEM-RATE-LIMIT-SCOPE',
  'rate-limit-ignored': 'MEM-RATE-LIMIT',
  'workspace-leak-anchor': 'MEM-ISOLATION-ANCHOR',
  'workspace-leak-session': 'MEM-ISOLATION-SESSION',
  'recall-unsorted': 'MEM-RECALL-SORTED',
  'server-error-bad-limit': 'MEM-BAD-INPUT',
  'no-key-401': 'MEM-AUTH-NO-KEY',
  'missing-workspace-ok': 'MEM-AUTH-NO-WORKSPACE',
  'invalid-key-ok': 'MEM-AUTH-INVALID-KEY',
  'x-api-key-ignored': 'MEM-AUTH-X-API-KEY',
  'bearer-ignored': 'MEM-AUTH-BEARER',
  'denied-workspace-ok': 'MEM-AUTH-DENIED',
  'billing-block-ignored': 'MEM-AUTH-BLOCKED',
  'stored-count-mismatch': 'MEM-ATOM-COUNT',
  'chunking-ignored': 'warn MEM-ATOM-CHUNKED',
  'limit-ignored': 'MEM-RECALL-LIMIT',
  'unknown-anchor-200': 'MEM-ANCHOR-404-ATOMS',
  'unknown-session-200': 'MEM-FEEDBACK-404',
  'feedback-reinforces-unlisted': 'MEM-FEEDBACK-ONLY-LISTED',
  'feedback-ignores-session': 'MEM-FEEDBACK-SESSION-SCOPE',
  'feedback-no-effect': 'MEM-FEEDBACK-REINFORCES',
  'recall-no-session': 'MEM-RECALL-SESSION',
  'ids-not-uuid': 'MEM-ANCHOR-UUID',
  'anchor-metadata-dropped': 'MEM-ANCHOR-FIELDS',
  'error-shape-wrong': 'MEM-RESP-SCHEMA',
  'error-code-wrong': 'MEM-RESP-ERROR-CODE',
  'malformed-json-500': 'MEM-MALFORMED-JSON',
  'checkout-placeholder-substituted': 'MEM-CHECKOUT-SUCCESS-URL',
  'checkout-no-echo': 'MEM-CHECKOUT-ECHO',
  'checkout-accepts-invalid': 'MEM-CHECKOUT-400',
  'text-html-content-type': 'MEM-RESP-JSON',
};

/** The warning each questionable behaviour of the independent memory server must raise. */
export const memoryQuirkVerdicts: Record<MemoryQuirkName, string> = {
  'accepts-missing-required-field': 'MEM-REQUIRED-FIELD',
  'limit-string-coerced': 'MEM-BAD-INPUT',
  'non-positive-limit-served': 'MEM-BAD-INPUT',
  'failed-feedback-reinforces': 'MEM-FEEDBACK-FAILURE',
};

/** Which check must catch each named defect of the independent releases server. */
export const releasesDefectVerdicts: Record<ReleasesDefectName, string> = {
  'limit-not-capped': 'REL-LIMIT-CAP',
  'active-default-false': 'REL-ACTIVE-DEFAULT',
  'inactive-in-default': 'REL-ACTIVE-DEFAULT',
  'sources-default-limit-wrong': 'REL-SOURCES-DEFAULT-LIMIT',
  'sources-type-filter-ignored': 'REL-FILTER-SOURCE-TYPE',
  'total-page-length': 'REL-TOTAL-EXACT',
  'total-ignores-filters': 'REL-TOTAL-EXACT',
  'pagination-echo-wrong': 'REL-PAGINATION-ECHO',
  'unstable-order': 'REL-PAGE-WALK',
  'offset-ignored': 'REL-OFFSET',
  'offset-off-by-one': 'REL-PAGE-WALK',
  'filter-severity-ignored': 'REL-FILTER-SEVERITY',
  'filter-event-type-ignored': 'REL-FILTER-EVENT-TYPE',
  'filter-source-id-ignored': 'REL-FILTER-SOURCE-ID',
  // Whether date bounds are inclusive is not shown: only the kit's contract holds it.
  'dates-exclusive': 'kit REL-DATES-INCLUSIVE',
  'date-filters-ignored': 'REL-FILTER-DATES',
  'embedded-source-missing': 'REL-EMBEDDED-SOURCE',
  'embedded-source-mismatch': 'REL-EMBEDDED-SOURCE',
  'source-events-wrong-source': 'REL-SOURCE-EVENTS',
  'source-events-severity-ignored': 'REL-SOURCE-EVENTS-SEVERITY',
  'server-error-bad-limit': 'REL-BAD-INPUT',
  'server-error-unknown-source': 'REL-BAD-INPUT',
  'api-info-missing': 'REL-API-INFO',
  'json-content-type-missing': 'REL-RESP-JSON',
};

/** The warning each questionable behaviour of the independent releases server must raise. */
export const releasesQuirkVerdicts: Record<ReleasesQuirkName, string> = {
  'unknown-enum-filter-ignored': 'REL-BAD-QUERY',
  'negative-offset-served': 'REL-BAD-QUERY',
  'unknown-source-200': 'REL-SOURCE-404',
  'error-shapes-vary': 'REL-ERROR-SHAPES',
  'invalid-date-ignored': 'REL-BAD-INPUT',
};

/** A verdict row read: the check id, the level to run at, and whether the check must fail or warn. */
export function readVerdict(verdict: string): {
  check: string;
  level: 'documented' | 'kit';
  outcome: 'failed' | 'warned';
} {
  const [first, second] = verdict.split(' ');
  if (second === undefined) return { check: verdict, level: 'documented', outcome: 'failed' };
  return first === 'kit'
    ? { check: second, level: 'kit', outcome: 'failed' }
    : { check: second, level: 'documented', outcome: 'warned' };
}
