import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guard = join(root, 'scripts/contract-guard.mjs');
let dir: string;
let clone: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=guard', '-c', 'user.email=guard@example.com', ...args], {
    cwd: clone,
  });

/** Runs the guard in the clone, as `npm test` runs it from a repository's root. */
function runGuard(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [guard], { cwd: clone, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout: stdout + stderr });
    });
  });
}

function setVersion(version: string) {
  const path = join(clone, 'package.json');
  const pkg = JSON.parse(readFileSync(path, 'utf8'));
  pkg.version = version;
  writeFileSync(path, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** Edits openapi/memory.yaml in place, keeping the rest of its text. */
function editMemory(edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const path = join(clone, 'openapi/memory.yaml');
  const doc = parseDocument(readFileSync(path, 'utf8'));
  edit(doc);
  writeFileSync(path, doc.toString());
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ck-guard-'));
  clone = join(dir, 'repo');
  // A clone without tags, as CI gets from a repository that has none (or was fetched without them).
  execFileSync('git', ['clone', '-q', '--shared', '--no-tags', root, clone]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/contract-guard.mjs in a clone of this repository', () => {
  it('[GUARD-1] without a release tag it says there is nothing to compare and passes', async () => {
    const { code, stdout } = await runGuard();
    expect(stdout).toContain('contract guard: no release tag (v*) here');
    expect(code).toBe(0);
  });

  it('[GUARD-2] a breaking edit of memory.yaml without a major bump fails, naming the change and the version to set', async () => {
    setVersion('1.4.0');
    git('commit', '-q', '-am', 'release 1.4.0');
    git('tag', 'v1.4.0');
    editMemory((doc) => {
      doc.deleteIn(['components', 'schemas', 'Anchor', 'properties', 'name']);
      doc.setIn(['components', 'schemas', 'Anchor', 'required'], ['anchor_id', 'type', 'metadata']);
    });
    const { code, stdout } = await runGuard();
    expect(stdout).toContain('POST /v1/anchors  response 201 application/json: name');
    expect(stdout).toContain('[response-required-property-removed]');
    expect(stdout).toContain("set package.json's version to 2.0.0");
    // The generated types' diff beside it: the field importers read is gone.
    expect(stdout).toContain('--- openapi/memory.yaml (v1.4.0)');
    expect(stdout).toMatch(/^-\s+name: string;$/m);
    expect(stdout).toContain('openapi/releases.yaml: no change to the contract since v1.4.0');
    expect(code).toBe(1);
  });

  it('[GUARD-3] the same edit with the major version moved passes and says why', async () => {
    setVersion('2.0.0');
    const { code, stdout } = await runGuard();
    expect(stdout).toContain('[response-required-property-removed]');
    expect(stdout).toContain('allowed: the major version moved to 2.0.0');
    expect(code).toBe(0);
  });

  it('[GUARD-4] a compatible edit without a bump passes', async () => {
    git('checkout', '-q', '--', 'openapi/memory.yaml', 'package.json');
    editMemory((doc) => {
      doc.setIn(['components', 'schemas', 'Anchor', 'properties', 'name', 'description'], 'Display name.');
    });
    const { code, stdout } = await runGuard();
    expect(stdout).toContain('[response-property-description-changed]');
    expect(stdout).toContain('contract guard: no breaking change since v1.4.0 (1.4.0); passing.');
    expect(code).toBe(0);
  });
});
