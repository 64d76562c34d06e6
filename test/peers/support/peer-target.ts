/**
 * The target every peer tool (Specmatic, Step CI) runs against: the mock started from the built
 * bin in a child process, by default the way the README documents for example-driven tools,
 * `contract-kit mock <api> --examples`, and the documents as they are in openapi/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll } from 'vitest';
import { type Cli, ensureBuilt, root, runCli } from '../../server/cli-helpers.js';

/** Which API, and whether Prism (proxy, validating every exchange) stands in front of the engine. */
export type PeerApi = 'memory' | 'releases';
export type PeerMode = 'direct' | 'prism';

/** The memory key of the default tenants fixture, which may use the examples' workspace ws_main. */
export const memoryKey = 'ck_test_key';

/** Both APIs, served directly and through Prism: the four runs of every peer tool. */
export const peerCases: [PeerApi, PeerMode][] = [
  ['releases', 'direct'],
  ['releases', 'prism'],
  ['memory', 'direct'],
  ['memory', 'prism'],
];

/** `contract-kit mock <api> ...` as a user starts it, and the unmodified document it serves. */
export interface PeerTarget {
  url: string;
  /** openapi/<api>.yaml of this repository, as it is. */
  document: string;
  /** The same, dereferenced, as JSON (for tools that cannot follow `$ref` in parameters). */
  dereferenced: string;
  /** A scratch folder for the tool's config and reports; removed by `close`. */
  dir: string;
  /** Response violations Prism reported (`GET /__control/violations`); 0 in direct mode. */
  violations(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Builds dist/ when stale and copies the JSON fixtures beside it (what `npm run build` does), so
 * the CLI under test is this code with its example state.
 */
function ensureBuiltWithFixtures(): void {
  ensureBuilt();
  execFileSync(process.execPath, [join(root, 'scripts/copy-fixtures.mjs')], { cwd: root, stdio: 'pipe' });
}

/**
 * Starts `contract-kit mock <api> --port 0 <flags>` (with `--direct` in direct mode) from the
 * built bin in a child process, and waits until it answers (through Prism, in Prism mode).
 * @example await startPeerTarget('memory', 'prism', ['--examples', '--rate-limit', 'off'])
 */
export async function startPeerTarget(
  api: PeerApi,
  mode: PeerMode,
  flags: string[] = ['--examples'],
): Promise<PeerTarget> {
  ensureBuiltWithFixtures();
  const dir = await mkdtemp(join(tmpdir(), `ck-peer-${api}-${mode}-`));
  const args = ['mock', api, '--port', '0', ...(mode === 'direct' ? ['--direct'] : []), ...flags];
  const cli: Cli = runCli(args);
  const stop = async () => {
    cli.child.kill('SIGTERM');
    await cli.exited;
  };
  try {
    const [, url = ''] = await cli.waitFor(new RegExp(`^  ${api} +(http://\\S+)`, 'm'), 90_000);
    const document = join(root, 'openapi', `${api}.yaml`);
    const dereferenced = join(dir, `${api}.json`);
    await writeFile(dereferenced, JSON.stringify(await SwaggerParser.dereference(document)));
    return {
      url,
      document,
      dereferenced,
      dir,
      violations: async () => {
        if (mode === 'direct') return 0;
        const report = (await (await fetch(`${url}/__control/violations`)).json()) as { count: number };
        return report.count;
      },
      close: async () => {
        try {
          await stop();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    // Not started, or its document not written: nothing of it is left behind.
    await stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts the peer target for the enclosing `describe` and stops it after.
 * @example const target = usePeerTarget(api, mode); it('…', () => runTool(target().url));
 */
export function usePeerTarget(
  api: PeerApi,
  mode: PeerMode,
  flags: string[] = ['--examples'],
): () => PeerTarget {
  let target: PeerTarget | undefined;
  beforeAll(async () => {
    target = await startPeerTarget(api, mode, flags);
  }, 150_000);
  afterAll(() => target?.close());
  return () => {
    if (!target) throw new Error(`contract-kit mock ${api} ${flags.join(' ')} (${mode}) did not start`);
    return target;
  };
}
