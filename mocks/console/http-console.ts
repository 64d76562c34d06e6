/**
 * The page `/__console/` serves: the console of the mock that serves it, over HTTP. Control
 * calls go to `/__control/` on the same origin (the cookie the token was exchanged for goes with
 * them), the journal comes live as server-sent events from `/__console/stream`.
 */
import { mountConsoleApp } from './app.js';
import type {
  ConsoleEntry,
  ConsoleTransport,
  ConsoleViolations,
  OpenApiDocument,
  StateSummary,
} from './types.js';

async function json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, { ...init, credentials: 'same-origin', cache: 'no-store' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: shown as the text it is.
  }
  return { status: response.status, body: body as T };
}

/** The console's info: `GET /__console/info`. */
interface ConsoleInfo {
  api: 'memory' | 'releases';
  scope: string;
}

const info = (await json<ConsoleInfo>('/__console/info')).body;

const transport: ConsoleTransport = {
  api: info.api,
  baseUrl: location.origin,
  scope: info.scope,
  control: (method, path, body) =>
    json(path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    }),
  live(onEntries) {
    const source = new EventSource('/__console/stream');
    source.addEventListener('entries', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as {
        entries: ConsoleEntry[];
        replace: boolean;
      };
      onEntries(data.entries, data.replace);
    });
    return () => source.close();
  },
  document: async () => (await json<OpenApiDocument>('/__console/document.json')).body,
  state: async () => (await json<StateSummary>('/__console/state')).body,
  async violations() {
    const answer = await json<ConsoleViolations>('/__control/violations');
    return answer.status === 200 ? answer.body : null;
  },
};

const host = document.createElement('div');
host.id = 'console';
document.body.append(host);
await mountConsoleApp(host.attachShadow({ mode: 'open' }), transport, { useHash: true });
