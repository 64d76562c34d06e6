/**
 * The guides as the package ships them (issue 44, item 5): read from the packed file list
 * (`npm pack --dry-run`, what a user's node_modules/contract-kit holds), every relative link of a
 * packed Markdown file resolves to a packed file (and its #anchor to a heading there), and every
 * repository path that README.md or docs/*.md names is either in the package or a link to it in
 * the repository by URL (package.json's `repository` + /blob/main/ or /tree/main/), where it exists.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { anchorsOf, isAbsolute, linksOf, namedPaths } from './support/doc-links.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let packed: string[] = [];
let tracked: string[] = [];
let repoUrl = '';
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/**
 * The package's file list. npm reads every file to size the tarball, so a test that rebuilds dist/
 * meanwhile (the consumer tests pack the kit) can cut one short: such a read is tried again.
 */
function packedFiles(): string[] {
  for (let attempt = 1; ; attempt++) {
    try {
      // --ignore-scripts: the list is what `files` selects; prepack (the build) changes dist/ only.
      const json = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: repo,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const [entry] = JSON.parse(json) as [{ files: { path: string }[] }];
      return entry.files.map((file) => file.path);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

beforeAll(() => {
  packed = packedFiles();
  tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
  const pkg = JSON.parse(read('package.json')) as { repository: { url: string } };
  repoUrl = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
}, 120_000);

/** A packed file, or a directory some packed file is in. */
const inPackage = (path: string) => packed.some((file) => file === path || file.startsWith(`${path}/`));
const isTracked = (path: string) => tracked.some((file) => file === path || file.startsWith(`${path}/`));

/** The repository path a URL of this repository names (`…/blob/main/test/msw/x.ts`), if it is one. */
function repositoryPath(url: string): string | undefined {
  const match = new RegExp(
    `^${repoUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?:blob|tree)/main/([^#?]+)`,
  ).exec(url);
  return match?.[1]?.replace(/\/+$/, '');
}

describe('the packed guides', () => {
  test('[DOCS-PACKED] README.md, the guides, the documents they lean on and the console screenshots are in the package', () => {
    for (const file of ['README.md', 'ARCHITECTURE.md', 'DESIGN.md', 'conformance/README.md']) {
      expect(packed, file).toContain(file);
    }
    expect(packed.filter((file) => /^docs\/[^/]+\.md$/.test(file)).length).toBeGreaterThan(3);
    // The console's screenshots, for the guides that show them.
    for (const shot of tracked.filter((file) => /^docs\/console\/.+\.png$/.test(file)))
      expect(packed).toContain(shot);
  });

  test('[DOCS-LINKS] every relative link of a packed Markdown file resolves to a packed file and heading', () => {
    const dead: string[] = [];
    for (const file of packed.filter((path) => path.endsWith('.md'))) {
      const text = read(file);
      for (const link of linksOf(text)) {
        if (isAbsolute(link.target)) continue;
        const [path = '', anchor] = link.target.split('#');
        const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
        if (!inPackage(target)) dead.push(`${file}:${link.line} ${link.target}: not in the package`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(read(target)).has(anchor)) {
          dead.push(`${file}:${link.line} ${link.target}: no heading #${anchor} in ${target}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });

  test('[DOCS-NAMED] every repository path the guides name is in the package or linked by URL', () => {
    const guides = packed.filter((path) => path === 'README.md' || /^docs\/[^/]+\.md$/.test(path));
    expect(guides.length).toBeGreaterThan(3);
    const unshipped: string[] = [];
    for (const file of guides) {
      for (const named of namedPaths(read(file), tracked)) {
        if (inPackage(named.path)) continue;
        if (named.linkedTo && repositoryPath(named.linkedTo) === named.path) continue;
        unshipped.push(`${file}:${named.line} \`${named.path}\``);
      }
    }
    expect(
      unshipped,
      `not in the package; ship it (package.json files) or link it: [\`path\`](${repoUrl}/blob/main/path)`,
    ).toEqual([]);
  });

  test('[DOCS-URLS] every link into the repository by URL names a path the repository has', () => {
    const missing: string[] = [];
    for (const file of packed.filter((path) => path.endsWith('.md'))) {
      for (const link of linksOf(read(file))) {
        const path = repositoryPath(link.target);
        if (path !== undefined && !isTracked(decodeURI(path)))
          missing.push(`${file}:${link.line} ${link.target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
