/**
 * `contract-kit/msw/console`: the console of the HTTP mocks as a panel in the page, over the
 * mocks the msw handlers run in it. Opt-in and loaded with the mocks (docs/frontend.md), so a
 * production build that leaves the mocks out leaves this out too. No framework, no node: imports.
 * @example
 * const memory = createMemoryHandlers({ baseUrl: '/' });
 * network.configure({ handlers: [...memory] });
 * await network.enable();
 * mountConsole(memory);
 * @module
 */

import type { Mock } from '../../src/engine/mock/types.js';
import { memoryDocument } from '../../src/generated/memory-document.js';
import { releasesDocument } from '../../src/generated/releases-document.js';
import { mountConsoleApp } from './app.js';
import { el, replace } from './dom.js';
import { feedJournal } from './journal-feed.js';
import { summariseState } from './state-summary.js';
import type { ConsoleTransport, OpenApiDocument } from './types.js';

/** What `mountConsole` takes: what a handler factory returns (`createMemoryHandlers()`), or a mock. */
export type ConsoleSource = { readonly engine: Mock } | Mock;

const mockOf = (source: ConsoleSource): Mock => ('handle' in source ? source : source.engine);

/** The console's view of an in-page mock: control calls go through its own pipeline. */
function inPage(mock: Mock): ConsoleTransport {
  return {
    api: mock.api,
    baseUrl: location.origin,
    scope: 'the msw mock in this page (its own journal)',
    async control(method, path, body) {
      const init: RequestInit = { method };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { 'content-type': 'application/json' };
      }
      const answer = await mock.fetch(new Request(new URL(path, location.origin), init));
      const text = await answer.text();
      return { status: answer.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    live(onEntries) {
      const feed = feedJournal(mock, onEntries);
      return () => feed.stop();
    },
    document: async () => (mock.api === 'memory' ? memoryDocument : releasesDocument) as OpenApiDocument,
    state: () => summariseState(mock),
    violations: async () => null,
  };
}

const panelCss = `
:host { all: initial; position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; font: 13px system-ui, sans-serif; color-scheme: light dark; }
.bar { display: flex; gap: 6px; justify-content: flex-end; padding: 4px 8px; }
.bar button { font: inherit; padding: 3px 10px; border-radius: 4px; border: 1px solid #8889; background: Canvas; color: CanvasText; cursor: pointer; }
.bar button[aria-pressed="true"] { outline: 2px solid #0b62d6; }
.body { height: 45vh; border-top: 1px solid #8889; background: Canvas; }
.body[hidden] { display: none; }
.body > div { height: 100%; }
`;

/** What `mountConsole` returns. */
export interface MountedConsole {
  /** Removes the panel and stops watching the mocks. */
  close(): void;
}

/**
 * Shows the console of the given in-page mocks as a panel at the bottom of the page, closed until
 * its button is pressed (one button per API). It drives the mocks as the HTTP console drives an
 * HTTP mock: the same views, the same `/__control/` calls, through each mock's own pipeline.
 * @example mountConsole(memory, releases) // what createMemoryHandlers and createReleasesHandlers returned
 */
export function mountConsole(...sources: ConsoleSource[]): MountedConsole {
  const mocks = sources.map(mockOf);
  const host = el('div', { 'data-contract-kit-console': '' });
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(panelCss);
  shadow.adoptedStyleSheets = [sheet];
  const body = el('div', { class: 'body', hidden: true });
  let stop: (() => void) | null = null;
  let open: number | null = null;
  const buttons = mocks.map((mock, index) =>
    el(
      'button',
      { type: 'button', 'aria-pressed': 'false', onclick: () => void toggle(index) },
      `contract-kit console: ${mock.api}`,
    ),
  );
  async function toggle(index: number): Promise<void> {
    stop?.();
    stop = null;
    const closing = open === index;
    open = closing ? null : index;
    for (const [i, button] of buttons.entries()) button.setAttribute('aria-pressed', String(i === open));
    body.hidden = closing;
    if (closing) return replace(body);
    const inner = el('div');
    replace(body, inner);
    stop = await mountConsoleApp(inner.attachShadow({ mode: 'open' }), inPage(mocks[index] as Mock), {
      useHash: false,
    });
  }
  replace(shadow, el('div', { class: 'bar' }, ...buttons), body);
  document.body.append(host);
  return {
    close() {
      stop?.();
      host.remove();
    },
  };
}
