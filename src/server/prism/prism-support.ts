import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Prism releases the kit is tested with, by the Node line they run on (README "Supported
 * versions"): Prism 5.16 needs Node >= 24.18, so Node 22 users stay on 5.14.
 */
export const testedPrism = { node24: '5.16.0', node22: '5.14.2' } as const;

/** The range of `@stoplight/prism-cli` the kit admits (its peer dependency range). */
const supported = { from: [5, 14, 2], below: [5, 17, 0] } as const;

type Version = readonly [number, number, number];

function parseVersion(text: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** What to install, phrased for the Node that runs the kit. */
function installAdvice(node: Version): string {
  const version = node[0] >= 24 ? testedPrism.node24 : testedPrism.node22;
  return `npm install --save-dev @stoplight/prism-cli@${version}`;
}

/**
 * Why Prism cannot serve as the mocks' validating proxy here, as one sentence naming the fix, or
 * `undefined` when the installed Prism fits. Only the lower bound of Prism's `engines.node` is read
 * (`>=24.18.0`, the form Prism uses); another form is not judged here.
 * @param nodeVersion the running Node (process.versions.node), a parameter for tests
 * @param resolveFrom where to look Prism up from (this package, by default)
 * @param instead how to go on without Prism, the sentence's last words
 * @example prismProblem('22.23.3') // 'Prism 5.16.0 needs Node >=24.18.0 (this is Node 22.23.3): ...'
 */
export function prismProblem(
  nodeVersion: string = process.versions.node,
  resolveFrom: string = import.meta.url,
  instead = 'run the mock without it: --direct',
): string | undefined {
  const node = parseVersion(nodeVersion) ?? [0, 0, 0];
  let manifest: { version?: string; engines?: { node?: string } };
  try {
    const path = createRequire(resolveFrom).resolve('@stoplight/prism-cli/package.json');
    manifest = JSON.parse(readFileSync(path, 'utf8')) as typeof manifest;
  } catch {
    return `Prism is not installed (an optional peer dependency): ${installAdvice(node)}, or ${instead}`;
  }
  const prism = parseVersion(manifest.version ?? '');
  if (prism === undefined || compare(prism, supported.from) < 0 || compare(prism, supported.below) >= 0) {
    return `Prism ${manifest.version} is outside the range contract-kit supports (>=5.14.2 <5.17.0): ${installAdvice(node)}, or ${instead}`;
  }
  const needs = /^>=\s*(\d+\.\d+\.\d+)$/.exec(manifest.engines?.node?.trim() ?? '')?.[1];
  const needed = needs === undefined ? undefined : parseVersion(needs);
  if (needed !== undefined && compare(node, needed) < 0) {
    return `Prism ${manifest.version} needs Node >=${needs} (this is Node ${nodeVersion}): run on Node 24, or ${installAdvice(node)}; or ${instead}`;
  }
  return undefined;
}
