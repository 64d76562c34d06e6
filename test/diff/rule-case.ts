import type { baseDocument } from './base-document.js';

/** A document a case edits: the base document's loose type. */
export type Doc = ReturnType<typeof baseDocument>;
/** One case: id, title, the oasdiff rule and level it follows, the edit, every change expected. */
export type RuleCase = [id: string, title: string, oasdiff: string, edit: (doc: Doc) => void, want: string[]];

/** The document's component schemas. */
export const schemas = (doc: Doc) => doc.components.schemas;
/** The operation POST /v1/items. */
export const post = (doc: Doc) => doc.paths['/v1/items'].post;
/** The operation GET /v1/items. */
export const get = (doc: Doc) => doc.paths['/v1/items'].get;
