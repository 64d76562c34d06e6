/**
 * The demo's entry: msw's service worker serves both APIs from their engines, and the page talks
 * to them through the typed clients as it would to the real services. A consumer imports the same
 * factories from 'contract-kit/msw' and 'contract-kit/client'.
 */
import { setupWorker } from 'msw/browser';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';
import { createMemoryClient, createReleasesClient } from '../../src/client/index.js';
import { setStatus } from './dom.js';
import { mountMemoryPanel } from './memory-panel.js';
import { mountReleasesPanel } from './releases-panel.js';

// Both APIs on the page's own origin ('/'): each handler set claims only its document's paths, so
// the page's own files still come from the network.
const memory = createMemoryHandlers({ baseUrl: '/' });
const releases = createReleasesHandlers({ baseUrl: '/' });
const worker = setupWorker(...memory, ...releases);

async function main(): Promise<void> {
  const status = document.getElementById('mock-status') as HTMLElement;
  try {
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  } catch (error) {
    setStatus(status, `The mock service worker did not start: ${(error as Error).message}`, 'error');
    return;
  }
  setStatus(status, 'Mock service worker running: both APIs are served in this tab, no server.');
  const baseUrl = location.origin;
  mountMemoryPanel(
    document.getElementById('memory') as HTMLElement,
    createMemoryClient({ baseUrl, apiKey: 'ck_test_key', workspaceId: 'ws_main' }),
  );
  await mountReleasesPanel(
    document.getElementById('releases') as HTMLElement,
    createReleasesClient({ baseUrl }),
  );
  document.body.dataset.ready = 'true';
}

void main();
