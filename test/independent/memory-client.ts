/**
 * A tiny fetch-based client the independent memory tests use to talk to a server over loopback.
 */

/** A decoded answer: status, parsed JSON body (undefined if not JSON) and headers. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON fields.
  body: any;
  headers: Headers;
}

/** Key of the default tenant's first key, and a workspace it may use. */
export const KEY = 'indep-key-acme';
/** Default workspace of the tests. */
export const WORKSPACE = 'ws-1';

/** Headers of an authenticated runtime call. */
export function authHeaders(key = KEY, workspace = WORKSPACE): Record<string, string> {
  return { authorization: `Bearer ${key}`, 'x-workspace-id': workspace, 'content-type': 'application/json' };
}

/** POSTs `body` (serialised unless already a string) and decodes the answer. */
export async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = authHeaders(),
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A client bound to one server, key and workspace. */
export function memoryClient(baseUrl: string, key = KEY, workspace = WORKSPACE) {
  const headers = authHeaders(key, workspace);
  const call = (path: string, body: unknown) => post(baseUrl, path, body, headers);
  return {
    call,
    /** Creates an anchor and returns its id. */
    async anchor(name = 'notes'): Promise<string> {
      const answer = await call('/v1/anchors', { name, type: 'project', metadata: { lane: 'a' } });
      return answer.body.anchor_id as string;
    },
    /** Stores one content, chunking off unless asked. */
    atoms: (anchorId: string, content: string, chunking = false) =>
      call('/v1/atoms', {
        anchor_id: anchorId,
        content,
        source_type: 'note',
        chunking: { enabled: chunking },
      }),
    /** Stores one content and returns its single atom id. */
    async atom(anchorId: string, content: string): Promise<string> {
      const answer = await call('/v1/atoms', { anchor_id: anchorId, content, chunking: { enabled: false } });
      return answer.body.atom_ids[0] as string;
    },
    recall: (anchorId: string, query: string, limit?: unknown) =>
      call('/v1/recall', { anchor_id: anchorId, query, ...(limit === undefined ? {} : { limit }) }),
    feedback: (sessionId: string, ids: string[], success = true) =>
      call('/v1/feedback', { session_id: sessionId, success, used_memory_atom_ids: ids }),
  };
}

/** Score of `atomId` in a recall answer, undefined when absent. */
export function scoreOf(answer: Answer, atomId: string): number | undefined {
  const items = (answer.body?.items ?? []) as { atom_id: string; score: number }[];
  return items.find((item) => item.atom_id === atomId)?.score;
}

/** RFC 4122 textual form. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
