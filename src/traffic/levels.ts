import type { createResponseValidator } from '../../conformance/schema/response-validator.js';

/** A level the conformance suite's response validator takes. */
export type ValidatorLevel = Parameters<typeof createResponseValidator>[1];

/**
 * The level that checks only what the services' descriptions state (`x-inferred` parts left out).
 * Kept in this one place so traffic follows the suite's level names.
 */
export const documentedLevel: ValidatorLevel = 'documented';

/** The level that checks the whole document, the kit's inferred decisions included. */
export const kitLevel: ValidatorLevel = 'kit';
