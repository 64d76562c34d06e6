/**
 * The demo's entry: msw's service worker serves both APIs from their engines, and the page talks
 * to them through the typed clients as it would to the real services. A consumer imports the same
 * factories from 'contract-kit/msw' and 'contract-kit/client'.
 */
import { createMemoryClient, createReleasesClient } from '../../src/client/index.js';
import { setStatus } from './dom.js';
import { mountMemoryPanel } from './memory-panel.js';
import { mountReleasesPanel } from './releases-panel.js';

async function main(): Promise<void> {
  const status = document.getElementById('mock-status') as HTMLElement;
  // As the README's recipe: in development, and in a build that opts in (demo/.env does). In any
  // other build the condition is false at build time and msw, the engines and the dataset are left out.
  if (import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'true') {
    try {
      await (await import('./mocks.js')).startMocks();
    } catch (error) {
      setStatus(status, `The mock service worker did not start: ${(error as Error).message}`, 'error');
      return;
    }
    setStatus(status, 'Mock service worker running: both APIs are served in this tab, no server.');
  } else {
    setStatus(status, 'Mocks off in this build: the panels call the APIs on this origin.');
  }
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
