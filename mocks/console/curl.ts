import type { ConsoleEntry } from './types.js';

/** `value` quoted for a POSIX shell: inside single quotes nothing is special but the quote itself. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

/** Headers the journal redacts or that curl sets itself: left out of the line. */
const skipped = new Set([
  'host',
  'content-length',
  'connection',
  'accept-encoding',
  'origin',
  'referer',
  'cookie',
]);

/**
 * A curl line that sends the exchange's request again to `baseUrl` (a redacted credential stays
 * as the journal shows it: put yours back).
 * @example curlLine(entry, 'http://127.0.0.1:4010') // "curl -X POST 'http://…/v1/anchors' -H …"
 */
export function curlLine(entry: ConsoleEntry, baseUrl: string): string {
  const url = `${baseUrl.replace(/\/$/, '')}${entry.path}${entry.query ? `?${entry.query}` : ''}`;
  const parts = ['curl', '-sS'];
  if (entry.method !== 'GET') parts.push('-X', entry.method);
  parts.push(shellQuote(url));
  for (const [name, value] of Object.entries(entry.request.headers)) {
    if (!skipped.has(name.toLowerCase()) && !name.startsWith('sec-'))
      parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  const body = entry.request.body;
  if (body !== null && body !== undefined && body !== '')
    parts.push('--data-raw', shellQuote(typeof body === 'string' ? body : JSON.stringify(body)));
  return parts.join(' ');
}
