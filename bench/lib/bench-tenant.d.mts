import type { EngineRequest } from '../../src/engine/http/pipeline/types.js';

export declare const benchHeaders: Record<string, string>;
export declare function engineRequest(path: string, body: unknown, origin?: string): EngineRequest;
