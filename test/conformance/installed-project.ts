import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A project createInstalledProject laid out: its folder, and the files the tarball ships. */
export interface InstalledProject {
  /** The project's folder (remove it when done). */
  dir: string;
  /** `npm pack`'s list of the files the tarball ships, as paths relative to the checkout. */
  shipped: string[];
}

/**
 * A fresh project laid out as `npm ci` leaves one that depends on contract-kit: the files the
 * tarball ships (`npm pack`'s list) in node_modules/contract-kit, its bin linked in
 * node_modules/.bin, and the package's dependencies beside it (linked from this checkout's), the
 * user's Vitest among them. Build the checkout first (ensureBuilt). Returns the project's folder;
 * with `{ shipped: true }`, the folder and the list of files the tarball ships.
 * @example const project = createInstalledProject('ck-recipe-');
 * @example const { dir, shipped } = createInstalledProject('ck-suite-', { shipped: true });
 */
export function createInstalledProject(prefix: string): string;
export function createInstalledProject(prefix: string, options: { shipped: true }): InstalledProject;
export function createInstalledProject(
  prefix: string,
  options?: { shipped: true },
): string | InstalledProject {
  const packed = execFileSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const shipped = (JSON.parse(packed) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? [];
  const project = mkdtempSync(join(tmpdir(), prefix));
  const installed = join(project, 'node_modules/contract-kit');
  for (const path of shipped) {
    mkdirSync(dirname(join(installed, path)), { recursive: true });
    cpSync(join(root, path), join(installed, path));
  }
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== 'contract-kit' && !name.startsWith('.'))
      symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  }
  mkdirSync(join(project, 'node_modules/.bin'));
  chmodSync(join(installed, 'bin/contract-kit.js'), 0o755);
  symlinkSync('../contract-kit/bin/contract-kit.js', join(project, 'node_modules/.bin/contract-kit'));
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "user-project", "private": true, "type": "module", "devDependencies": { "contract-kit": "*" } }\n',
  );
  return options?.shipped ? { dir: project, shipped } : project;
}
