// @ts-check
'use strict';
/**
 * Prism writes its violations as JSON into the `sl-violations` header, and that JSON quotes the
 * request: an unknown property named `中` puts a character in the header that HTTP cannot carry,
 * `setHeader` throws inside Prism's request handler, and the exception ends the whole process.
 * Here every character outside printable ASCII is written as a JSON `\u` escape instead: the same
 * JSON for any parser (the front's included), and always a valid header. Escaping can make the
 * value longer than the 8 KiB Prism keeps it under, so it is cut again at that size, never inside
 * an escape, and marked as Prism marks its own cut ("Too many violations!"). Node's own API is
 * changed, not Prism's, so this holds for every Prism version.
 */

const limit = 8 * 1024 - 100;

/**
 * The header value Prism meant, as a header can carry it.
 * @param {string} value
 * @example headerSafe('[{"message":"中"}]') // '[{"message":"\\u4e2d"}]'
 */
function headerSafe(value) {
  let safe = value.replace(/[^\t\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (safe.length > limit) {
    safe = safe.slice(0, limit).replace(/\\(u[0-9a-f]{0,3})?$/, '');
    if (!safe.startsWith('Too many violations! ')) safe = `Too many violations! ${safe}`;
  }
  return safe;
}

/**
 * Makes every `sl-violations` header this process sets header-safe.
 * @param {typeof import('node:http')} http
 */
function makeViolationsHeaderSafe(http) {
  const { ServerResponse } = http;
  const setHeader = ServerResponse.prototype.setHeader;
  /**
   * @this {import('node:http').ServerResponse}
   * @param {string} name
   * @param {number | string | readonly string[]} value
   */
  function safeSetHeader(name, value) {
    const safe =
      typeof value === 'string' && String(name).toLowerCase() === 'sl-violations' ? headerSafe(value) : value;
    return setHeader.call(this, name, safe);
  }
  ServerResponse.prototype.setHeader = safeSetHeader;
}

module.exports = { headerSafe, makeViolationsHeaderSafe };
