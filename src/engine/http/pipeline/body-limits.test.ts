import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../../scripts/render-validators.mjs';
import { ApiError } from './api-error.js';
import { parseJsonBody } from './json-body.js';
import { type CompiledSchema, createValidator } from './schema-validator.js';

function refusal(run: () => unknown): { code: string; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('body size is measured in UTF-8 bytes, not string units', () => {
  const limit = 1_000;
  const jsonOf = (content: string) => JSON.stringify({ content });

  it('a string body of 3-byte characters over the limit in bytes is a 413, though short in units', () => {
    const body = jsonOf('界'.repeat(400)); // 414 units, 1,214 bytes
    expect(body.length).toBeLessThan(limit);
    expect(refusal(() => parseJsonBody(body, false, limit))?.code).toBe('payload_too_large');
    expect(refusal(() => parseJsonBody(new TextEncoder().encode(body), false, limit))?.code).toBe(
      'payload_too_large',
    );
  });

  it('astral characters count 4 bytes per pair; a body exactly at the limit passes', () => {
    const filler = '😀'.repeat(200); // 400 units, 800 bytes
    const padding = 'a'.repeat(limit - new TextEncoder().encode(jsonOf(filler)).byteLength);
    const body = jsonOf(filler + padding);
    expect(new TextEncoder().encode(body).byteLength).toBe(limit);
    expect(parseJsonBody(body, false, limit)).toEqual({ content: filler + padding });
    expect(refusal(() => parseJsonBody(`${body} `, false, limit))?.code).toBe('payload_too_large');
  });
});

describe('string lengths are code points, as JSON Schema counts them', () => {
  const validate = createValidator(
    createAjv().compile({ type: 'string', minLength: 2, maxLength: 3 }) as unknown as CompiledSchema,
  );

  it('a surrogate pair is one character', () => {
    expect(validate('😀😀😀', 'name')).toEqual({ ok: true, value: '😀😀😀' });
    expect(validate('😀😀😀😀', 'name')).toEqual({
      ok: false,
      message: 'name must have at most 3 characters',
    });
    expect(validate('😀', 'name')).toEqual({ ok: false, message: 'name must have at least 2 characters' });
  });

  it('a lone surrogate is one character too', () => {
    expect(validate('\ud83d\ud83d', 'name').ok).toBe(true);
    expect(validate('\ude00', 'name').ok).toBe(false);
  });
});
