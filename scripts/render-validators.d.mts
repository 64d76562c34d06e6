// Types of scripts/render-validators.mjs, for the tests that compile schemas as the build does.
import type { Ajv2020 } from 'ajv/dist/2020.js';

export declare const ajvOptions: Record<string, unknown>;
export declare function createAjv(extra?: Record<string, unknown>): Ajv2020;
export declare function schemaKey(schema: unknown): string;
export declare function renderValidators(documents: unknown[], banner: string): string;
