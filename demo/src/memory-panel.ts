import type { MemoryClient, RecallItem } from '../../src/client/index.js';
import { byId, h, setStatus } from './dom.js';

const sampleNote = 'The customer prefers email over phone calls and works in the Berlin office.';

/** What the panel remembers between clicks. */
interface MemoryState {
  anchorId: string;
  sessionId: string;
  /** Each atom's score in the previous recall, to show how feedback moved it. */
  lastScores: Map<string, number>;
  reinforced: Set<string>;
}

/** The panel's controls; ids are what the handlers and the browser test address. */
function memoryMarkup(): HTMLElement[] {
  const row = (...children: HTMLElement[]) => h('div', { class: 'row' }, ...children);
  const status = (id: string) => h('p', { id, role: 'status' });
  return [
    h('h2', { id: 'memory-title' }, 'Memory'),
    h('p', { class: 'muted' }, 'Hosted Memory Service · key ck_test_key · workspace ws_main'),
    row(
      h('label', { for: 'anchor-name' }, 'Anchor name'),
      h('input', { id: 'anchor-name', value: 'Support assistant' }),
      h('button', { id: 'create-anchor', type: 'button' }, 'Create anchor'),
    ),
    status('anchor-status'),
    h('label', { for: 'note' }, 'Note'),
    h('textarea', { id: 'note', rows: 2 }, sampleNote),
    row(h('button', { id: 'store-note', type: 'button', disabled: true }, 'Store note')),
    status('note-status'),
    row(
      h('label', { for: 'query' }, 'Query'),
      h('input', { id: 'query', value: 'email' }),
      h('button', { id: 'recall', type: 'button', disabled: true }, 'Recall'),
    ),
    status('recall-status'),
    h('ol', { id: 'recall-items', class: 'items' }),
    row(
      h(
        'button',
        { id: 'send-feedback', type: 'button', disabled: true },
        'Send feedback: ticked atoms helped',
      ),
    ),
    status('feedback-status'),
  ];
}

/**
 * The memory half of the demo: create an anchor, store notes, recall them with scores, and send
 * feedback that reinforces the ticked atoms (the next recall shows their scores rise).
 */
export function mountMemoryPanel(root: HTMLElement, client: MemoryClient): void {
  root.append(...memoryMarkup());
  const state: MemoryState = { anchorId: '', sessionId: '', lastScores: new Map(), reinforced: new Set() };
  // A failed call shows in the panel; network-level failures (a rejected fetch) too.
  const on = (buttonId: string, statusId: string, run: (status: HTMLElement) => Promise<void>) => {
    const status = byId(statusId, HTMLElement);
    byId(buttonId, HTMLButtonElement).addEventListener('click', () => {
      run(status).catch((error: Error) => setStatus(status, error.message, 'error'));
    });
  };
  on('create-anchor', 'anchor-status', (status) => createAnchor(client, state, status));
  on('store-note', 'note-status', (status) => storeNote(client, state, status));
  on('recall', 'recall-status', (status) => recall(client, state, status));
  on('send-feedback', 'feedback-status', (status) => sendFeedback(client, state, status));
}

async function createAnchor(client: MemoryClient, state: MemoryState, status: HTMLElement): Promise<void> {
  const name = byId('anchor-name', HTMLInputElement).value.trim() || 'Anchor';
  const { data, error } = await client.POST('/v1/anchors', { body: { name, type: 'agent' } });
  if (error) return setStatus(status, `${error.error}: ${error.message}`, 'error');
  Object.assign(state, {
    anchorId: data.anchor_id,
    sessionId: '',
    lastScores: new Map(),
    reinforced: new Set(),
  });
  byId('recall-items', HTMLElement).replaceChildren();
  setStatus(status, `Anchor “${data.name}” created: ${data.anchor_id}`);
  byId('store-note', HTMLButtonElement).disabled = false;
  byId('recall', HTMLButtonElement).disabled = false;
}

async function storeNote(client: MemoryClient, state: MemoryState, status: HTMLElement): Promise<void> {
  const content = byId('note', HTMLTextAreaElement).value;
  const { data, error } = await client.POST('/v1/atoms', { body: { anchor_id: state.anchorId, content } });
  if (error) return setStatus(status, `${error.error}: ${error.message}`, 'error');
  setStatus(status, `Stored ${data.stored_count} atom: ${data.atom_ids.join(', ')}`);
}

async function recall(client: MemoryClient, state: MemoryState, status: HTMLElement): Promise<void> {
  const query = byId('query', HTMLInputElement).value;
  const { data, error } = await client.POST('/v1/recall', {
    body: { anchor_id: state.anchorId, query, limit: 10 },
  });
  if (error) return setStatus(status, `${error.error}: ${error.message}`, 'error');
  state.sessionId = data.session_id;
  byId('recall-items', HTMLElement).replaceChildren(...data.items.map((item) => recallRow(item, state)));
  // Remembered after rendering: the rows compare against the previous recall.
  state.lastScores = new Map(data.items.map((item) => [item.atom_id, item.score]));
  setStatus(status, `${data.items.length} item(s) recalled · session ${data.session_id}`);
  byId('send-feedback', HTMLButtonElement).disabled = data.items.length === 0;
}

async function sendFeedback(client: MemoryClient, state: MemoryState, status: HTMLElement): Promise<void> {
  const ticked = document.querySelectorAll<HTMLInputElement>('#recall-items input:checked');
  const used = [...ticked].map((box) => box.value);
  if (used.length === 0) return setStatus(status, 'Tick the atoms that helped first.', 'error');
  const { data, error } = await client.POST('/v1/feedback', {
    body: { session_id: state.sessionId, success: true, used_memory_atom_ids: used },
  });
  if (error) return setStatus(status, `${error.error}: ${error.message}`, 'error');
  for (const id of data.reinforced_atom_ids ?? []) state.reinforced.add(id);
  const count = data.reinforced_atom_ids?.length ?? 0;
  setStatus(status, `Reinforced ${count} atom(s). Recall again to see the scores rise.`);
}

/** One recalled item: tick box, content, score and its change since the previous recall. */
function recallRow(item: RecallItem, state: MemoryState): HTMLElement {
  const previous = state.lastScores.get(item.atom_id);
  const delta = previous === undefined ? 0 : item.score - previous;
  return h(
    'li',
    { 'data-atom-id': item.atom_id },
    h('input', { type: 'checkbox', value: item.atom_id, 'aria-label': `used: ${item.content}` }),
    h('span', { class: 'content' }, item.content),
    h('span', { class: 'score', 'data-score': item.score }, `score ${item.score.toFixed(3)}`),
    delta > 0 && h('span', { class: 'delta' }, `▲ ${delta.toFixed(3)}`),
    state.reinforced.has(item.atom_id) && h('span', { class: 'badge reinforced' }, 'reinforced'),
  );
}
