/**
 * A foreign site for the browser attacks: Chromium (Debian's, scripts/ensure-chromium.sh) that
 * resolves `evil.example` to 127.0.0.1, and a page server on a loopback port, so
 * `http://evil.example:PORT/` is a page on an origin the user never named, on this machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser/launch-chromium.js';

/** Chromium with `evil.example` (and its subdomains) mapped to loopback. */
export function launchWithEvilName(): Promise<Browser> {
  return launchChromium(['--host-resolver-rules=MAP evil.example 127.0.0.1, MAP *.evil.example 127.0.0.1']);
}

/** A server that answers every path with an empty page: the attacker's site. */
export async function servePage(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>a page elsewhere</title><body></body>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What one attempt from the page came to: the answer read, or a fetch the browser refused. */
export type Outcome = { read: number; body: string } | { refused: string };

/**
 * Every attack of issue 40's Why a page can make with fetch and a form, run inside the page
 * against `base`. Returns each attempt's outcome by name; a form post's outcome is unknowable
 * to the page, so the caller checks the mock's state instead.
 */
export async function attackFromPage(base: string): Promise<Record<string, Outcome>> {
  const attempt = async (input: string, init?: RequestInit): Promise<Outcome> => {
    try {
      const answer = await fetch(`${base}${input}`, init);
      return { read: answer.status, body: await answer.text() };
    } catch (error) {
      return { refused: String(error) };
    }
  };
  const text = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(body),
  });
  const fault = { operation: 'recall', status: 503, times: 'always' };
  const override = {
    operation: 'recall',
    unchecked: true,
    response: {
      status: 200,
      headers: { 'content-type': 'text/html', 'set-cookie': 'planted=1' },
      body: '<script>alert(1)</script>',
    },
  };
  const outcomes: Record<string, Outcome> = {
    readJournal: await attempt('/__control/log'),
    readFullJournal: await attempt('/__control/journal'),
    faultAsText: await attempt('/__control/faults', text(fault)),
    faultAsJson: await attempt('/__control/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    }),
    overrideAsText: await attempt('/__control/overrides', text(override)),
    resetAsText: await attempt('/__control/reset', text({})),
    resetNoCors: await attempt('/__control/reset', { method: 'POST', mode: 'no-cors', body: 'x' }),
    clearJournal: await attempt('/__control/journal', { method: 'DELETE' }),
    readApi: await attempt('/v1/recall', {
      method: 'POST',
      headers: {
        authorization: 'Bearer ck_test_key',
        'x-workspace-id': 'ws_main',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ anchor_id: '00000000-0000-4000-8000-000000000000', query: 'x' }),
    }),
    readApiSimple: await attempt('/v1/recall'),
  };
  // A form needs no fetch at all: a text/plain POST through a hidden frame.
  const form = document.createElement('form');
  Object.assign(form, {
    action: `${base}/__control/reset`,
    method: 'POST',
    enctype: 'text/plain',
    target: 'sink',
  });
  const frame = Object.assign(document.createElement('iframe'), { name: 'sink' });
  document.body.append(frame, form);
  const sent = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  form.submit();
  await sent;
  return outcomes;
}
