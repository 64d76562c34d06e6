import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryHandlers } from '../../mocks/index.js';
import { createMemoryClient } from '../../src/client/index.js';
import { renderRecall } from './recall-list.js';

// The memory API on the test page's own origin, served by msw's worker in this tab.
const memory = createMemoryHandlers({ baseUrl: '/' });
const worker = setupWorker(...memory);
const client = createMemoryClient({
  baseUrl: location.origin,
  apiKey: 'ck_test_key',
  workspaceId: 'ws_main',
});

// 'bypass': Vitest's own modules come from the same origin and must reach its server.
beforeAll(() => worker.start({ onUnhandledFrame: 'bypass', quiet: true }));
afterEach(() => {
  memory.reset();
  document.body.replaceChildren();
});
afterAll(() => worker.stop());

it('lists what recall found', async () => {
  const { data: anchor } = await client.POST('/v1/anchors', { body: { name: 'Support', type: 'agent' } });
  const anchorId = anchor?.anchor_id ?? '';
  await client.POST('/v1/atoms', { body: { anchor_id: anchorId, content: 'The customer prefers email.' } });
  await renderRecall(document.body, client, anchorId, 'email');
  await expect.element(page.getByRole('status')).toHaveTextContent('1 recalled');
  await expect.element(page.getByRole('listitem')).toHaveTextContent('The customer prefers email.');
});

it("shows the API's refusal", async () => {
  await renderRecall(document.body, client, '00000000-0000-4000-8000-000000000000', 'email');
  await expect.element(page.getByRole('status')).toHaveTextContent('Recall failed: 404 anchor not found');
});
