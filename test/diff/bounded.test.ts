import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runDiffCommand } from '../../src/cli/diff.js';
import { diffDocuments, WorkLimitError } from '../../src/diff/index.js';

/**
 * A document whose schemas fan out through local `$ref`s: `L0` has `width` properties that each
 * reference `L1`, and so on for `depth` levels, so a walk that follows every path visits
 * width^depth schemas (10^7 here) from a 3 KB file. The leaf's type is `leaf`.
 */
function fanOut(width: number, depth: number, leaf: string) {
  const schemas: Record<string, unknown> = { [`L${depth}`]: { type: leaf } };
  for (let level = 0; level < depth; level++) {
    const properties = Object.fromEntries(
      Array.from({ length: width }, (_, index) => [
        `p${index}`,
        { $ref: `#/components/schemas/L${level + 1}` },
      ]),
    );
    schemas[`L${level}`] = { type: 'object', properties };
  }
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/L0' } } } };
  const operation = { requestBody: body, responses: { '200': { description: 'ok', ...body } } };
  return {
    openapi: '3.1.0',
    info: { title: 'fan-out', version: '1' },
    paths: { '/x': { post: operation } },
    components: { schemas },
  };
}

function capture() {
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: {
      write: (text: string) => {
        out.stdout += text;
      },
    },
    stderr: {
      write: (text: string) => {
        out.stderr += text;
      },
    },
  };
  return { out, io };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ck-diff-bounded-'));
  // A repository with a commit, so that git would run the command it is given.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });
  git('init', '-q');
  git('commit', '-q', '--allow-empty', '-m', 'empty');
  writeFileSync(join(dir, 'a.yaml'), stringify(fanOut(10, 7, 'string')));
  writeFileSync(join(dir, 'b.yaml'), stringify(fanOut(10, 7, 'integer')));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('contract-kit diff on hostile input', () => {
  it('[DIFF-BOUND-1] two 3 KB documents fanning out 10 properties x 7 levels end in seconds, in little memory', () => {
    const [old, neu] = [fanOut(10, 7, 'string'), fanOut(10, 7, 'integer')];
    expect(JSON.stringify(old).length).toBeLessThan(4_000);
    const heap = process.memoryUsage().heapUsed;
    const started = performance.now();
    const changes = diffDocuments(old, neu);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(256 * 1024 * 1024);
    // The leaf's type change, once per place where the pair is first met: the body and the response.
    expect(changes.map((change) => change.rule).sort()).toEqual([
      'request-property-type-changed',
      'response-property-type-changed',
    ]);
  });

  it('[DIFF-BOUND-2] past the work budget the CLI refuses with exit 2 and says why', async () => {
    const { out, io } = capture();
    const limits = { comparisons: 50, changes: 100 };
    expect(await runDiffCommand(['a.yaml', 'b.yaml'], { ...io, cwd: dir, limits })).toBe(2);
    expect(out.stderr).toBe(
      'contract-kit diff: comparing these documents needs more than 50 schema comparisons; refused (a real document needs far fewer: look for $refs that fan out)\n',
    );
    expect(() =>
      diffDocuments(fanOut(3, 3, 'string'), fanOut(3, 3, 'string'), { comparisons: 5, changes: 5 }),
    ).toThrow(WorkLimitError);
  });

  it('[DIFF-BOUND-3] a git: revision that starts with "-" is refused, and git writes no file', async () => {
    const { out, io } = capture();
    const before = readdirSync(dir);
    // Passed on, git would take `--output=written.txt:x` as its option and write `written.txt:x`.
    const code = await runDiffCommand(['git:--output=written.txt:x', 'a.yaml'], { ...io, cwd: dir });
    expect(code).toBe(2);
    expect(readdirSync(dir)).toEqual(before);
    expect(out.stderr).toContain('a revision cannot start with "-"');
  });
});

describe('contract-kit diff follows redirects only within the origin', () => {
  const servers: Server[] = [];
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  let hits = 0;
  let first = '';
  let other = '';
  beforeAll(async () => {
    other = await listen((_request, response) => {
      hits++;
      response.writeHead(200, { 'content-type': 'application/yaml' }).end(stringify(fanOut(1, 1, 'string')));
    });
    first = await listen((request, response) => {
      if (request.url === '/elsewhere')
        response.writeHead(302, { location: `${other}/latest/meta-data` }).end();
      else if (request.url === '/moved') response.writeHead(301, { location: '/openapi.yaml' }).end();
      else response.writeHead(200).end(stringify(fanOut(1, 1, 'string')));
    });
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('[DIFF-URL-1] a redirect within the same origin is followed', async () => {
    const { out, io } = capture();
    expect(await runDiffCommand([`${first}/moved`, `${first}/openapi.yaml`], { ...io, cwd: dir })).toBe(0);
    expect(out.stdout).toContain('no changes');
  });

  it('[DIFF-URL-2] a redirect to another port is refused with exit 2, and the other server is never asked', async () => {
    const { out, io } = capture();
    expect(await runDiffCommand([`${first}/elsewhere`, `${first}/openapi.yaml`], { ...io, cwd: dir })).toBe(
      2,
    );
    expect(out.stderr).toContain(`redirected to another origin (${other})`);
    expect(hits).toBe(0);
  });
});
