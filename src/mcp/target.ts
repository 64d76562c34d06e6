import * as z from 'zod/v4';
import type { MockRegistry } from './mock-registry.js';
import { ToolInputError } from './tool-result.js';

/** The input fields that name the server a tool acts on; shared by every tool that sends requests. */
export const targetShape = {
  mock: z
    .string()
    .optional()
    .describe(
      'id of a mock started with start_mock (e.g. "memory-1"); default: the only running mock of the API',
    ),
  baseUrl: z
    .string()
    .optional()
    .describe('root URL of any running kit mock or deployment instead, e.g. http://127.0.0.1:4010'),
  controlToken: z
    .string()
    .optional()
    .describe('x-control-token for a mock that listens beyond loopback (printed when it starts)'),
};

/** What {@link targetShape} holds once parsed. */
export interface TargetInput {
  mock?: string | undefined;
  baseUrl?: string | undefined;
  controlToken?: string | undefined;
}

/** The server a request goes to. */
export interface Target {
  url: string;
  /** The mock's id, when this server started it. */
  mock?: string;
  /** Headers of a control call (the token, when one was given). */
  controlHeaders: Record<string, string>;
}

/**
 * Resolves where a tool sends its requests: the named mock, the base URL, or else the one mock of
 * `api` this server runs. Says what to pass when none or several fit.
 * @example resolveTarget(registry, { mock: 'memory-1' }, 'memory').url
 */
export function resolveTarget(
  registry: MockRegistry,
  input: TargetInput,
  api?: 'memory' | 'releases',
): Target {
  const controlHeaders: Record<string, string> = input.controlToken
    ? { 'x-control-token': input.controlToken }
    : {};
  if (input.mock !== undefined && input.baseUrl !== undefined) {
    throw new ToolInputError('pass either mock or baseUrl, not both');
  }
  if (input.mock !== undefined) {
    const mock = registry.get(input.mock);
    if (api !== undefined && mock.api !== api) {
      throw new ToolInputError(`mock ${mock.id} serves the ${mock.api} API, not ${api}`);
    }
    return { url: mock.url, mock: mock.id, controlHeaders };
  }
  if (input.baseUrl !== undefined) {
    if (!/^https?:\/\//i.test(input.baseUrl) || !URL.canParse(input.baseUrl)) {
      throw new ToolInputError(
        `baseUrl must be an absolute http(s) URL, got ${JSON.stringify(input.baseUrl)}`,
      );
    }
    return { url: input.baseUrl.replace(/\/+$/, ''), controlHeaders };
  }
  const candidates = registry.list().filter((mock) => api === undefined || mock.api === api);
  const [only] = candidates;
  if (candidates.length === 1 && only) return { url: only.url, mock: only.id, controlHeaders };
  const kind = api === undefined ? 'mock' : `${api} mock`;
  throw new ToolInputError(
    candidates.length === 0
      ? `no ${kind} runs here: start one with start_mock, or pass baseUrl`
      : `several ${kind}s run (${candidates.map((mock) => mock.id).join(', ')}): pass mock with the id of one`,
  );
}
