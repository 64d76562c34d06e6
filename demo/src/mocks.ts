/**
 * The mocks of the demo, loaded lazily by main.ts: msw, both engines and the releases dataset are
 * chunks that a build without mocks does not contain at all.
 */
import { network } from 'virtual:msw';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';

/**
 * Starts msw's service worker with both APIs on the page's own origin ('/'): each handler set
 * claims only its document's paths, so the page's own files still come from the network.
 * @example await (await import('./mocks.js')).startMocks();
 */
export async function startMocks(): Promise<void> {
  network.configure({
    handlers: [...createMemoryHandlers({ baseUrl: '/' }), ...createReleasesHandlers({ baseUrl: '/' })],
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
  await network.enable();
}
