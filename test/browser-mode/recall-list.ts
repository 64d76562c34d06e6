import type { MemoryClient } from '../../src/client/index.js';

/**
 * A small component: recalls `query` on an anchor through the typed client and lists what came
 * back in `root`, or says why the call failed.
 * @example await renderRecall(document.body, client, anchorId, 'email');
 */
export async function renderRecall(
  root: HTMLElement,
  client: MemoryClient,
  anchorId: string,
  query: string,
): Promise<void> {
  const status = Object.assign(document.createElement('p'), { role: 'status', textContent: 'Recalling…' });
  const list = document.createElement('ol');
  root.replaceChildren(status, list);
  const { data, error, response } = await client.POST('/v1/recall', { body: { anchor_id: anchorId, query } });
  if (error) {
    status.textContent = `Recall failed: ${response.status} ${error.message}`;
    return;
  }
  status.textContent = `${data.items.length} recalled`;
  for (const item of data.items)
    list.append(Object.assign(document.createElement('li'), { textContent: item.content }));
}
