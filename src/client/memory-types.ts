/**
 * Named schema types of the Hosted Memory Service, so callers need not index `components`.
 * @see ../../openapi/memory.yaml#/components/schemas
 */
import type { components } from '../generated/memory.js';

type Schemas = components['schemas'];

/**
 * A memory scope (`POST /v1/anchors` → 201).
 * @example const anchor: Anchor = { anchor_id: id, name: 'Support', type: 'team', metadata: {} };
 */
export type Anchor = Schemas['Anchor'];

/**
 * Body of `POST /v1/anchors`.
 * @example const body: CreateAnchorRequest = { name: 'Support', type: 'team' };
 */
export type CreateAnchorRequest = Schemas['CreateAnchorRequest'];

/**
 * Body of `POST /v1/atoms`.
 * @example const body: CreateAtomsRequest = { anchor_id: id, content: 'Refunds take 5 days.', source_type: 'text' };
 */
export type CreateAtomsRequest = Schemas['CreateAtomsRequest'];

/**
 * Result of `POST /v1/atoms`; `stored_count` equals `atom_ids.length`.
 * @example const ids = (data satisfies CreateAtomsResponse).atom_ids;
 */
export type CreateAtomsResponse = Schemas['CreateAtomsResponse'];

/**
 * Body of `POST /v1/recall`.
 * @example const body: RecallRequest = { anchor_id: id, query: 'refund policy', limit: 5 };
 */
export type RecallRequest = Schemas['RecallRequest'];

/**
 * One ranked atom of a recall.
 * @example const best: RecallItem | undefined = data.items[0];
 */
export type RecallItem = Schemas['RecallItem'];

/**
 * Result of `POST /v1/recall`: ranked items and the session to send feedback on.
 * @example const { items, session_id }: RecallResponse = data;
 */
export type RecallResponse = Schemas['RecallResponse'];

/**
 * Body of `POST /v1/feedback`.
 * @example const body: FeedbackRequest = { session_id, success: true, used_memory_atom_ids: [atomId] };
 */
export type FeedbackRequest = Schemas['FeedbackRequest'];

/**
 * Result of `POST /v1/feedback`.
 * @example if ((data satisfies FeedbackResponse).ok) console.log(data.reinforced_atom_ids);
 */
export type FeedbackResponse = Schemas['FeedbackResponse'];

/**
 * Body of `POST /api/v1/billing/maas/checkout-session`.
 * @example const body: CheckoutSessionRequest = { company_name: 'Acme', admin_email: 'a@acme.test', pricing_model: 'starter', service_source: 'web' };
 */
export type CheckoutSessionRequest = Schemas['CheckoutSessionRequest'];

/**
 * A hosted checkout session; `success_url` carries the literal `{CHECKOUT_SESSION_ID}`.
 * @example const redirectTo = (data satisfies CheckoutSession).url;
 */
export type CheckoutSession = Schemas['CheckoutSession'];

/**
 * Body of `POST /v1/memory/ingest`.
 * @example const body: IngestRequest = { user_external_id: 'u1', session_id: 'c1', items: [{ content: 'hi', atom_type: 'message' }], source_type: 'conversation' };
 */
export type IngestRequest = Schemas['IngestRequest'];

/**
 * Result of `POST /v1/memory/ingest`.
 * @example const created = (data satisfies IngestResponse).anchor_created;
 */
export type IngestResponse = Schemas['IngestResponse'];

/**
 * Body of `POST /v1/memory/recall`.
 * @example const body: MemoryRecallRequest = { user_external_id: 'u1', query: 'shipping', limit: 10 };
 */
export type MemoryRecallRequest = Schemas['MemoryRecallRequest'];

/**
 * Result of `POST /v1/memory/recall`.
 * @example const contents = (data satisfies MemoryRecallResponse).items.map((item) => item.content);
 */
export type MemoryRecallResponse = Schemas['MemoryRecallResponse'];

/**
 * Body of `POST /v1/memory/hydrate`.
 * @example const body: HydrateRequest = { user_external_id: 'u1', max_tokens: 500 };
 */
export type HydrateRequest = Schemas['HydrateRequest'];

/**
 * Result of `POST /v1/memory/hydrate`; `token_count` never exceeds `max_tokens`.
 * @example const prompt = (data satisfies HydrateResponse).context;
 */
export type HydrateResponse = Schemas['HydrateResponse'];

/**
 * The memory API's error body `{error, message}`, as `error` of a failed call.
 * @example if (error) console.error((error satisfies MemoryError).error); // e.g. 'rate_limited'
 */
export type MemoryError = Schemas['Error'];

/**
 * A machine error code of the memory API.
 * @example const code: MemoryErrorCode = 'billing_access_blocked';
 */
export type MemoryErrorCode = MemoryError['error'];
