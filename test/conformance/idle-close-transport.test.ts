import { afterEach, describe, expect, test } from 'vitest';
import { createNodeTransport, type Transport } from '../../conformance/http/node-transport.js';
import { blockFor, type ClosingPeer, startClosingPeer } from './idle-close-peer.js';

let peer: ClosingPeer | undefined;
let transport: Transport | undefined;
afterEach(async () => {
  transport?.close();
  await peer?.close();
});

function send(url: string, method: 'GET' | 'POST', id: string): Promise<Response> {
  const body = method === 'POST' ? JSON.stringify({ id }) : null;
  const signal = AbortSignal.timeout(5_000);
  if (!transport) throw new Error('no transport');
  return transport.fetch(new Request(url, { method, headers: { 'x-test-id': id }, body, signal }));
}

describe('a peer that closes a connection after 20 ms idle, with no Keep-Alive hint', () => {
  test('[IDLE-CLOSE-2] a GET on a connection the peer closed while idle is sent once more on a new one', async () => {
    peer = await startClosingPeer();
    transport = createNodeTransport();
    expect((await send(peer.url, 'GET', 'first')).status).toBe(200);
    // The peer closes the idle connection meanwhile; this thread has not read its FIN yet.
    blockFor(60);
    const again = await send(peer.url, 'GET', 'second');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: 'second' });
    const tally = await peer.tally();
    expect(tally.seen).toEqual({ first: 1, second: 1 });
    expect(tally.connections).toBe(2);
  });

  test('[IDLE-CLOSE-3] a POST after an idle pause goes out on a new connection, once', async () => {
    peer = await startClosingPeer();
    transport = createNodeTransport();
    expect((await send(peer.url, 'POST', 'first')).status).toBe(200);
    blockFor(60);
    const again = await send(peer.url, 'POST', 'second');
    expect(again.status).toBe(200);
    expect(await peer.tally()).toEqual({ seen: { first: 1, second: 1 }, connections: 2 });
  });

  test('[IDLE-CLOSE-4] POSTs within the reuse bound share one kept-alive connection', async () => {
    // A peer that holds idle connections for a minute, and a bound to match.
    peer = await startClosingPeer({ idleMs: 60_000 });
    transport = createNodeTransport({ postReuseIdleMs: 30_000 });
    for (const id of ['a', 'b', 'c', 'd']) expect((await send(peer.url, 'POST', id)).status).toBe(200);
    expect(await peer.tally()).toEqual({ seen: { a: 1, b: 1, c: 1, d: 1 }, connections: 1 });
  });

  test('[IDLE-CLOSE-5] a POST the server took and dropped without an answer is never sent again; a GET is', async () => {
    peer = await startClosingPeer({ dropSecond: true });
    // A bound that lets the POST reuse the connection, where the server drops it.
    transport = createNodeTransport({ postReuseIdleMs: 60_000 });
    expect((await send(peer.url, 'POST', 'first')).status).toBe(200);
    await expect(send(peer.url, 'POST', 'applied')).rejects.toThrow(/closed it without an answer/);
    expect((await send(peer.url, 'GET', 'get-first')).status).toBe(200);
    // The GET's second request on its connection is dropped too; it is sent again, and answered.
    expect((await send(peer.url, 'GET', 'get-dropped')).status).toBe(200);
    const tally = await peer.tally();
    expect(tally.seen).toEqual({ first: 1, applied: 1, 'get-first': 1, 'get-dropped': 2 });
  });
});
