/**
 * The length of `text` in UTF-8 bytes, as an encoder writes it (a lone surrogate becomes U+FFFD,
 * three bytes, as `Buffer.byteLength` counts it too), without Buffer, which a browser has not.
 * Counting stops once the total is past `stopAfter`: a result above it means only "more than",
 * which is all a size limit asks (a 1 MiB limit need not count a 100 MB string to its end).
 * @example utf8Length('é😀') // 6
 * @example utf8Length(body, 1_048_576) > 1_048_576 // the body is over the limit
 */
export function utf8Length(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stopAfter; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: four bytes for its two code units.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
