/**
 * An app as docs/frontend.md sets one up: msw's worker with both APIs on the page's origin, then
 * the console over the objects the handler factories returned. `window.anchor()` is the app
 * making a request, as its own code would.
 */
import { network } from 'virtual:msw';
import { mountConsole } from '../../../mocks/console/mount-console.js';
import { createMemoryHandlers, createReleasesHandlers } from '../../../mocks/index.js';

const memory = createMemoryHandlers({ baseUrl: '/' });
const releases = createReleasesHandlers({ baseUrl: '/' });
network.configure({
  handlers: [...memory, ...releases],
  onUnhandledFrame: 'bypass',
  context: { quiet: true },
});
await network.enable();
mountConsole(memory, releases);

declare global {
  interface Window {
    anchor(name: string): Promise<number>;
  }
}
window.anchor = async (name) =>
  (
    await fetch('/v1/anchors', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'ck_test_key',
        'x-workspace-id': 'ws_main',
      },
      body: JSON.stringify({ name, type: 'agent' }),
    })
  ).status;
document.body.dataset.ready = 'true';
