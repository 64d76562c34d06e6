import { curlLine } from './curl.js';
import { el, pretty } from './dom.js';
import type { ConsoleEntry, ConsoleViolation, OpenApiDocument, OpenApiOperation } from './types.js';

/** The document's operation of an entry, with its method and path template. */
export function operationOf(
  document: OpenApiDocument,
  operationId: string | null,
): { method: string; path: string; operation: OpenApiOperation } | null {
  if (operationId === null) return null;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if ((operation as OpenApiOperation)?.operationId === operationId)
        return { method: method.toUpperCase(), path, operation: operation as OpenApiOperation };
    }
  }
  return null;
}

const headerList = (headers: Record<string, string>) =>
  el(
    'table',
    {},
    ...Object.entries(headers).map(([name, value]) => el('tr', {}, el('th', {}, name), el('td', {}, value))),
  );

/** A button that copies `text` and says so. */
function copyButton(text: string): HTMLElement {
  const button = el('button', { type: 'button' }, 'Copy curl');
  button.addEventListener('click', () => {
    void navigator.clipboard?.writeText(text).then(
      () => {
        button.textContent = 'Copied';
      },
      () => {
        button.textContent = 'Select the line to copy it';
      },
    );
  });
  return button;
}

/**
 * One exchange in full: request and response (headers and bodies as text), the document's
 * operation with the schema of the answered status, Prism's violations for it and a curl line.
 */
export function exchangeView(
  entry: ConsoleEntry,
  document: OpenApiDocument,
  violations: ConsoleViolation[],
  baseUrl: string,
  scope: string,
  onFault?: (operationId: string, status: number) => Promise<string>,
): HTMLElement {
  const found = operationOf(document, entry.operationId);
  const documented = found?.operation.responses?.[String(entry.status)];
  const schema = documented?.content?.['application/json']?.schema;
  const requestSchema = found?.operation.requestBody?.content?.['application/json']?.schema;
  const mine = violations.filter(
    (v) =>
      v.method.toUpperCase() === entry.method &&
      v.path.split('?')[0] === entry.path &&
      v.status === entry.status,
  );
  const curl = curlLine(entry, baseUrl);
  return el(
    'section',
    { class: 'detail', 'aria-label': 'Exchange', 'data-testid': 'exchange' },
    el(
      'h2',
      {},
      `#${entry.seq} ${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''} → ${entry.status}`,
    ),
    el('div', { class: 'scope' }, `${entry.at} · ${entry.durationMs} ms · ${scope}`),
    entry.override ? el('div', {}, 'Override: ', entry.override) : null,
    entry.fault ? el('div', {}, 'Fault: ', entry.fault) : null,
    found && entry.operationId && onFault ? quickFaults(found.operation, entry.operationId, onFault) : null,
    el('h3', {}, 'curl'),
    el('pre', { 'data-testid': 'curl' }, curl),
    copyButton(curl),
    el('h3', {}, 'Request headers'),
    headerList(entry.request.headers),
    el('h3', {}, 'Request body'),
    el('pre', {}, entry.request.body === null ? '(none)' : pretty(entry.request.body)),
    el('h3', {}, 'Response headers'),
    headerList(entry.response.headers),
    el('h3', {}, 'Response body'),
    el('pre', { 'data-testid': 'response-body' }, pretty(entry.response.body)),
    el('h3', {}, 'Prism violations'),
    mine.length === 0
      ? el('div', {}, 'none reported for this method, path and status')
      : el('ul', {}, ...mine.map((v) => el('li', {}, `${v.location.join('.')}: ${v.message}`))),
    el('h3', {}, 'Operation in the document'),
    found
      ? el(
          'div',
          {},
          el(
            'div',
            {},
            `${found.method} ${found.path} · ${entry.operationId} · ${found.operation.summary ?? ''}`,
          ),
          el('div', {}, `${entry.status}: ${documented?.description ?? 'not documented for this operation'}`),
          schema === undefined
            ? null
            : el('details', {}, el('summary', {}, 'Response schema'), el('pre', {}, pretty(schema))),
          requestSchema === undefined
            ? null
            : el(
                'details',
                {},
                el('summary', {}, 'Request body schema'),
                el('pre', {}, pretty(requestSchema)),
              ),
        )
      : el('div', {}, 'no documented operation (an unknown path or method)'),
  );
}

/**
 * One click from an exchange to a fault on its operation's next answer, for each error status
 * the document lists (the status a client's retry or error path must handle).
 */
function quickFaults(
  operation: OpenApiOperation,
  operationId: string,
  onFault: (operationId: string, status: number) => Promise<string>,
): HTMLElement {
  const said = el('span', { class: 'msg', role: 'status' });
  const statuses = Object.keys(operation.responses ?? {})
    .map(Number)
    .filter((status) => status >= 400 && status <= 599);
  return el(
    'div',
    { class: 'filters', 'data-testid': 'quick-faults' },
    'Fail the next answer of this operation with:',
    ...statuses.map((status) =>
      el(
        'button',
        {
          type: 'button',
          onclick: () => {
            void onFault(operationId, status).then((text) => {
              said.textContent = text;
            });
          },
        },
        status,
      ),
    ),
    said,
  );
}
