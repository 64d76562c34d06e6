import { lstat, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, parse, relative, resolve, sep } from 'node:path';
import { ToolInputError } from './tool-result.js';

/**
 * The one folder whose files the tools may read or create: the server's working directory, or
 * `contract-kit mcp --root DIR`. A client names files by path (a fixture, a state file, a CA); the
 * client is a model that text from anywhere can steer, so a path may be an attack on the user's
 * other files (`../../.ssh/id_ed25519`, a symlink out of the project): every path is resolved
 * with its symlinks and refused outside this folder.
 */
export interface PathRoot {
  /** The folder, resolved with its symlinks. */
  dir: string;
  /** Why the folder is what it is, for error messages. */
  origin: string;
  /**
   * An existing regular file inside the root, resolved: the path to read.
   * @throws {ToolInputError} for a path outside the root, missing, or not a regular file
   */
  existingFile(field: string, input: string): Promise<string>;
  /**
   * A file inside the root that may not exist yet (its folder must): the path to write, resolved
   * through the nearest existing folder, so that nothing is created outside the root.
   * @throws {ToolInputError} for a path outside the root or through a symlink to nothing
   */
  creatableFile(field: string, input: string): Promise<string>;
}

const isInside = (dir: string, path: string): boolean => {
  const rel = relative(dir, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Resolves the root folder once, at start.
 * @throws Error when `dir` is not an existing folder
 * @example const root = await createPathRoot(process.cwd(), 'the working directory');
 */
export async function createPathRoot(dir: string, origin: string): Promise<PathRoot> {
  const real = await realpath(dir);
  if (!(await stat(real)).isDirectory()) throw new Error(`${dir} is not a folder`);
  const refuse = (field: string, input: string, why: string) =>
    new ToolInputError(
      `${field}: ${JSON.stringify(input)} ${why}; the tools read and write files only inside ${real} (${origin}; start contract-kit mcp with --root DIR to choose another folder)`,
    );
  // Lexically first, so that a path outside is refused without touching the file system there.
  const lexical = (field: string, input: string): string => {
    if (input === '' || input.includes('\0')) throw refuse(field, input, 'is not a file path');
    if (parse(real).root === real) {
      throw refuse(field, input, 'is refused: the root is the whole file system');
    }
    const path = resolve(real, input);
    if (!isInside(real, path)) throw refuse(field, input, 'is outside the root');
    return path;
  };
  const confined = (field: string, input: string, resolved: string): string => {
    if (!isInside(real, resolved)) throw refuse(field, input, 'leads outside the root through a symlink');
    return resolved;
  };
  return {
    dir: real,
    origin,
    async existingFile(field, input) {
      const path = lexical(field, input);
      const resolved = await realpath(path).catch((error: unknown) => {
        throw refuse(field, input, code(error) === 'ENOENT' ? 'does not exist' : 'cannot be resolved');
      });
      confined(field, input, resolved);
      if (!(await stat(resolved)).isFile()) throw refuse(field, input, 'is not a regular file');
      return resolved;
    },
    async creatableFile(field, input) {
      const path = lexical(field, input);
      const missing: string[] = [];
      let existing = path;
      // The nearest entry that exists; a symlink to nothing counts as existing, and is refused below.
      while (
        !(await lstat(existing).then(
          () => true,
          () => false,
        ))
      ) {
        missing.unshift(basename(existing));
        existing = dirname(existing);
      }
      const resolved = await realpath(existing).catch(() => {
        throw refuse(field, input, 'goes through a symlink to nothing (it could create a file anywhere)');
      });
      confined(field, input, resolved);
      const target = join(resolved, ...missing);
      if (missing.length === 0 && !(await stat(resolved)).isFile()) {
        throw refuse(field, input, 'is not a regular file');
      }
      return target;
    },
  };
}
