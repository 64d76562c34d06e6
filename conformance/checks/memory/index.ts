import type { Check } from '../../define-check.js';
import anchorFields from './anchor-fields.js';
import anchorNotFoundAtoms from './anchor-not-found-atoms.js';
import anchorNotFoundRecall from './anchor-not-found-recall.js';
import anchorUuid from './anchor-uuid.js';
import atomChunkSize from './atom-chunk-size.js';
import atomChunked from './atom-chunked.js';
import atomCount from './atom-count.js';
import atomRecalled from './atom-recalled.js';
import atomUnchunked from './atom-unchunked.js';
import authBearer from './auth-bearer.js';
import authBlank from './auth-blank.js';
import authBlocked from './auth-blocked.js';
import authDenied from './auth-denied.js';
import authInvalidKey from './auth-invalid-key.js';
import authNoKey from './auth-no-key.js';
import authNoWorkspace from './auth-no-workspace.js';
import authXApiKey from './auth-x-api-key.js';
import badInput from './bad-input.js';
import bodyClosed from './body-closed.js';
import checkoutCancelUrl from './checkout-cancel-url.js';
import checkoutEcho from './checkout-echo.js';
import checkoutEmail from './checkout-email.js';
import checkoutFields from './checkout-fields.js';
import checkoutInvalid from './checkout-invalid.js';
import checkoutSuccessUrl from './checkout-success-url.js';
import feedbackFailure from './feedback-failure.js';
import feedbackNotFound from './feedback-not-found.js';
import feedbackOnlyListed from './feedback-only-listed.js';
import feedbackReinforces from './feedback-reinforces.js';
import feedbackSessionScope from './feedback-session-scope.js';
import hydrateBudget from './hydrate-budget.js';
import ingestAnchor from './ingest-anchor.js';
import isolationAnchor from './isolation-anchor.js';
import isolationSession from './isolation-session.js';
import malformedJson from './malformed-json.js';
import memoryRecall from './memory-recall.js';
import rateLimit from './rate-limit.js';
import rateLimitScope from './rate-limit-scope.js';
import rateRetryAfter from './rate-retry-after.js';
import recallAnchorScope from './recall-anchor-scope.js';
import recallDefaultLimit from './recall-default-limit.js';
import recallLimit from './recall-limit.js';
import recallLimitRange from './recall-limit-range.js';
import recallSession from './recall-session.js';
import recallSorted from './recall-sorted.js';
import requiredField from './required-field.js';
import respErrorCode from './resp-error-code.js';
import respJson from './resp-json.js';
import respSchema from './resp-schema.js';
import respStatus from './resp-status.js';
import respTime from './resp-time.js';

/**
 * The memory checks in run order. The response checks come after the others so they validate
 * the whole run's traffic; the rate-limit burst comes last so its 429s throttle nothing else.
 */
export const memoryChecks: readonly Check[] = [
  authNoKey,
  authInvalidKey,
  authNoWorkspace,
  authBlank,
  authBearer,
  authXApiKey,
  authDenied,
  authBlocked,
  malformedJson,
  badInput,
  requiredField,
  anchorUuid,
  anchorFields,
  atomUnchunked,
  atomCount,
  atomChunked,
  atomChunkSize,
  atomRecalled,
  anchorNotFoundAtoms,
  anchorNotFoundRecall,
  recallLimit,
  recallSession,
  recallSorted,
  recallAnchorScope,
  recallLimitRange,
  recallDefaultLimit,
  bodyClosed,
  feedbackNotFound,
  feedbackReinforces,
  feedbackOnlyListed,
  feedbackSessionScope,
  feedbackFailure,
  isolationAnchor,
  isolationSession,
  ingestAnchor,
  memoryRecall,
  hydrateBudget,
  checkoutEmail,
  checkoutFields,
  checkoutSuccessUrl,
  checkoutCancelUrl,
  checkoutEcho,
  checkoutInvalid,
  respStatus,
  respJson,
  respSchema,
  respErrorCode,
  respTime,
  rateLimit,
  rateLimitScope,
  rateRetryAfter,
];
