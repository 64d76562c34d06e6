#!/usr/bin/env node
// The repository guards its contracts (issue 34): openapi/*.yaml are compared with the last
// release, the newest tag v*, by the same differ as `contract-kit diff`. A change that breaks
// clients or deployments fails unless package.json's major version moved past the release's
// (for 0.x, its minor: ^0.4 does not take 0.5). The TypeScript types openapi-typescript makes of
// both versions are diffed beside the verdict, so a reviewer sees what importers will see.
//
//   node scripts/contract-guard.mjs [--against REF] [--types-lines N]
//
// --against compares with REF instead of the newest tag (a pull request against its base). With no
// tag, in a repository before its first release or a clone made without tags, there is nothing to
// compare with: the guard says so and passes. Run from the repository's root (npm test does).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: { against: { type: 'string' }, 'types-lines': { type: 'string', default: '300' } },
});
const typesLines = Number(values['types-lines']);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The newest tag v<semver>, or undefined. */
function lastRelease() {
  const tags = git('tag', '--list', 'v*', '--sort=-v:refname').split('\n');
  return tags.find((tag) => /^v\d+\.\d+\.\d+/.test(tag));
}

/** [major, minor] of a version string. */
const versionOf = (text) => (/^v?(\d+)\.(\d+)/.exec(text) ?? []).slice(1, 3).map(Number);

/** The release's version: its package.json, else the tag's name. */
function releasedVersion(ref) {
  try {
    return JSON.parse(git('show', `${ref}:package.json`)).version;
  } catch {
    return ref.replace(/^v/, '');
  }
}

/** Whether `now` is a major release after `then`: the major grew, or a 0.x's minor did. */
function majorMoved(then, now) {
  const [a, b] = [versionOf(then), versionOf(now)];
  if (a.length < 2 || b.length < 2) return false;
  return b[0] > a[0] || (a[0] === 0 && b[0] === 0 && b[1] > a[1]);
}

function documentsAt(ref) {
  try {
    return git('ls-tree', '--name-only', `${ref}`, 'openapi/')
      .split('\n')
      .filter((path) => path.endsWith('.yaml'));
  } catch {
    return [];
  }
}

/** The types openapi-typescript makes of both documents, as a unified diff of at most N lines. */
async function typesDiff(name, oldDocument, newDocument) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const options = { alphabetize: false, immutable: false, defaultNonNullable: false };
  const dir = mkdtempSync(join(tmpdir(), 'contract-guard-'));
  try {
    for (const [side, document] of [
      ['released', oldDocument],
      ['now', newDocument],
    ]) {
      writeFileSync(
        join(dir, `${side}.ts`),
        astToString(await openapiTS(structuredClone(document), options)),
      );
    }
    let text = '';
    try {
      git(
        'diff',
        '--no-index',
        '--no-color',
        '--no-prefix',
        '-U2',
        join(dir, 'released.ts'),
        join(dir, 'now.ts'),
      );
    } catch (error) {
      text = String(error.stdout ?? '');
    }
    const lines = text
      .split('\n')
      .filter((line) => !line.startsWith('diff --git') && !line.startsWith('index '));
    const named = (line) =>
      line.replace(
        /^(---|\+\+\+) .*(released|now)\.ts$/,
        (_, mark, side) => `${mark} ${name} (${side === 'now' ? 'now' : ref})`,
      );
    const shown = lines.slice(0, typesLines).map(named).join('\n');
    return lines.length > typesLines
      ? `${shown}\n... ${lines.length - typesLines} more lines (--types-lines)`
      : shown;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ref = values.against ?? lastRelease();
if (ref === undefined) {
  console.log(
    'contract guard: no release tag (v*) here, so nothing to compare openapi/*.yaml with; passing.',
  );
  console.log('  (a repository before its first release, or a clone made without tags: git fetch --tags)');
  process.exit(0);
}
const diff = await tsImport('../src/diff/index.ts', import.meta.url);
const then = releasedVersion(ref);
const now = JSON.parse(readFileSync('package.json', 'utf8')).version;
const current = readdirSync('openapi')
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => `openapi/${name}`);
let breaking = 0;
for (const path of [...new Set([...documentsAt(ref), ...current])].sort()) {
  if (!current.includes(path)) {
    console.log(`\n${path}: removed since ${ref}: breaks every client of it`);
    breaking++;
    continue;
  }
  if (!documentsAt(ref).includes(path)) {
    console.log(`\n${path}: new since ${ref}`);
    continue;
  }
  const oldDocument = await diff.loadDocument(`git:${ref}:${path}`, { cwd: process.cwd() });
  const newDocument = await diff.loadDocument(path, { cwd: process.cwd() });
  const changes = diff.diffDocuments(oldDocument, newDocument);
  breaking += changes.filter((change) => change.breaks.length > 0).length;
  if (changes.length === 0) {
    console.log(`\n${path}: no change to the contract since ${ref}`);
    continue;
  }
  console.log(`\n${diff.renderReport({ old: `git:${ref}:${path}`, new: path, changes }, 'text')}`);
  console.log(
    `Generated types, ${ref} -> now:\n${(await typesDiff(path, oldDocument, newDocument)) || '(the same)'}`,
  );
}
if (breaking === 0) {
  console.log(`\ncontract guard: no breaking change since ${ref} (${then}); passing.`);
} else if (majorMoved(then, now)) {
  console.log(
    `\ncontract guard: ${breaking} breaking change(s) since ${ref}, released as ${then}; allowed: the major version moved to ${now}.`,
  );
} else {
  const next = versionOf(then)[0] === 0 ? `0.${versionOf(then)[1] + 1}.0` : `${versionOf(then)[0] + 1}.0.0`;
  console.log(
    `\ncontract guard: ${breaking} breaking change(s) since ${ref}, released as ${then}, and package.json still says ${now}.`,
  );
  console.log(`  Undo the change, or release it as a major version: set package.json's version to ${next}.`);
  process.exit(1);
}
