import { el, pretty, replace } from './dom.js';
import { operationOf } from './exchange-view.js';
import type { ConsoleTransport, OpenApiDocument } from './types.js';

/** A documented operation as the pickers list it (from `GET /__control/coverage`). */
export interface PickedOperation {
  operationId: string;
  method: string;
  path: string;
  statuses: number[];
}

function message(node: HTMLElement, status: number, body: unknown): boolean {
  const ok = status < 300;
  node.className = `msg ${ok ? 'ok' : 'bad'}`;
  const text = (body as { message?: string } | null)?.message;
  node.textContent = ok
    ? `done (${status}): ${pretty(body).slice(0, 200)}`
    : `${status}: ${text ?? pretty(body)}`;
  return ok;
}

const field = (label: string, input: HTMLElement) => el('label', {}, label, input);

/** JSON from an editor, or an Error saying where it is not JSON. */
function parsed(text: string): unknown {
  return text.trim() === '' ? undefined : JSON.parse(text);
}

/**
 * The controls as forms built from the document: a fault and an override with an operation
 * picker and its documented statuses (an override's body is checked by the control surface
 * against the schema, as a curl call is, and its refusal shown), reset, loading tenants or data,
 * and what is active with a remove button each. Every form calls the `/__control/` routes.
 */
export function createControlsView(
  transport: ConsoleTransport,
  operations: PickedOperation[],
  document: OpenApiDocument,
  changed: () => void,
) {
  const active = el('div', { 'data-testid': 'active-rules' });
  const picker = (withAny: boolean) =>
    el(
      'select',
      { 'aria-label': 'Operation' },
      withAny ? el('option', { value: '*' }, 'any operation') : null,
      ...operations.map((op) =>
        el('option', { value: op.operationId }, `${op.operationId} (${op.method} ${op.path})`),
      ),
    );
  const statusesOf = (select: HTMLSelectElement, operationId: string, extra: number[]) => {
    const documented = operations.find((op) => op.operationId === operationId)?.statuses ?? [];
    const all = [...new Set([...documented, ...extra])].sort((a, b) => a - b);
    replace(
      select,
      ...all.map((s) =>
        el('option', { value: s }, documented.includes(s) ? `${s}` : `${s} (not documented)`),
      ),
    );
  };

  // Fault: status, latency, network, times.
  const faultOp = picker(true);
  const faultStatus = el('select', { 'aria-label': 'Fault status' });
  const faultLatency = el('input', {
    type: 'number',
    min: 0,
    max: 30000,
    value: 0,
    'aria-label': 'Latency (ms)',
  });
  const faultNetwork = el(
    'select',
    { 'aria-label': 'Network' },
    ...['', 'reset', 'hang', 'truncate'].map((n) => el('option', { value: n }, n || 'no network fault')),
  );
  const faultTimes = el('input', { value: '1', size: 6, 'aria-label': 'Times (a number or always)' });
  const faultMsg = el('div', { class: 'msg', role: 'status' });
  const refreshFaultStatuses = () => {
    statusesOf(faultStatus, faultOp.value, [429, 500, 503]);
    faultStatus.prepend(el('option', { value: '' }, 'no status (latency or network only)'));
  };
  faultOp.addEventListener('change', refreshFaultStatuses);
  refreshFaultStatuses();
  const faultForm = el(
    'form',
    { 'aria-label': 'Add a fault', 'data-testid': 'fault-form' },
    el('h2', {}, 'Fault'),
    field('Operation', faultOp),
    field('Status', faultStatus),
    field('Latency (ms)', faultLatency),
    field('Network', faultNetwork),
    field('Times (a number, or always)', faultTimes),
    el('button', { type: 'submit' }, 'Add fault'),
    faultMsg,
  );
  faultForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const spec: Record<string, unknown> = { operation: faultOp.value };
    if (faultStatus.value) spec.status = Number(faultStatus.value);
    if (Number(faultLatency.value) > 0) spec.latencyMs = Number(faultLatency.value);
    if (faultNetwork.value) spec.network = faultNetwork.value;
    spec.times = faultTimes.value.trim() === 'always' ? 'always' : Number(faultTimes.value);
    void transport.control('POST', '/__control/faults', spec).then((a) => {
      if (message(faultMsg, a.status, a.body)) void refresh();
    });
  });

  // Override: a documented status and a body, prefilled with the document's example.
  const overrideOp = picker(false);
  const overrideStatus = el('select', { 'aria-label': 'Override status' });
  const overrideBody = el('textarea', { 'aria-label': 'Response body (JSON)', spellcheck: 'false' });
  const overrideUnchecked = el('input', { type: 'checkbox', 'aria-label': 'Unchecked' });
  const overrideMsg = el('div', { class: 'msg', role: 'status' });
  const example = () => {
    const found = operationOf(document, overrideOp.value);
    const content = found?.operation.responses?.[overrideStatus.value]?.content?.['application/json'] as
      | { example?: unknown; examples?: Record<string, { value?: unknown }> }
      | undefined;
    const value = content?.example ?? Object.values(content?.examples ?? {})[0]?.value;
    overrideBody.value = value === undefined ? '' : JSON.stringify(value, null, 2);
  };
  overrideOp.addEventListener('change', () => {
    statusesOf(overrideStatus, overrideOp.value, []);
    example();
  });
  overrideStatus.addEventListener('change', example);
  statusesOf(overrideStatus, overrideOp.value, []);
  example();
  overrideBody.addEventListener('input', () => {
    try {
      parsed(overrideBody.value);
      overrideMsg.className = 'msg';
      overrideMsg.textContent = '';
    } catch (error) {
      overrideMsg.className = 'msg bad';
      overrideMsg.textContent = `not JSON: ${(error as Error).message}`;
    }
  });
  const overrideForm = el(
    'form',
    { 'aria-label': 'Add an override', 'data-testid': 'override-form' },
    el('h2', {}, 'Override (the next answer)'),
    field('Operation', overrideOp),
    field('Status', overrideStatus),
    field('Body, checked against the document when added', overrideBody),
    el('label', {}, overrideUnchecked, ' unchecked (may break the document; labelled)'),
    el('button', { type: 'submit' }, 'Add override'),
    overrideMsg,
  );
  overrideForm.addEventListener('submit', (event) => {
    event.preventDefault();
    let body: unknown;
    try {
      body = parsed(overrideBody.value);
    } catch (error) {
      return void message(overrideMsg, 400, { message: `not JSON: ${(error as Error).message}` });
    }
    const spec = {
      operation: overrideOp.value,
      response: { status: Number(overrideStatus.value), ...(body === undefined ? {} : { body }) },
      ...(overrideUnchecked.checked ? { unchecked: true } : {}),
    };
    void transport.control('POST', '/__control/overrides', spec).then((a) => {
      if (message(overrideMsg, a.status, a.body)) void refresh();
    });
  });

  // Reset, and loading tenants (memory) or a dataset (releases).
  const resetMsg = el('div', { class: 'msg', role: 'status' });
  const resetButton = el('button', { type: 'button', 'data-testid': 'reset' }, 'Reset the mock');
  resetButton.addEventListener('click', () => {
    void transport.control('POST', '/__control/reset').then((a) => {
      message(resetMsg, a.status, a.body);
      refresh();
    });
  });
  const loadPath = transport.api === 'memory' ? '/__control/tenants' : '/__control/data';
  const loadBody = el('textarea', { 'aria-label': 'Fixture JSON', spellcheck: 'false' });
  const loadMsg = el('div', { class: 'msg', role: 'status' });
  const loadForm = el(
    'form',
    { 'aria-label': 'Load a fixture' },
    el('h2', {}, transport.api === 'memory' ? 'Load a tenants fixture' : 'Replace the dataset'),
    loadBody,
    el('button', { type: 'submit' }, 'Load'),
    loadMsg,
  );
  loadForm.addEventListener('submit', (event) => {
    event.preventDefault();
    let body: unknown;
    try {
      body = JSON.parse(loadBody.value);
    } catch (error) {
      return void message(loadMsg, 400, { message: `not JSON: ${(error as Error).message}` });
    }
    void transport.control('POST', loadPath, body).then((a) => {
      if (message(loadMsg, a.status, a.body)) void refresh();
    });
  });

  /** The rules held now, each with its remove button. */
  async function refresh(): Promise<void> {
    changed();
    const [faults, overrides] = await Promise.all([
      transport.control('GET', '/__control/faults'),
      transport.control('GET', '/__control/overrides'),
    ]);
    const rows = [
      ...((faults.body as { faults?: { id: string }[] }).faults ?? []).map((rule) => ({
        kind: 'faults',
        rule,
      })),
      ...((overrides.body as { overrides?: { id: string }[] }).overrides ?? []).map((rule) => ({
        kind: 'overrides',
        rule,
      })),
    ];
    replace(
      active,
      el('h2', {}, 'Active'),
      rows.length === 0 ? el('div', { class: 'empty' }, 'no override or fault is held') : null,
      ...rows.map(({ kind, rule }) => {
        const remove = el('button', { type: 'button', 'aria-label': `Remove ${rule.id}` }, 'Remove');
        remove.addEventListener('click', () => {
          void transport
            .control('DELETE', `/__control/${kind}?id=${encodeURIComponent(rule.id)}`)
            .then(() => refresh());
        });
        return el(
          'div',
          { class: 'filters' },
          remove,
          el('code', {}, `${kind.slice(0, -1)} ${pretty(rule).replace(/\s+/g, ' ')}`),
        );
      }),
    );
  }

  const element = el(
    'div',
    {},
    el('div', { class: 'filters' }, resetButton, resetMsg),
    active,
    faultForm,
    overrideForm,
    loadForm,
  );
  return { element, refresh };
}
