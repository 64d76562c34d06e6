/**
 * The mocks of the demo, loaded lazily by main.ts: msw, both engines and the releases dataset
 * are chunks of their own that a build without mocks never fetches.
 */
import { setupWorker } from 'msw/browser';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';

/**
 * Starts msw's service worker with both APIs on the page's own origin ('/'): each handler set
 * claims only its document's paths, so the page's own files still come from the network.
 * @example await (await import('./mocks.js')).startMocks();
 */
export async function startMocks(): Promise<void> {
  const worker = setupWorker(
    ...createMemoryHandlers({ baseUrl: '/' }),
    ...createReleasesHandlers({ baseUrl: '/' }),
  );
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
