/**
 * `contract-kit` as a user runs it: the built bin in a child process, real ports, real signals.
 * Prism-mode runs check that stopping the CLI, by Ctrl-C or by SIGKILL, leaves no Prism behind.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createFileStore } from '../../src/server/store/file-store.js';
import { childrenOf, ensureBuilt, runCli, runCliToEnd, stopStrayClis, waitGone } from './cli-helpers.js';
import { call, memoryHeaders } from './http-helpers.js';

let dir = '';

beforeAll(async () => {
  ensureBuilt();
  dir = await mkdtemp(join(tmpdir(), 'contract-kit-cli-'));
  await writeFile(join(dir, 'bad-tenants.json'), JSON.stringify({ keys: { k: { workspaces: 'ws_main' } } }));
  await writeFile(join(dir, 'bad-releases.json'), JSON.stringify({ sources: [], events: [{ id: 1 }] }));
  await writeFile(join(dir, 'bad-state.json'), '{ not json');
  await writeFile(join(dir, 'not-json.json'), 'keys:');
}, 120_000);

afterEach(stopStrayClis);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// The URL line: `  <api>  <url>  ready N s after start ...`; the URL ends at the first space.
const urlLine = (api: string) => new RegExp(`^  ${api} +(http://\\S+)`, 'm');

describe('[SRV-CLI] contract-kit', () => {
  it('[SRV-CLI-1] --version and --help exit 0', async () => {
    const version = await runCliToEnd(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const help = await runCliToEnd(['mock', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--rate-limit N/WIN');
  });

  it.each([
    ['no command', [], /a command is required/],
    ['unknown command', ['serve'], /unknown command "serve"/],
    ['unknown mock', ['mock', 'billing'], /unknown mock "billing"/],
    ['unknown option', ['mock', '--bogus'], /unknown option --bogus/],
    ['bad rate limit', ['mock', 'memory', '--rate-limit', '5/x'], /--rate-limit must be N\/WINDOW/],
    ['bad port', ['mock', 'memory', '--port', '70000'], /--port must be a port number/],
    ['--port with both mocks', ['mock', '--port', '0'], /--port needs one mock/],
    ['memory flag without memory', ['mock', 'releases', '--seed', '1'], /--seed applies to the memory mock/],
    [
      'invalid tenants',
      ['mock', 'memory', '--tenants', 'DIR/bad-tenants.json'],
      /--tenants .*bad-tenants\.json: tenants fixture: keys\.k\.workspaces/,
    ],
    [
      'tenants not JSON',
      ['mock', 'memory', '--tenants', 'DIR/not-json.json'],
      /--tenants .*not-json\.json: .*JSON/,
    ],
    ['missing tenants', ['mock', 'memory', '--tenants', 'DIR/none.json'], /--tenants .*none\.json: ENOENT/],
    [
      'invalid releases data',
      ['mock', 'releases', '--releases-data', 'DIR/bad-releases.json'],
      /--releases-data .*bad-releases\.json: /,
    ],
    [
      'state file in a missing folder',
      ['mock', 'memory', '--direct', '--port', '0', '--state', 'DIR/no-such-folder/mem.json'],
      /--state .*no-such-folder\/mem\.json: the folder .*no-such-folder does not exist/,
    ],
    [
      'unloadable state',
      ['mock', 'memory', '--direct', '--port', '0', '--state', 'DIR/bad-state.json'],
      /state file .*bad-state\.json cannot be loaded/,
    ],
    ['generate without --out', ['generate'], /generate needs --out DIR/],
  ])('[SRV-CLI-2] usage error, exit 2: %s', async (_title, args, message) => {
    const result = await runCliToEnd(args.map((a) => a.replace('DIR', dir)));
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(2);
  });

  it('[SRV-CLI-3] mock --direct serves both APIs on the ports asked, and Ctrl-C stops it with exit 0', {
    timeout: 90_000,
  }, async () => {
    const cli = runCli(['mock', '--direct', '--memory-port', '0', '--releases-port', '0']);
    const memoryUrl = (await cli.waitFor(urlLine('memory')))[1] as string;
    const releasesUrl = (await cli.waitFor(urlLine('releases')))[1] as string;
    // Each URL line comes the moment its mock answers; the rest of the banner once both do.
    await cli.waitFor(/Stop with Ctrl-C/);
    expect(cli.stdout()).toContain('direct');
    expect(cli.stdout()).toContain('ck_test_key');
    expect(cli.stdout()).toMatch(/curl -s -X POST http:\/\/127\.0\.0\.1:\d+\/v1\/anchors/);
    expect(
      (
        await call(`${memoryUrl}/v1/anchors`, {
          method: 'POST',
          headers: memoryHeaders,
          body: { name: 'a', type: 'b' },
        })
      ).status,
    ).toBe(201);
    expect((await call(`${releasesUrl}/api/v1/events?limit=1`)).status).toBe(200);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  });

  it('[SRV-CLI-4] Prism-validated mock: serves through Prism, and Ctrl-C leaves no child running', {
    timeout: 90_000,
  }, async () => {
    const cli = runCli(['mock', 'memory', '--port', '0', '--seed', '3', '--rate-limit', '100/10s']);
    const url = (await cli.waitFor(urlLine('memory')))[1] as string;
    // The banner claims validation only once Prism listens: after the ready line, not before it.
    await cli.waitFor(/Mode: Prism-validated/);
    const banner = cli.stdout();
    expect(banner.split('\n')[0]).not.toContain('validated');
    expect(banner.indexOf('Prism-validated')).toBeGreaterThan(banner.search(urlLine('memory')));
    // Prism's own dependencies' deprecation notices are not the user's business.
    expect(cli.stdout() + cli.stderr()).not.toContain('DeprecationWarning');
    const answer = await call(`${url}/v1/anchors`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { name: 'a', type: 'b' },
    });
    expect(answer.status).toBe(201);
    expect((await call(`${url}/__control/violations`)).body.count).toBe(0);
    const children = childrenOf(cli.child.pid as number);
    expect(children.length).toBeGreaterThan(0);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    expect(await waitGone(children)).toEqual([]);
  });

  it('[SRV-CLI-5] SIGKILL of the CLI takes Prism down too', { timeout: 90_000 }, async () => {
    const cli = runCli(['mock', 'releases', '--port', '0']);
    await cli.waitFor(urlLine('releases'));
    const children = childrenOf(cli.child.pid as number);
    expect(children.length).toBeGreaterThan(0);
    cli.child.kill('SIGKILL');
    await cli.exited;
    expect(await waitGone(children)).toEqual([]);
  });

  it('[SRV-CLI-6] a SIGKILL in the middle of writes leaves a state file that loads', {
    timeout: 90_000,
  }, async () => {
    const file = join(dir, 'crash.json');
    const cli = runCli(['mock', 'memory', '--direct', '--port', '0', '--rate-limit', 'off', '--state', file]);
    const url = (await cli.waitFor(urlLine('memory')))[1] as string;
    const anchor = await call(`${url}/v1/anchors`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { name: 'a', type: 'b' },
    });
    let stop = false;
    const hammer = (async () => {
      while (!stop) {
        const batch = Array.from({ length: 16 }, (_, i) =>
          call(`${url}/v1/atoms`, {
            method: 'POST',
            headers: memoryHeaders,
            body: { anchor_id: anchor.body.anchor_id, content: `note ${i}` },
          }).catch(() => null),
        );
        await Promise.all(batch);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 400));
    cli.child.kill('SIGKILL');
    await cli.exited;
    stop = true;
    await hammer;
    // What a restart loads: the snapshot with its change log applied.
    const state = await createFileStore(file).load();
    const engine = createMemoryEngine({ tenants: defaultTenants });
    expect(() => engine.restore(state)).not.toThrow();
    expect(JSON.stringify(state)).toContain(anchor.body.anchor_id);
  });

  it('[SRV-CLI-7] generate writes both APIs types', async () => {
    const out = join(dir, 'types');
    const result = await runCliToEnd(['generate', '--out', out]);
    expect(result.code).toBe(0);
    for (const api of ['memory', 'releases']) {
      const text = await readFile(join(out, `${api}.ts`), 'utf8');
      expect(text).toContain('export interface paths');
    }
    expect(await readFile(join(out, 'memory.ts'), 'utf8')).toContain('"/v1/anchors"');
    // The very types the package was built with, under a banner naming the package.
    for (const api of ['memory', 'releases']) {
      const [banner, ...body] = (await readFile(join(out, `${api}.ts`), 'utf8')).split('\n');
      const committed = (await readFile(join('src', 'generated', `${api}.ts`), 'utf8')).split('\n').slice(1);
      expect(banner).toMatch(/^\/\/ Generated by contract-kit \d+\.\d+\.\d+ \(openapi-typescript\)/);
      expect(body).toEqual(committed);
    }
  });

  it('[SRV-CLI-8] the bin of a checkout never built says to build it, in one line, exit 2', async () => {
    // What a clone holds after `npm ci`: the bin, and no dist/.
    const clone = join(dir, 'unbuilt');
    await mkdir(join(clone, 'bin'), { recursive: true });
    await copyFile(join('bin', 'contract-kit.js'), join(clone, 'bin', 'contract-kit.js'));
    const run = await promisify(execFile)(process.execPath, [
      join(clone, 'bin', 'contract-kit.js'),
      'mock',
    ]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      'contract-kit: this checkout is not built yet: run `npm run build` first (`npm start` builds by itself)',
    ]);
  });
});
