import type { Event, ReleasesClient, Source } from '../../src/client/index.js';
import { byId, h, selectField, setStatus } from './dom.js';

const pageSize = 10;
const any: [string, string] = ['', 'Any'];
const same = (value: string): [string, string] => [value, value];

/** Every source, active or not, read page by page as a client of the real API would. */
async function loadSources(client: ReleasesClient): Promise<Source[]> {
  const sources: Source[] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await client.GET('/api/v1/sources', {
      params: { query: { active_only: false, limit: 100, offset } },
    });
    if (error) throw new Error(`${error.error}: ${error.message}`);
    sources.push(...data.sources);
    if (offset + 100 >= data.pagination.total) return sources;
  }
}

/** The panel's controls; ids are what the handlers and the browser test address. */
function releasesMarkup(sources: readonly Source[]): HTMLElement[] {
  const types = [...new Set(sources.map((source) => source.type))].sort();
  const columns = ['Date', 'Source', 'Version', 'Type', 'Severity', 'Description'];
  return [
    h('h2', { id: 'releases-title' }, 'Releases'),
    h('p', { class: 'muted' }, `Dependency Release Tracking API · ${sources.length} sources`),
    h(
      'div',
      { class: 'row filters' },
      selectField('severity', 'Severity', [any, ...['Info', 'Warning', 'Danger'].map(same)]),
      selectField('event-type', 'Event type', [any, ...['Release', 'Deprecation', 'EOL'].map(same)]),
      selectField('source-type', 'Source type', [any, ...types.map(same)]),
      selectField('source', 'Source', []),
    ),
    h(
      'table',
      { id: 'events' },
      h('thead', {}, h('tr', {}, ...columns.map((text) => h('th', { scope: 'col' }, text)))),
      h('tbody'),
    ),
    h(
      'div',
      { class: 'row pager' },
      h('button', { id: 'prev', type: 'button' }, '‹ Prev'),
      h('span', { id: 'page-status', role: 'status' }),
      h('button', { id: 'next', type: 'button' }, 'Next ›'),
    ),
  ];
}

const select = (id: string) => byId(id, HTMLSelectElement);

/** Lists the sources of the chosen type. With a type there is no "all": the API filters events by source, not type. */
function fillSources(sources: readonly Source[]): void {
  const type = select('source-type').value;
  const options: [string, string][] = type === '' ? [['', 'All sources']] : [];
  for (const source of sources) {
    if (type !== '' && source.type !== type) continue;
    options.push([String(source.id), `${source.name}${source.is_active ? '' : ' (inactive)'}`]);
  }
  select('source').replaceChildren(...options.map(([value, text]) => h('option', { value }, text)));
}

/** Fetches and shows the page at `offset` under the current filters. */
async function renderPage(client: ReleasesClient, offset: number): Promise<void> {
  const status = byId('page-status', HTMLElement);
  const query = {
    severity: (select('severity').value || undefined) as Event['severity'] | undefined,
    event_type: (select('event-type').value || undefined) as Event['event_type'] | undefined,
    limit: pageSize,
    offset,
  };
  const sourceId = Number(select('source').value);
  const { data, error } = sourceId
    ? await client.GET('/api/v1/sources/{id}/events', { params: { path: { id: sourceId }, query } })
    : await client.GET('/api/v1/events', { params: { query } });
  if (error) return setStatus(status, `${error.error}: ${error.message}`, 'error');
  const { total } = data.pagination;
  byId('events', HTMLTableElement).tBodies[0]?.replaceChildren(...data.events.map(eventRow));
  const shown = `Showing ${offset + 1}–${offset + data.events.length} of ${total}`;
  setStatus(status, total === 0 ? 'No events match' : shown);
  byId('prev', HTMLButtonElement).disabled = offset === 0;
  byId('next', HTMLButtonElement).disabled = offset + pageSize >= total;
}

/**
 * The releases half of the demo: the event feed with severity, event type and source filters,
 * paged ten at a time. The API filters events by source id, not by source type, so the type
 * narrows the source list and the feed follows the chosen source.
 */
export async function mountReleasesPanel(root: HTMLElement, client: ReleasesClient): Promise<void> {
  const sources = await loadSources(client);
  root.append(...releasesMarkup(sources));
  let offset = 0;
  const show = (next: number) => {
    offset = next;
    void renderPage(client, offset);
  };
  for (const id of ['severity', 'event-type', 'source-type', 'source']) {
    select(id).addEventListener('change', () => {
      if (id === 'source-type') fillSources(sources);
      show(0);
    });
  }
  byId('prev', HTMLButtonElement).addEventListener('click', () => show(Math.max(0, offset - pageSize)));
  byId('next', HTMLButtonElement).addEventListener('click', () => show(offset + pageSize));
  fillSources(sources);
  await renderPage(client, 0);
}

function eventRow(event: Event): HTMLElement {
  const { sources: source } = event;
  return h(
    'tr',
    { 'data-event-id': event.id },
    h('td', { class: 'date' }, event.release_date.slice(0, 10)),
    h('td', { class: 'source', 'data-type': source.type }, source.name, ' ', h('small', {}, source.type)),
    h('td', { class: 'version' }, event.version),
    h('td', { class: 'event-type' }, event.event_type),
    h(
      'td',
      { class: 'severity' },
      h('span', { class: `badge ${event.severity.toLowerCase()}` }, event.severity),
    ),
    h('td', { class: 'description' }, event.description),
  );
}
