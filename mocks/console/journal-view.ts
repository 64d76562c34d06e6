import { el, replace } from './dom.js';
import type { ConsoleEntry } from './types.js';

/** The journal's filters, as the hash keeps them (`#op=recall&status=4xx&rule=fault`). */
export interface JournalFilters {
  op: string;
  status: string;
  rule: '' | 'override' | 'fault' | 'none';
}

const rowHeight = 24;
/** Rows rendered beyond the visible ones, so a quick scroll shows no gap. */
const overscan = 10;

function matches(entry: ConsoleEntry, filters: JournalFilters): boolean {
  if (filters.op && entry.operationId !== filters.op) return false;
  if (filters.status) {
    const status = String(entry.status);
    if (/^\dxx$/i.test(filters.status) ? status[0] !== filters.status[0] : status !== filters.status)
      return false;
  }
  if (filters.rule === 'override' && entry.override === null) return false;
  if (filters.rule === 'fault' && entry.fault === null) return false;
  if (filters.rule === 'none' && (entry.override !== null || entry.fault !== null)) return false;
  return true;
}

/** What the journal view needs from the console around it. */
export interface JournalViewOptions {
  operations: string[];
  filters: JournalFilters;
  selected: number | null;
  onFilters(filters: JournalFilters): void;
  onSelect(seq: number): void;
}

/**
 * The live journal: filters and a list that renders only the rows in view (a journal of 1,000
 * exchanges costs about 40 rows of DOM), newest first; arrow keys move the selection.
 */
export function createJournalView(options: JournalViewOptions) {
  let all: ConsoleEntry[] = [];
  let shown: ConsoleEntry[] = [];
  let { filters, selected } = options;
  const list = el('div', { class: 'list', role: 'listbox', 'aria-label': 'Exchanges', tabindex: '0' });
  const spacer = el('div');
  list.append(spacer);
  const rows = el('div');
  list.append(rows);
  const count = el('span', { class: 'scope', 'data-testid': 'journal-count' });
  const op = el(
    'select',
    { 'aria-label': 'Operation', onchange: () => set({ op: op.value }) },
    el('option', { value: '' }, 'any operation'),
    ...options.operations.map((id) => el('option', { value: id }, id)),
  );
  const status = el('input', {
    'aria-label': 'Status',
    placeholder: 'status: 429, 4xx',
    size: 12,
    oninput: () => set({ status: status.value.trim() }),
  });
  const rule = el(
    'select',
    {
      'aria-label': 'Override or fault',
      onchange: () => set({ rule: rule.value as JournalFilters['rule'] }),
    },
    el('option', { value: '' }, 'any answer'),
    el('option', { value: 'fault' }, 'a fault applied'),
    el('option', { value: 'override' }, 'an override applied'),
    el('option', { value: 'none' }, 'neither'),
  );
  const element = el(
    'div',
    { class: 'journal' },
    el('div', { class: 'filters' }, op, status, rule, count),
    list,
  );

  function set(change: Partial<JournalFilters>): void {
    filters = { ...filters, ...change };
    options.onFilters(filters);
    refilter();
  }

  function refilter(): void {
    shown = all.filter((entry) => matches(entry, filters)).reverse();
    count.textContent = `${shown.length} of ${all.length} exchanges`;
    spacer.style.height = `${shown.length * rowHeight}px`;
    draw();
  }

  function draw(): void {
    const first = Math.max(0, Math.floor(list.scrollTop / rowHeight) - overscan);
    const last = Math.min(
      shown.length,
      Math.ceil((list.scrollTop + (list.clientHeight || 600)) / rowHeight) + overscan,
    );
    const made: HTMLElement[] = [];
    for (let i = first; i < last; i++) made.push(rowOf(shown[i] as ConsoleEntry, i));
    replace(rows, ...made);
  }

  function rowOf(entry: ConsoleEntry, index: number): HTMLElement {
    const rule = entry.fault
      ? el('span', { class: 'tag' }, 'fault')
      : entry.override
        ? el('span', { class: 'tag' }, 'override')
        : null;
    const row = el(
      'button',
      {
        type: 'button',
        class: 'row',
        role: 'option',
        'aria-selected': entry.seq === selected ? 'true' : 'false',
        'data-seq': entry.seq,
        tabindex: '-1',
        onclick: () => choose(entry.seq),
      },
      el('span', { class: `s${String(entry.status)[0]}` }, entry.status),
      el('span', {}, entry.method),
      el('span', { title: entry.path }, entry.path, entry.query ? `?${entry.query}` : ''),
      el('span', {}, entry.operationId ?? '—', rule),
      el('span', {}, `${entry.durationMs} ms`),
    );
    // Through the CSSOM: a style attribute is inline style, which the page's CSP refuses.
    row.style.top = `${index * rowHeight}px`;
    return row;
  }

  function choose(seq: number): void {
    selected = seq;
    options.onSelect(seq);
    draw();
  }

  list.addEventListener('scroll', () => draw(), { passive: true });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'j' && event.key !== 'k')
      return;
    event.preventDefault();
    const at = shown.findIndex((entry) => entry.seq === selected);
    const next =
      shown[
        Math.min(
          shown.length - 1,
          Math.max(0, at + (event.key === 'ArrowDown' || event.key === 'j' ? 1 : -1)),
        )
      ];
    if (!next) return;
    choose(next.seq);
    const top = shown.indexOf(next) * rowHeight;
    if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - rowHeight)
      list.scrollTop = top - rowHeight * 2;
  });

  return {
    element,
    /** Every kept entry (`replace`), or new ones to add. */
    add(entries: ConsoleEntry[], replaceAll: boolean): void {
      all = replaceAll ? entries.slice() : all.concat(entries);
      if (all.length > 1000) all = all.slice(all.length - 1000);
      refilter();
    },
    find: (seq: number) => all.find((entry) => entry.seq === seq),
    setFilters(next: JournalFilters): void {
      filters = next;
      op.value = next.op;
      status.value = next.status;
      rule.value = next.rule;
      refilter();
    },
  };
}
