const titles = { memory: 'Hosted Memory Service', releases: 'Dependency Release Tracking API' };

/**
 * `GET /` on a mock: where its console and its document are, instead of a 404. Static text: no
 * part of the request is in it.
 */
export function landingPage(api: 'memory' | 'releases'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>contract-kit mock: ${titles[api]}</title></head>
<body><h1>contract-kit mock: ${titles[api]}</h1>
<ul><li><a href="/__console/">/__console/</a>: the console (journal, state, controls, coverage)</li>
<li><a href="/openapi.json">/openapi.json</a>: the OpenAPI document this mock serves (dereferenced)</li></ul>
<p>The control surface is under <code>/__control/</code>; see the kit's README.</p></body></html>
`;
}
