import { describe, expect, it } from 'vitest';
import { pathTemplate } from '../../conformance/schema/operations.js';
import { createExchange } from './exchange.js';
import { createTrafficValidator } from './validate-exchange.js';

describe('path templates in recorded traffic', () => {
  it('reads parameter values, percent-decoded', () => {
    const template = pathTemplate('/api/v1/sources/{id}/events');
    expect(template.values('/api/v1/sources/3/events')).toEqual({ id: '3' });
    expect(template.values('/api/v1/sources/a%20b/events')).toEqual({ id: 'a b' });
    expect(template.values('/api/v1/sources//events')).toBeUndefined();
    expect(template.matches('/api/v1/sources/3/events/x')).toBe(false);
  });

  it('a recorded path with a broken escape is judged, not a crash of validate-traffic', () => {
    expect(pathTemplate('/api/v1/sources/{id}/events').values('/api/v1/sources/%ZZ/events')).toEqual({
      id: '%ZZ',
    });
    const validate = createTrafficValidator('releases');
    const result = validate(
      createExchange({
        seq: 1,
        method: 'GET',
        url: 'http://127.0.0.1:4011/api/v1/sources/%ZZ/events',
        requestHeaders: {},
        status: 400,
        responseHeaders: { 'content-type': 'application/json' },
        bodyText: JSON.stringify({ error: 'bad_request', message: 'id must be an integer' }),
      }),
    );
    expect(result.name).toContain('/api/v1/sources/%ZZ/events');
    expect(result.detail).toBe('releases listSourceEvents → 400');
    expect(result.findings).toEqual([
      { rule: 'request', label: 'documented', message: 'path id must be integer' },
    ]);
  });
});
