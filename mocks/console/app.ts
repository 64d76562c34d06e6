import { createControlsView, type PickedOperation } from './controls-view.js';
import { el, replace } from './dom.js';
import { exchangeView } from './exchange-view.js';
import { createJournalView, type JournalFilters } from './journal-view.js';
import { renderCoverage, renderState } from './state-view.js';
import { consoleCss } from './styles.js';
import type { ConsoleTransport, ConsoleViolations } from './types.js';

const tabs = ['journal', 'state', 'controls', 'coverage'] as const;
type Tab = (typeof tabs)[number];

/** What the hash holds: `#tab=journal&exchange=12&op=recall&status=4xx&rule=fault`. */
interface Place extends JournalFilters {
  tab: Tab;
  exchange: number | null;
}

function readPlace(hash: string): Place {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const tab = (tabs as readonly string[]).includes(q.get('tab') ?? '') ? (q.get('tab') as Tab) : 'journal';
  const rule = q.get('rule') ?? '';
  const exchange = Number(q.get('exchange'));
  return {
    tab,
    exchange: Number.isInteger(exchange) && exchange > 0 ? exchange : null,
    op: q.get('op') ?? '',
    status: q.get('status') ?? '',
    rule: (['override', 'fault', 'none'].includes(rule) ? rule : '') as JournalFilters['rule'],
  };
}

function writePlace(place: Place): string {
  const q = new URLSearchParams();
  q.set('tab', place.tab);
  if (place.exchange !== null) q.set('exchange', String(place.exchange));
  if (place.op) q.set('op', place.op);
  if (place.status) q.set('status', place.status);
  if (place.rule) q.set('rule', place.rule);
  return `#${q.toString()}`;
}

/** Options of {@link mountConsoleApp}. */
export interface ConsoleAppOptions {
  /** Keep the view in `location.hash` (deep links); off in an app's panel, whose URL is the app's. */
  useHash: boolean;
}

/**
 * Builds the console into `root` (a shadow root: its styles stay inside) for one mock reached
 * through `transport`. Returns the call that stops it (the live journal unsubscribes).
 */
export async function mountConsoleApp(
  root: ShadowRoot,
  transport: ConsoleTransport,
  options: ConsoleAppOptions,
) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(consoleCss);
  root.adoptedStyleSheets = [sheet];
  const [spec, coverage] = await Promise.all([
    transport.document(),
    transport
      .control('GET', '/__control/coverage')
      .then((a) => a.body as Parameters<typeof renderCoverage>[1]),
  ]);
  const operations: PickedOperation[] = coverage.operations.map((op) => ({
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    statuses: op.statuses.map((s) => s.status),
  }));
  let place = readPlace(options.useHash ? location.hash : '');
  let violations: ConsoleViolations | null = null;
  const detail = el('div', { class: 'detail' }, el('div', { class: 'empty' }, 'Choose an exchange.'));
  const go = (change: Partial<Place>) => {
    place = { ...place, ...change };
    if (options.useHash) history.replaceState(null, '', writePlace(place));
    show();
  };
  const journal = createJournalView({
    operations: operations.map((op) => op.operationId),
    filters: place,
    selected: place.exchange,
    onFilters: (filters) => go(filters),
    onSelect: (seq) => go({ exchange: seq }),
  });
  journal.setFilters(place);
  const stateNode = el('div', { 'data-testid': 'state' });
  const coverageNode = el('div', { 'data-testid': 'coverage' });
  const controls = createControlsView(transport, operations, spec, () => scheduleRefresh());
  const panes: Record<Tab, HTMLElement> = {
    journal: el('div', { class: 'split' }, journal.element, detail),
    state: stateNode,
    controls: controls.element,
    coverage: coverageNode,
  };
  const tabButtons = tabs.map((tab) =>
    el(
      'button',
      { type: 'button', role: 'tab', 'data-tab': tab, onclick: () => go({ tab }) },
      tab[0]?.toUpperCase() + tab.slice(1),
    ),
  );
  const main = el('main', { role: 'tabpanel' });
  const title = spec.info?.title ?? transport.api;
  replace(
    root,
    el(
      'div',
      { class: 'app' },
      el(
        'header',
        {},
        el('h1', {}, `${title} · console`),
        el('nav', { role: 'tablist', 'aria-label': 'Views' }, ...tabButtons),
        el('span', { class: 'scope', 'data-testid': 'scope' }, transport.scope),
      ),
      main,
    ),
  );

  let refreshing: ReturnType<typeof setTimeout> | null = null;
  /** The state and coverage views follow the journal, at most a few times a second. */
  function scheduleRefresh(): void {
    if (refreshing !== null) return;
    refreshing = setTimeout(() => {
      refreshing = null;
      void refreshViews();
    }, 150);
  }
  async function refreshViews(): Promise<void> {
    if (place.tab === 'state') renderState(stateNode, await transport.state());
    if (place.tab === 'coverage' || place.tab === 'journal') violations = await transport.violations();
    if (place.tab === 'coverage') {
      const report = (await transport.control('GET', '/__control/coverage')).body as Parameters<
        typeof renderCoverage
      >[1];
      renderCoverage(coverageNode, report, violations);
    }
    if (place.tab === 'controls') await controls.refresh();
  }
  /** A fault on the next answer of an operation, from an exchange's buttons. */
  async function quickFault(operationId: string, status: number): Promise<string> {
    const answer = await transport.control('POST', '/__control/faults', { operation: operationId, status });
    const id = (answer.body as { id?: string; message?: string } | null) ?? {};
    return answer.status < 300
      ? `fault ${id.id ?? ''} held: the next ${operationId} answers ${status}`
      : `${answer.status}: ${id.message ?? ''}`;
  }
  function showDetail(): void {
    const entry = place.exchange === null ? undefined : journal.find(place.exchange);
    if (entry)
      replace(
        detail,
        exchangeView(
          entry,
          spec,
          violations?.violations ?? [],
          transport.baseUrl,
          transport.scope,
          quickFault,
        ),
      );
  }
  function show(): void {
    for (const button of tabButtons)
      button.setAttribute('aria-selected', String(button.dataset.tab === place.tab));
    if (main.firstChild !== panes[place.tab]) replace(main, panes[place.tab]);
    showDetail();
    void refreshViews();
  }
  const onHash = () => {
    place = readPlace(location.hash);
    journal.setFilters(place);
    show();
  };
  if (options.useHash) addEventListener('hashchange', onHash);
  const stop = transport.live((entries, replaceAll) => {
    journal.add(entries, replaceAll);
    if (place.exchange !== null && entries.some((e) => e.seq === place.exchange)) showDetail();
    if (place.tab !== 'journal') scheduleRefresh();
  });
  show();
  return () => {
    stop();
    if (options.useHash) removeEventListener('hashchange', onHash);
  };
}
