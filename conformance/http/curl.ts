/** Maps a secret value (an API key) to the environment variable a curl line names instead. */
export type Secrets = ReadonlyMap<string, string>;

// Single quotes keep everything literal in POSIX shells; a quote inside is closed, escaped, reopened.
function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Quotes `text`, writing each secret as `"$VAR"` so the line reproduces without leaking the key. */
function quoteWithSecrets(text: string, secrets: Secrets): string {
  let parts = [text];
  for (const [value, variable] of secrets) {
    if (!value) continue;
    parts = parts.flatMap((part) =>
      part.startsWith('"$') ? [part] : interleave(part.split(value), variable),
    );
  }
  return parts.map((part) => (part.startsWith('"$') ? part : part === '' ? '' : quote(part))).join('');
}

function interleave(pieces: string[], variable: string): string[] {
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [`"$${variable}"`, piece]));
}

/**
 * A curl command line that sends exactly this request.
 * @example buildCurl({ method: 'POST', url, headers: { 'x-api-key': key }, body: '{}', secrets })
 * // curl -sS -i -X POST 'http://127.0.0.1:4010/v1/anchors' -H 'x-api-key: '"$CONFORMANCE_API_KEY" --data-raw '{}'
 */
export function buildCurl(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  secrets: Secrets;
  /** Extra curl flags, as they are written (`--cacert 'ca.pem'`, `-k`). */
  flags?: readonly string[];
}): string {
  const parts = ['curl -sS -i', ...(request.flags ?? [])];
  if (request.method !== 'GET' || request.body !== undefined) parts.push(`-X ${request.method}`);
  parts.push(quote(request.url));
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push(`-H ${quoteWithSecrets(`${name}: ${value}`, request.secrets)}`);
  }
  if (request.body !== undefined) parts.push(`--data-raw ${quoteWithSecrets(request.body, request.secrets)}`);
  return parts.join(' ');
}
