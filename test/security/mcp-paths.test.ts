import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStdio, type McpSession, textOf } from '../mcp/mcp-client.js';
import { root as repo } from '../server/cli-helpers.js';

/** What an attacker wants out of the user's files; it must never show in an answer. */
const secret = 'ghp_0123456789abcdefSECRETtoken';
const secretParts = [secret, secret.slice(0, 10), 'SECRETtoken'];

let base: string;
let project: string;
let outside: string;
let session: McpSession;

const tenants = readFileSync(join(repo, 'fixtures/tenants.json'), 'utf8');

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'ck-mcp-paths-'));
  project = join(base, 'project');
  outside = join(base, 'outside');
  mkdirSync(project);
  mkdirSync(outside);
  // Outside the root: a secret that is not JSON (JSON.parse quotes its start), and a valid
  // tenants file, which a start would accept if nothing stopped it.
  writeFileSync(join(outside, 'secret.txt'), `${secret}\n`);
  writeFileSync(join(outside, 'tenants.json'), tenants);
  // Inside the root: links out of it, and files whose content must not be quoted either.
  symlinkSync(outside, join(project, 'out'));
  symlinkSync(join(outside, 'tenants.json'), join(project, 'tenants-link.json'));
  symlinkSync(join(outside, 'new-state.json'), join(project, 'dangling-state.json'));
  writeFileSync(join(project, 'not-json.json'), `${secret} is not JSON`);
  writeFileSync(join(project, 'bad-tenants.json'), JSON.stringify({ keys: { [secret]: { billing: 'x' } } }));
  writeFileSync(join(project, 'tenants.json'), tenants);
  mkdirSync(join(project, 'state'));
  // The server runs in the project, as a client in a project starts it: the root is its folder.
  session = await connectStdio({ cwd: project });
}, 180_000);

afterAll(async () => {
  await session?.close();
  if (base) rmSync(base, { recursive: true, force: true });
});

/** Calls a tool that must be refused; returns its message, which must not quote the secret. */
async function refused(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await session.call(name, args);
  const text = textOf(result);
  expect(result.isError, `${name} ${JSON.stringify(args)}: ${text}`).toBe(true);
  for (const part of secretParts) expect(text, `${name} ${JSON.stringify(args)}`).not.toContain(part);
  expect(JSON.stringify(result)).not.toMatch(/SECRET|ghp_0/);
  return text;
}

describe('MCP tools and paths outside their root', () => {
  it('[SEC-MCP-PATH-DOTDOT] `..` out of the root is refused for every path field, naming the root', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['start_mock', { api: 'memory', mode: 'direct', tenants: '../outside/tenants.json' }],
      ['start_mock', { api: 'memory', mode: 'direct', fixtures: '../outside/secret.txt' }],
      ['start_mock', { api: 'releases', mode: 'direct', releasesData: '../outside/secret.txt' }],
      ['start_mock', { api: 'memory', mode: 'direct', state: '../outside/state.json' }],
      ['start_mock', { api: 'memory', mode: 'direct', tenants: 'state/../../outside/tenants.json' }],
      ['run_conformance', { api: 'releases', baseUrl: 'https://127.0.0.1:9', ca: '../outside/secret.txt' }],
    ];
    for (const [name, args] of cases) {
      expect(await refused(name, args)).toMatch(
        /is outside the root; the tools read and write files only inside/,
      );
    }
    expect(existsSync(join(outside, 'state.json'))).toBe(false);
  }, 60_000);

  it('[SEC-MCP-PATH-ABSOLUTE] an absolute path outside the root is refused; one inside is served', async () => {
    for (const field of ['tenants', 'fixtures']) {
      const text = await refused('start_mock', {
        api: 'memory',
        mode: 'direct',
        [field]: join(outside, field === 'tenants' ? 'tenants.json' : 'secret.txt'),
      });
      expect(text).toMatch(/is outside the root/);
    }
    await refused('start_mock', { api: 'memory', mode: 'direct', state: join(outside, 'abs-state.json') });
    expect(existsSync(join(outside, 'abs-state.json'))).toBe(false);
    const inside = await session.call('start_mock', {
      api: 'memory',
      mode: 'direct',
      tenants: join(project, 'tenants.json'),
    });
    expect(inside.isError, textOf(inside)).toBeFalsy();
    await session.call('stop_mock', { mock: (inside.structured.mock as { id: string }).id });
  }, 60_000);

  it('[SEC-MCP-PATH-SYMLINK] a symlink inside the root that leads outside is refused, and state creates nothing through one', async () => {
    const cases: Record<string, unknown>[] = [
      { api: 'memory', mode: 'direct', tenants: 'tenants-link.json' },
      { api: 'memory', mode: 'direct', tenants: 'out/tenants.json' },
      { api: 'memory', mode: 'direct', fixtures: 'out/secret.txt' },
      { api: 'memory', mode: 'direct', state: 'out/state.json' },
    ];
    for (const args of cases) {
      expect(await refused('start_mock', args)).toMatch(/leads outside the root through a symlink/);
    }
    expect(
      await refused('start_mock', { api: 'memory', mode: 'direct', state: 'dangling-state.json' }),
    ).toMatch(/symlink to nothing/);
    expect(existsSync(join(outside, 'state.json'))).toBe(false);
    expect(existsSync(join(outside, 'new-state.json'))).toBe(false);
  }, 60_000);

  it('[SEC-MCP-PATH-NO-QUOTE] a file inside the root that does not load is refused without a word of its content', async () => {
    expect(await refused('start_mock', { api: 'memory', mode: 'direct', tenants: 'not-json.json' })).toMatch(
      /tenants: "not-json.json" is not valid JSON/,
    );
    expect(await refused('start_mock', { api: 'memory', mode: 'direct', fixtures: 'not-json.json' })).toMatch(
      /fixtures: "not-json.json" is not valid JSON/,
    );
    // A state file the kit cannot load: its loader's message quotes it too.
    expect(await refused('start_mock', { api: 'memory', mode: 'direct', state: 'not-json.json' })).toMatch(
      /did not start: state file .*not-json\.json cannot be loaded/,
    );
    // Valid JSON, but the validator names the bad key: the key is the secret.
    expect(
      await refused('start_mock', { api: 'memory', mode: 'direct', tenants: 'bad-tenants.json' }),
    ).toMatch(/tenants/);
  }, 60_000);

  it('[SEC-MCP-PATH-STATE] state inside the root is created there; the root is the working directory', async () => {
    const started = await session.call('start_mock', {
      api: 'memory',
      mode: 'direct',
      state: 'state/mock.json',
    });
    expect(started.isError, textOf(started)).toBeFalsy();
    await session.call('stop_mock', { mock: (started.structured.mock as { id: string }).id });
    expect(existsSync(join(project, 'state/mock.json'))).toBe(true);
  }, 60_000);

  it('[SEC-MCP-PATH-ROOT-FLAG] --root names another folder: paths resolve inside it, and outside it they are refused', async () => {
    const other = await connectStdio({ cwd: outside, args: ['--root', project] });
    try {
      const inside = await other.call('start_mock', {
        api: 'memory',
        mode: 'direct',
        tenants: 'tenants.json',
      });
      expect(inside.isError, textOf(inside)).toBeFalsy();
      const text = textOf(
        await other.call('start_mock', {
          api: 'memory',
          mode: 'direct',
          tenants: join(outside, 'tenants.json'),
        }),
      );
      expect(text).toMatch(/is outside the root; .* \(--root; start contract-kit mcp with --root DIR/);
    } finally {
      await other.close();
    }
  }, 60_000);
});
