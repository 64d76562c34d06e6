import type { Check } from '../define-check.js';
import type { ApiName } from '../vocabulary.js';
import { memoryChecks } from './memory/index.js';
import { releasesChecks } from './releases/index.js';

/** Every check of an API, in run order. */
export function checksFor(api: ApiName): readonly Check[] {
  return api === 'memory' ? memoryChecks : releasesChecks;
}

export { memoryChecks, releasesChecks };
