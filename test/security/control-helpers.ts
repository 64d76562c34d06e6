/**
 * What the attack tests share: raw HTTP (a Host header fetch cannot set), the attacks a page or a
 * rebinding name would try on a mock, and a byte-for-byte picture of a state directory.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { RunningMock } from '../../src/server/index.js';

/** What came back: status, lower-cased headers, body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request over node:http to `base` + `path`, with exactly the headers given (Host included). */
export function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: {
          ...(init.body === undefined ? {} : { 'content-length': Buffer.byteLength(init.body) }),
          ...init.headers,
        },
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error(`no answer from ${base}${path}`)));
    outgoing.end(init.body);
  });
}

/** The Host header of a name that resolves to the mock only through DNS rebinding. */
export const rebound = (mock: RunningMock) => `evil.example:${new URL(mock.url).port}`;

/** A page on a site the user never named. */
export const evil = 'http://evil.example';

/** A planted answer: an unchecked override of `operation` that serves HTML with a script and a cookie. */
export const plant = (operation: string) =>
  JSON.stringify({
    operation,
    unchecked: true,
    times: 'always',
    response: {
      status: 200,
      headers: {
        'content-type': 'text/html',
        'Set-Cookie': 'planted=1; Path=/',
        'access-control-allow-origin': '*',
      },
      // Single quotes: the body is sent as JSON text, which escapes double ones.
      body: "<script>document.title='pwned'</script>",
    },
  });

const plantedOverride = plant('recall');

/** One attack: how it is sent, and what every such attempt must get. */
export interface Attack {
  name: string;
  run(mock: RunningMock): Promise<RawAnswer>;
  status: number;
}

const fault = JSON.stringify({ operation: 'recall', status: 503, times: 'always' });

/** Every way into a mock's control surface or state that issue 40 proved open, each of which must now be refused. */
export const attacks: Attack[] = [
  {
    name: 'DNS rebinding: reset under a foreign Host',
    run: (mock) => send(mock.url, '/__control/reset', { method: 'POST', headers: { host: rebound(mock) } }),
    status: 403,
  },
  {
    name: 'DNS rebinding: read the journal under a foreign Host',
    run: (mock) => send(mock.url, '/__control/journal', { headers: { host: rebound(mock) } }),
    status: 403,
  },
  {
    name: 'DNS rebinding: write through the API under a foreign Host',
    run: (mock) =>
      send(mock.url, '/v1/anchors', {
        method: 'POST',
        headers: { host: rebound(mock), ...memoryJson },
        body: '{"name":"rebound","type":"agent"}',
      }),
    status: 403,
  },
  {
    name: 'a foreign page reads the journal',
    run: (mock) => send(mock.url, '/__control/log', { headers: { origin: evil } }),
    status: 403,
  },
  {
    name: 'a foreign page resets with a text/plain POST (no preflight)',
    run: (mock) =>
      send(mock.url, '/__control/reset', {
        method: 'POST',
        headers: { origin: evil, 'content-type': 'text/plain' },
        body: '{}',
      }),
    status: 403,
  },
  {
    name: 'a foreign page resets with a bodiless POST',
    run: (mock) => send(mock.url, '/__control/reset', { method: 'POST', headers: { origin: evil } }),
    status: 403,
  },
  {
    name: 'a foreign page sets a 503 fault with text/plain',
    run: (mock) =>
      send(mock.url, '/__control/faults', {
        method: 'POST',
        headers: { origin: evil, 'content-type': 'text/plain' },
        body: fault,
      }),
    status: 403,
  },
  {
    name: 'a local page the user did not name plants an override',
    run: (mock) =>
      send(mock.url, '/__control/overrides', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: plantedOverride,
      }),
    status: 403,
  },
  {
    name: 'a sandboxed page (Origin: null) clears the journal',
    run: (mock) => send(mock.url, '/__control/journal', { method: 'DELETE', headers: { origin: 'null' } }),
    status: 403,
  },
  {
    name: 'a text/plain body with no Origin (a client that drops it) plants an override',
    run: (mock) =>
      send(mock.url, '/__control/overrides', {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: plantedOverride,
      }),
    status: 415,
  },
  {
    name: 'an urlencoded form sets a fault',
    run: (mock) =>
      send(mock.url, '/__control/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fault,
      }),
    status: 415,
  },
  {
    name: 'a foreign page preflights a JSON write into the state',
    run: (mock) =>
      send(mock.url, '/v1/anchors', {
        method: 'OPTIONS',
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      }),
    status: 403,
  },
];

/** The default tenant's credentials with a JSON body. */
export const memoryJson = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
} as const;

/** Every file of a directory by name, with a digest of its bytes: equal pictures, equal files. */
export function picture(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder).sort()) {
    files[name] = createHash('sha256')
      .update(readFileSync(join(folder, name)))
      .digest('hex');
  }
  return files;
}

/**
 * What a refused request could have changed in a memory mock: its faults, its overrides, and the
 * writes its journal holds (a reset or a clear empties it; the reads made to look are left out).
 */
export async function observable(mock: RunningMock): Promise<unknown> {
  const read = async (path: string) => JSON.parse((await send(mock.url, path)).body);
  const log = (await read('/__control/log')) as { entries: { method: string }[] };
  return {
    faults: await read('/__control/faults'),
    overrides: await read('/__control/overrides'),
    writes: log.entries.filter((entry) => entry.method !== 'GET'),
  };
}
