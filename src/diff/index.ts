/**
 * Differences between two OpenAPI 3.x documents, each classified for the audiences it breaks.
 * @see ../../docs/contract-diff.md
 */
export { type Audience, breaksFor, type Change, type DiffReport } from './change.js';
export { diffDocuments } from './diff-documents.js';
export { DocumentError, loadDocument, parseDocument, parseSource, type Source } from './load-document.js';
export { type Format, formats, renderReport, summaryLine } from './render-report.js';
export { RefError } from './resolve-ref.js';
export { defaultLimits, WorkLimitError, type WorkLimits } from './work-budget.js';
