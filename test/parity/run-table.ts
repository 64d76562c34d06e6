import { defaultHeaders, type ParityRow, type Vars } from './parity-table.js';

/** What parity compares of one answer: status, the headers that matter, and the parsed body. */
export interface ParityResult {
  status: number;
  headers: { 'content-type': string | null; 'retry-after': string | null; allow: string | null };
  body: unknown;
}

/** Base URL of each API on one side. */
export type Bases = Record<ParityRow['api'], string>;

function headersOf(row: ParityRow): Record<string, string> {
  const headers = defaultHeaders(row.api);
  for (const [name, value] of Object.entries(row.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  return headers;
}

function bodyOf(row: ParityRow, vars: Vars): string | undefined {
  const body = typeof row.body === 'function' ? row.body(vars) : row.body;
  if (body === undefined) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * Runs every row in order against one side and returns one result per row. URLs the engine
 * builds from the origin it was called on (checkout's success and cancel URLs) are written back
 * as `{origin}`: the two sides necessarily listen on different origins. `send` is the fetch the
 * rows go through (test/redis/parity.test.ts spreads them over replicas).
 */
export async function runTable(
  rows: readonly ParityRow[],
  bases: Bases,
  send: typeof fetch = fetch,
): Promise<ParityResult[]> {
  const vars: Vars = {};
  const results: ParityResult[] = [];
  for (const row of rows) {
    const path = typeof row.path === 'function' ? row.path(vars) : row.path;
    let response: Response | undefined;
    for (let i = 0; i < (row.repeat ?? 1); i++) {
      await response?.arrayBuffer();
      response = await send(`${bases[row.api]}${path}`, {
        method: row.method,
        headers: headersOf(row),
        body: bodyOf(row, vars),
      });
    }
    if (!response) throw new Error(`row ${row.title} sent nothing`);
    const text = (await response.text()).replaceAll(bases[row.api], '{origin}');
    const body: unknown = text === '' ? null : JSON.parse(text);
    if (response.ok) row.capture?.(body, vars);
    results.push({
      status: response.status,
      headers: {
        'content-type': response.headers.get('content-type'),
        'retry-after': response.headers.get('retry-after'),
        allow: response.headers.get('allow'),
      },
      body,
    });
  }
  return results;
}
