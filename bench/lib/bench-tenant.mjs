/**
 * Who every benchmark calls as: the default fixture key and workspace (fixtures/tenants.json).
 * Plain JavaScript so that bench/servers/mock-server.mjs, which runs the build with plain node,
 * shares it with the TypeScript benches.
 */
export const benchHeaders = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
};

/**
 * An `engine.handle` request that POSTs `body` as JSON with {@link benchHeaders}.
 * @example await engine.handle(engineRequest('/v1/anchors', { name: 'bench', type: 'agent' }))
 */
export function engineRequest(path, body, origin = 'http://127.0.0.1') {
  return {
    method: 'POST',
    path,
    query: new URLSearchParams(),
    headers: benchHeaders,
    body: JSON.stringify(body),
    origin,
  };
}
