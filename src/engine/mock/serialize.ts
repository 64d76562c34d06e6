import type { Route } from '../http/pipeline/router.js';
import type { EngineResponse } from '../http/pipeline/types.js';

/** Makes a response's JSON text (`json`); see {@link createSerializer}. */
export type Serialize = (response: EngineResponse, route?: Route) => EngineResponse;

/** Item starts a mock keeps for recall answers; past this it starts afresh (a long-running mock). */
const maxKeptStarts = 100_000;

/**
 * The text of a `/v1/recall` answer, `{"items":[{"atom_id":…,"content":…,"score":…},…],"session_id":…}`,
 * from the start of each item (`{"atom_id":"…","content":"…","score":`) made once per atom and
 * kept: an atom's id and content never change, and serialising the content of every item again
 * was a fifth of a recall's own work. `undefined` when the body is not of that shape, for the
 * plain path to serialise. Equal to `JSON.stringify(body)`, character for character.
 */
function createRecallText(): (body: unknown) => string | undefined {
  const starts = new Map<string, { content: string; start: string }>();
  return (body) => {
    const { items, session_id } = body as { items?: unknown; session_id?: unknown };
    if (!Array.isArray(items) || typeof session_id !== 'string') return undefined;
    if (Object.keys(body as object).join() !== 'items,session_id') return undefined;
    if (items.length > 0 && Object.keys(items[0] as object).join() !== 'atom_id,content,score')
      return undefined;
    const parts: string[] = ['{"items":['];
    for (const item of items as { atom_id: unknown; content: unknown; score: unknown }[]) {
      const { atom_id, content, score } = item;
      if (typeof atom_id !== 'string' || typeof content !== 'string' || typeof score !== 'number')
        return undefined;
      let kept = starts.get(atom_id);
      // Ids can repeat with other content (a seeded mock after a reset): the content decides.
      if (kept === undefined || kept.content !== content) {
        if (starts.size >= maxKeptStarts) starts.clear();
        kept = {
          content,
          start: `{"atom_id":${JSON.stringify(atom_id)},"content":${JSON.stringify(content)},"score":`,
        };
        starts.set(atom_id, kept);
      }
      if (parts.length > 1) parts.push(',');
      parts.push(kept.start, Number.isFinite(score) ? String(score) : 'null', '}');
    }
    parts.push('],"session_id":', JSON.stringify(session_id), '}');
    return parts.join('');
  };
}

/**
 * The one place a mock serialises its answers: the body's JSON text is made once, here, and then
 * sent by every writer and kept by the journal. The answers a mock serves most, recalls, are
 * serialised from pieces kept per atom (the domain code knows nothing of it). No body, a network
 * fault's answer, or a body JSON cannot serialise is left as it is (its writer reports that).
 * @example const serialize = createSerializer(); const sent = serialize(response, route).json;
 */
export function createSerializer(): Serialize {
  const recallText = createRecallText();
  return (response, route) => {
    // The text first: a kept answer's body is decoded on each read (answer-cache.ts).
    if (response.json !== undefined) return response;
    const { body } = response;
    if (body === null || body === undefined) return response;
    try {
      const fast = route?.operationId === 'recall' && response.status === 200 ? recallText(body) : undefined;
      return { ...response, json: fast ?? JSON.stringify(body) };
    } catch {
      return response;
    }
  };
}
