/**
 * A page that shows the front-end tools at work: it recalls, lists release events and renders
 * the request journal; the buttons make the next recall empty (an override) and the next events
 * call fail with an undocumented 503 (a fault). The browser test drives it, and also calls
 * `window.contractKit` to check the typed client's 429 path inside Chromium.
 */
import { network } from 'virtual:msw';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';
import { createMemoryClient, createReleasesClient } from '../../src/client/index.js';
import { byId, h, setStatus } from './dom.js';

// A low rate limit, so the browser test can reach a real 429 in a few calls (on ws_other).
const memory = createMemoryHandlers({ baseUrl: '/', rateLimit: { limit: 3, windowMs: 1000 } });
const releases = createReleasesHandlers({ baseUrl: '/' });
const credentials = { baseUrl: location.origin, apiKey: 'ck_test_key', workspaceId: 'ws_main' };
const client = createMemoryClient(credentials);
const feed = createReleasesClient({ baseUrl: location.origin, retry: false });

let anchorId = '';

function mount(root: HTMLElement): void {
  root.append(
    h(
      'div',
      { class: 'row' },
      h('button', { id: 'recall', type: 'button' }, 'Recall "email"'),
      h('button', { id: 'empty-next-recall', type: 'button' }, 'Make the next recall empty (override)'),
    ),
    h('p', { id: 'recall-status', role: 'status' }),
    h(
      'div',
      { class: 'row' },
      h('button', { id: 'events', type: 'button' }, 'Latest events'),
      h('button', { id: 'fail-next-events', type: 'button' }, 'Fail the next events call with 503 (fault)'),
    ),
    h('p', { id: 'events-status', role: 'status' }),
    h('button', { id: 'show-journal', type: 'button' }, 'Show the journal'),
    h('ol', { id: 'journal' }),
  );
  byId('recall', HTMLButtonElement).onclick = () => void recall();
  byId('events', HTMLButtonElement).onclick = () => void events();
  byId('empty-next-recall', HTMLButtonElement).onclick = () => {
    const { id } = memory.override('recall', {
      status: 200,
      body: { items: [], session_id: crypto.randomUUID() },
    });
    setStatus(byId('recall-status', HTMLElement), `override ${id} set`);
  };
  byId('fail-next-events', HTMLButtonElement).onclick = () => {
    const [fault] = releases.faults({ operation: 'GET /api/v1/events', status: 503 });
    setStatus(byId('events-status', HTMLElement), `fault ${fault?.id} set`);
  };
  byId('show-journal', HTMLButtonElement).onclick = showJournal;
}

async function recall(): Promise<void> {
  const status = byId('recall-status', HTMLElement);
  const { data, error } = await client.POST('/v1/recall', { body: { anchor_id: anchorId, query: 'email' } });
  if (error) return setStatus(status, `recall failed: ${error.error}`, 'error');
  setStatus(status, data.items.length === 0 ? 'No memories found' : `${data.items.length} memories`);
}

async function events(): Promise<void> {
  const status = byId('events-status', HTMLElement);
  const { data, error, response } = await feed.GET('/api/v1/events', { params: { query: { limit: 5 } } });
  if (error) return setStatus(status, `events failed: ${response.status} ${error.error}`, 'error');
  setStatus(status, `${data.events.length} events`);
}

function showJournal(): void {
  const list = byId('journal', HTMLOListElement);
  const entries = [...memory.journal(), ...releases.journal()].sort((a, b) => a.at.localeCompare(b.at));
  list.replaceChildren(
    ...entries.map((entry) =>
      h(
        'li',
        { 'data-status': entry.status, 'data-operation': entry.operationId ?? '' },
        `${entry.method} ${entry.path} ${entry.status} ${entry.operationId ?? ''}`,
        entry.override ? ` [override ${entry.override}]` : '',
        entry.fault ? ` [fault ${entry.fault}]` : '',
      ),
    ),
  );
}

async function main(): Promise<void> {
  const status = byId('mock-status', HTMLElement);
  network.configure({
    handlers: [...memory, ...releases],
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
  await network.enable();
  const { data } = await client.POST('/v1/anchors', { body: { name: 'Support', type: 'agent' } });
  anchorId = data?.anchor_id ?? '';
  await client.POST('/v1/atoms', { body: { anchor_id: anchorId, content: 'The customer prefers email.' } });
  mount(byId('tools', HTMLElement));
  // For the browser test: the same objects a consumer's code would hold.
  Object.assign(window, { contractKit: { memory, releases, createMemoryClient } });
  setStatus(status, 'Mock service worker running.');
  document.body.dataset.ready = 'true';
}

void main();
