import { el, replace } from './dom.js';
import type { ConsoleViolations, StateSummary, StateTable } from './types.js';

const tableOf = (t: StateTable) =>
  el(
    'section',
    {},
    el('h2', {}, t.title, t.more ? ` (first ${t.rows.length}; ${t.more} more)` : ''),
    t.rows.length === 0
      ? el('div', { class: 'empty' }, 'none')
      : el(
          'table',
          {},
          el('tr', {}, ...t.columns.map((c) => el('th', {}, c))),
          ...t.rows.map((row) => el('tr', {}, ...row.map((cell) => el('td', {}, cell)))),
        ),
  );

/** The state view: counts, then a table per kind of object. */
export function renderState(node: HTMLElement, state: StateSummary): void {
  replace(
    node,
    el(
      'div',
      { class: 'counts', 'data-testid': 'state-counts' },
      ...Object.entries(state.counts).map(([name, n]) =>
        el('div', { 'data-count': name }, el('b', {}, n), name),
      ),
    ),
    ...state.tables.map(tableOf),
  );
}

/** One documented operation's coverage, as `GET /__control/coverage` reports it. */
interface CoverageOperation {
  operationId: string;
  method: string;
  path: string;
  statuses: { status: number; count: number }[];
  undocumented: { status: number; count: number }[];
}

/** Coverage of the document (operation and status pairs answered) and Prism's violations counter. */
export function renderCoverage(
  node: HTMLElement,
  coverage: { percent: number; covered: number; total: number; operations: CoverageOperation[] },
  violations: ConsoleViolations | null,
): void {
  const cell = (s: { status: number; count: number }, documented: boolean) =>
    el('span', { class: `tag s${String(s.status)[0]}` }, `${s.status}${documented ? '' : '!'} ×${s.count}`);
  replace(
    node,
    el(
      'div',
      { class: 'counts' },
      el(
        'div',
        { 'data-testid': 'coverage-percent' },
        el('b', {}, `${coverage.percent}%`),
        `of ${coverage.total} documented pairs answered`,
      ),
      el(
        'div',
        { 'data-testid': 'violations-count' },
        el('b', {}, violations === null ? '—' : violations.count),
        violations === null ? 'Prism violations (no Prism in front of this mock)' : 'Prism violations',
        violations?.expected ? ` (${violations.expected} expected, from faults or unchecked overrides)` : '',
      ),
    ),
    el(
      'table',
      {},
      el('tr', {}, el('th', {}, 'operation'), el('th', {}, 'statuses answered (! = not documented)')),
      ...coverage.operations.map((op) =>
        el(
          'tr',
          {},
          el('td', {}, `${op.operationId} `, el('span', { class: 'scope' }, `${op.method} ${op.path}`)),
          el(
            'td',
            {},
            ...op.statuses.map((s) => cell(s, true)),
            ...op.undocumented.map((s) => cell(s, false)),
          ),
        ),
      ),
    ),
    violations && violations.violations.length > 0
      ? el(
          'section',
          {},
          el('h2', {}, 'Latest violations'),
          el(
            'ul',
            {},
            ...violations.violations.map((v) =>
              el('li', {}, `${v.method} ${v.path} ${v.status} ${v.location.join('.')}: ${v.message}`),
            ),
          ),
        )
      : null,
  );
}
