/**
 * Named deliberate breakages of the independent memory server. Each defect breaks a rule the memory
 * document states or plainly implies; each quirk is questionable behaviour the document does not
 * forbid. All are off unless listed in the server's options.
 */

/** Defects: documented or plainly implied rules, broken on purpose. */
export const MEMORY_DEFECTS = [
  { name: 'recall-cross-anchor', description: 'recall returns atoms of every anchor of the workspace' },
  { name: 'rate-limit-per-key', description: 'the rate limit counts per key only, across workspaces' },
  { name: 'rate-limit-ignored', description: 'no request is ever answered 429' },
  { name: 'workspace-leak-anchor', description: "a key's anchors are usable from its other workspaces" },
  { name: 'workspace-leak-session', description: "feedback accepts another workspace's session id" },
  { name: 'recall-unsorted', description: 'recall items in creation order, not by descending score' },
  { name: 'server-error-bad-limit', description: 'a non-integer recall limit answers 500' },
  { name: 'no-key-401', description: 'a missing key answers 401 instead of 400' },
  { name: 'missing-workspace-ok', description: 'a missing X-Workspace-Id is served (default workspace)' },
  { name: 'invalid-key-ok', description: 'an unknown key is served as if valid' },
  { name: 'x-api-key-ignored', description: 'only Authorization: Bearer is read; x-api-key alone is 400' },
  { name: 'bearer-ignored', description: 'only x-api-key is read; Authorization: Bearer alone is 400' },
  { name: 'denied-workspace-ok', description: 'the access policy is not enforced (no 403)' },
  { name: 'billing-block-ignored', description: 'a blocked billing account is served (no 402)' },
  { name: 'stored-count-mismatch', description: 'stored_count is one more than atom_ids.length' },
  { name: 'chunking-ignored', description: 'chunking enabled still stores one atom' },
  { name: 'limit-ignored', description: 'recall returns every candidate whatever the limit' },
  { name: 'unknown-anchor-200', description: 'atoms and recall on an unknown anchor answer 200' },
  { name: 'unknown-session-200', description: 'feedback on an unknown session answers 200' },
  { name: 'feedback-reinforces-unlisted', description: 'feedback reinforces every atom of the session' },
  {
    name: 'feedback-ignores-session',
    description: 'feedback reinforces listed atoms the session never returned',
  },
  { name: 'feedback-no-effect', description: 'feedback answers ok but never changes later scores' },
  { name: 'recall-no-session', description: 'recall responses carry no session_id' },
  { name: 'ids-not-uuid', description: 'anchor and atom ids are not in UUID format' },
  { name: 'anchor-metadata-dropped', description: 'the anchor response carries empty metadata' },
  { name: 'error-shape-wrong', description: 'runtime errors are {code, detail} instead of {error, message}' },
  { name: 'error-code-wrong', description: 'runtime error codes differ from the documented ones' },
  { name: 'malformed-json-500', description: 'a malformed JSON body answers 500' },
  {
    name: 'checkout-placeholder-substituted',
    description: 'success_url has the session id, not {CHECKOUT_SESSION_ID}',
  },
  { name: 'checkout-no-echo', description: 'checkout does not echo service_source' },
  { name: 'checkout-accepts-invalid', description: 'an invalid checkout body is answered 200' },
  { name: 'text-html-content-type', description: 'every response is labelled text/html' },
] as const;

/** Name of a memory defect. */
export type MemoryDefectName = (typeof MEMORY_DEFECTS)[number]['name'];

/** Quirks: behaviour a careful reviewer would question but the document does not forbid. */
export const MEMORY_QUIRKS = [
  { name: 'accepts-missing-required-field', description: 'an atom without content is stored (empty text)' },
  { name: 'limit-string-coerced', description: 'a numeric string recall limit such as "3" is accepted' },
  { name: 'non-positive-limit-served', description: 'recall limit 0 or below is served with the default' },
  {
    name: 'failed-feedback-reinforces',
    description: 'feedback with success: false still reinforces the listed atoms',
  },
] as const;

/** Name of a memory quirk. */
export type MemoryQuirkName = (typeof MEMORY_QUIRKS)[number]['name'];

/** The toggles a handler consults; `has` is all it needs. */
export interface MemoryToggles {
  defects: ReadonlySet<MemoryDefectName>;
  quirks: ReadonlySet<MemoryQuirkName>;
}
