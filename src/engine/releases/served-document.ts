import { releasesDocument } from '../../generated/releases-document.js';
import type { OpenApiDocument } from '../http/router.js';

/**
 * The document the releases engine routes and validates with: the contract itself, unchanged.
 * The engine once relaxed `limit`'s `maximum` and the dates' `format` here, so the mock served
 * what the document refused; now the document states what the mock does (`limit` 1 to 100, dates
 * as `anyOf` date-time / date), and nothing is stripped.
 * @see ../../../openapi/releases.yaml
 */
export function createServedReleasesDocument(): OpenApiDocument {
  return releasesDocument as unknown as OpenApiDocument;
}
