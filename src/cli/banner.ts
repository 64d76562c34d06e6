import { join } from 'node:path';
import type { TenantsFixture } from '../engine/memory/tenants.js';
import { openapiPath, packageRoot } from '../server/package-root.js';

/** What the startup banner needs to know about one running mock. */
export interface BannerMock {
  api: 'memory' | 'releases';
  url: string;
  stateFile?: string;
  /** `--examples`: it starts with the objects its document's examples name. */
  examples?: boolean;
}

/** What the startup banner says. */
export interface BannerOptions {
  version: string;
  /** Every mock is behind Prism. */
  validated: boolean;
  /** `--serve-before-prism`: the mocks answer before Prism listens. */
  serveBeforePrism?: boolean;
  mocks: BannerMock[];
  /** The memory mock's tenants, and where they came from (for the key list and the curl line). */
  tenants?: { fixture: TenantsFixture; source: string };
  /** What `--allowed-host`, `--control-origin` and `--cors-origin` added to the defaults. */
  access?: { allowedHosts?: string[]; controlOrigins?: string[]; corsOrigins?: string[] };
}

/** The lines naming what the user allowed beyond the defaults (SECURITY.md), none when nothing was. */
function describeAccess(access: BannerOptions['access']): string[] {
  const named = [
    ['Host names answered besides localhost and IP addresses', access?.allowedHosts],
    ['Pages that may call /__control/', access?.controlOrigins],
    ['Pages that may call the API besides localhost ones', access?.corsOrigins],
  ] as const;
  return named.flatMap(([what, list]) => (list && list.length > 0 ? [`  ${what}: ${list.join(', ')}`] : []));
}

function describeKeys(fixture: TenantsFixture): string[] {
  const lines = Object.entries(fixture.keys).map(([name, key]) => {
    const denied =
      key.denied_workspaces.length > 0 ? `  denied (403): ${key.denied_workspaces.join(', ')}` : '';
    const billing = key.billing === 'blocked' ? '  billing blocked (402)' : '';
    return `  ${name.padEnd(16)} workspaces: ${key.workspaces.join(', ')}${denied}${billing}`;
  });
  const models = Object.keys(fixture.pricing_models);
  if (models.length > 0) lines.push(`  checkout pricing models: ${models.join(', ')}`);
  return lines;
}

/** A request that works against the tenants in use: an active key on one of its workspaces. */
function memoryCurl(url: string, fixture: TenantsFixture): string {
  const keys = Object.entries(fixture.keys);
  const [name, key] =
    keys.find(([, k]) => k.billing === 'active' && k.workspaces.some((w) => w !== '*')) ?? keys[0] ?? [];
  const workspace = key?.workspaces.find((w) => w !== '*') ?? 'ws_main';
  return (
    `curl -s -X POST ${url}/v1/anchors -H 'Authorization: Bearer ${name}' -H 'X-Workspace-Id: ${workspace}' ` +
    `-H 'Content-Type: application/json' -d '{"name":"Support assistant","type":"agent"}'`
  );
}

/**
 * The documents the mocks are checked against, as the reader can open them: their absolute paths
 * in the installed package (not a path of this repository).
 */
function documentsOf(mocks: readonly BannerMock[]): string {
  const apis = mocks.length > 0 ? mocks.map((mock) => mock.api) : (['memory', 'releases'] as const);
  return apis.map((api) => openapiPath(api)).join(', ');
}

function modeOf(validated: boolean, serveBeforePrism: boolean, mocks: readonly BannerMock[] = []): string {
  if (!validated) return 'direct: the engine without Prism (fast, CORS on, no contract validation)';
  if (!serveBeforePrism)
    return `Prism-validated: every response is checked against its document (${documentsOf(mocks)}); violations are logged below`;
  return (
    'Prism-validated once Prism listens: until then (--serve-before-prism) the engine answers unchecked, ' +
    'with header x-contract-kit-validation: pending; from then on every response is checked against its ' +
    `document (${documentsOf(mocks)}); violations are logged below`
  );
}

