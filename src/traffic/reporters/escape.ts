/** The traffic reports escape markup exactly as the conformance reports do: one implementation. */
export { escapeMarkup } from '../../client/inert-text.js';
