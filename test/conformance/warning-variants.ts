import { bodyOf, json, withBody } from './breakers.js';
import type { Breaker } from './serve-engine.js';

/** A server doing something the documents do not forbid but a reviewer would question: `check` must warn. */
export interface WarningVariant {
  name: string;
  api: 'memory' | 'releases';
  check: string;
  breaker: Breaker;
  /** The same behaviour at level kit: `failed` when it breaks the kit's contract. */
  atKit: 'failed' | 'warned';
}

const asText = (status: number): Breaker => ({
  response: (r) =>
    r.status === status
      ? { ...r, headers: { ...r.headers, 'content-type': 'text/plain' }, body: 'bad request' }
      : r,
});

export const warningVariants: WarningVariant[] = [
  {
    name: 'release errors as plain text',
    api: 'releases',
    check: 'REL-RESP-JSON',
    breaker: asText(400),
    atKit: 'failed',
  },
  {
    name: 'checkout errors as plain text',
    api: 'memory',
    check: 'MEM-RESP-JSON',
    breaker: {
      response: (r, request) =>
        request.path.startsWith('/api/') && r.status === 400 ? (asText(400).response?.(r, request) ?? r) : r,
    },
    atKit: 'failed',
  },
  {
    name: 'a long text with chunking on kept as one atom',
    api: 'memory',
    check: 'MEM-ATOM-CHUNKED',
    breaker: {
      request: (request) =>
        request.path === '/v1/atoms' && typeof request.body === 'string'
          ? { ...request, body: request.body.replace('"enabled":true', '"enabled":false') }
          : request,
    },
    atKit: 'warned',
  },
  {
    name: 'an atom without content is stored',
    api: 'memory',
    check: 'MEM-REQUIRED-FIELD',
    breaker: {
      request: (request) => {
        const body = bodyOf(request);
        return request.path === '/v1/atoms' && body && body.content === undefined
          ? withBody(request, { ...body, content: '(empty)' })
          : request;
      },
    },
    atKit: 'failed',
  },
  {
    name: 'sources errors as {detail}, events errors as {error, message}',
    api: 'releases',
    check: 'REL-ERROR-SHAPES',
    breaker: {
      response: (r, request) =>
        request.path === '/api/v1/sources' && r.status === 400 ? json(400, { detail: 'bad limit' }) : r,
    },
    atKit: 'failed',
  },
];