/** The package's own README, where the installed package holds it. */
export const readmePath: string = join(packageRoot, 'README.md');

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * The first banner line, printed before any mock starts: the version and what is starting. It
 * claims no validation yet: Prism has not answered anything (the mode follows in
 * {@link describeUsage}, once every mock answers).
 */
export function describeStarting(version: string, validated: boolean, serveBeforePrism = false): string {
  if (!validated) return `contract-kit ${version} mock, ${modeOf(false, false)}`;
  const until = serveBeforePrism
    ? 'the engine answers at once (--serve-before-prism), unvalidated until Prism listens'
    : 'each mock answers once its Prism listens';
  return `contract-kit ${version} mock, starting the engine with Prism in front: ${until}`;
}

/** How long one mock took to answer, from the start of the process. */
export interface ReadyTiming {
  /** Milliseconds from the process start until the mock answered on its URL. */
  sinceStartMs: number;
  /** Milliseconds Prism took to listen, when it fronts the mock. */
  prismMs?: number;
  /** The mock answers before Prism listens (`--serve-before-prism`), unvalidated for now. */
  pending?: boolean;
}

/**
 * The line printed the moment one mock answers: `  <api>  <url>  ready in N s`. Scripts and tests
 * read the URL from it (`^\s+<api>\s+(http://\S+)`), so the URL stays the second field.
 * @example describeReady({ api: 'memory', url: 'http://127.0.0.1:4010' }, { sinceStartMs: 1840, prismMs: 1610 })
 */
export function describeReady(mock: BannerMock, timing: ReadyTiming): string {
  const prism = timing.prismMs === undefined ? '' : ` (Prism listening after ${seconds(timing.prismMs)})`;
  const pending = timing.pending ? ', unvalidated until Prism listens' : '';
  return `  ${mock.api.padEnd(9)} ${mock.url}  ready ${seconds(timing.sinceStartMs)} after start${pending}${prism}`;
}

/**
 * With `--serve-before-prism`, the line printed when Prism begins to validate one mock's answers
 * (after its {@link describeReady} line). It names no URL, so URL readers skip it.
 * @example describeValidating({ api: 'memory', url }, { sinceStartMs: 1840, prismMs: 1610 })
 */
export function describeValidating(mock: BannerMock, timing: Required<Omit<ReadyTiming, 'pending'>>): string {
  return `  ${mock.api.padEnd(9)} validated from ${seconds(timing.sinceStartMs)} after start (Prism listening after ${seconds(timing.prismMs)})`;
}

/** The rest of the banner, once every mock answers: the mode, state files, fixture keys, curl lines, how to stop. */
export function describeUsage(options: BannerOptions): string {
  const lines: string[] = [
    `Mode: ${modeOf(options.validated, options.serveBeforePrism === true, options.mocks)}`,
  ];
  for (const mock of options.mocks) {
    if (mock.stateFile) lines.push(`  ${mock.api} state is kept in ${mock.stateFile}`);
    if (mock.examples) lines.push(`  ${mock.api} starts with the objects its document's examples name`);
  }
  const memory = options.mocks.find((m) => m.api === 'memory');
  if (memory && options.tenants) {
    lines.push('', `Memory API keys (${options.tenants.source}):`, ...describeKeys(options.tenants.fixture));
  }
  lines.push('', 'Try:');
  if (memory && options.tenants) lines.push(`  ${memoryCurl(memory.url, options.tenants.fixture)}`);
  const releases = options.mocks.find((m) => m.api === 'releases');
  if (releases) lines.push(`  curl -s '${releases.url}/api/v1/events?severity=Danger&limit=5'`);
  lines.push('', `Control surface: /__control/ (see "Control surface" in ${readmePath}). Stop with Ctrl-C.`);
  lines.push(...describeAccess(options.access));
  return lines.join('\n');
}
