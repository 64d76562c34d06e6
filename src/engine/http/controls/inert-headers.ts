/** What a planted answer may never set itself: the mock decides these (see {@link inertHeaders}). */
function isReserved(name: string): boolean {
  return (
    name === 'set-cookie' ||
    name === 'set-cookie2' ||
    name === 'content-security-policy' ||
    name === 'x-content-type-options' ||
    name.startsWith('access-control-')
  );
}

/**
 * The headers of an answer an override or a fault shaped, made inert: `X-Content-Type-Options:
 * nosniff` and `Content-Security-Policy: sandbox`, so a planted `text/html` with a script runs
 * nothing on the mock's origin (a sandboxed document has an opaque origin), and no `Set-Cookie`
 * (it would land on the mock's host name, shared by every local app on 127.0.0.1 or localhost)
 * nor `Access-Control-*` (CORS is the mock's to decide, by the page's origin). Names are compared
 * in lower case, so no other spelling slips through.
 * @example inertHeaders({ 'Set-Cookie': 'sid=1', 'content-type': 'text/html' })
 * // { 'content-type': 'text/html', 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' }
 */
export function inertHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name in headers) {
    if (!isReserved(name.toLowerCase())) kept[name] = headers[name] as string;
  }
  kept['x-content-type-options'] = 'nosniff';
  kept['content-security-policy'] = 'sandbox';
  return kept;
}
