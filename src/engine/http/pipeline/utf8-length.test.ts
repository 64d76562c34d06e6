import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8-length.js';

const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  // Lone surrogates, which an encoder writes as U+FFFD.
  fc.array(fc.integer({ min: 0xd700, max: 0xe000 })).map((units) => String.fromCharCode(...units)),
);

describe('[UTF8-LENGTH] one count of UTF-8 bytes, for serialised answers and body limits', () => {
  it('[UTF8-LENGTH-1] equals Buffer.byteLength for any text, lone surrogates included', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text));
      }),
    );
  });

  it('[UTF8-LENGTH-2] with a limit: above it exactly when the text is, exact at or below it', () => {
    fc.assert(
      fc.property(anyText, fc.nat(64), (text, limit) => {
        const counted = utf8Length(text, limit);
        const bytes = Buffer.byteLength(text);
        expect(counted > limit).toBe(bytes > limit);
        if (bytes <= limit) expect(counted).toBe(bytes);
      }),
    );
  });

  it('[UTF8-LENGTH-3] stops counting past the limit', () => {
    expect(utf8Length('x'.repeat(1_000_000), 10)).toBe(11);
  });
});
