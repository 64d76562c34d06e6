import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PathRoot } from './path-root.js';
import { ToolInputError } from './tool-result.js';
import { withoutContent } from './without-content.js';

/** The `start_mock` fields that name a JSON file to read. */
const readFields = ['fixtures', 'tenants', 'releasesData'] as const;

/** Most of a state file read to keep its words out of messages; a larger one is not quoted from. */
const maxReadForRedaction = 16 * 1024 * 1024;

/** The paths a `start_mock` request may name, each a `contract-kit mock` flag's file. */
export interface MockFilePaths {
  fixtures?: string | undefined;
  tenants?: string | undefined;
  releasesData?: string | undefined;
  state?: string | undefined;
}

/** A start request with its files resolved inside the root, and what is needed to word errors safely. */
export interface ConfinedRequest<R extends MockFilePaths> {
  /** The request with every path replaced by its resolved path inside the root. */
  request: R;
  /**
   * A message about these files with their content taken out (see {@link withoutContent}); reads
   * the state file and its change log, which may have changed since the start began.
   */
  safeMessage(message: string): Promise<string>;
}

/** Where a JSON parser stopped, without the text it quotes. */
function jsonProblem(error: unknown): string {
  const message = (error as Error).message;
  const at = /line (\d+) column (\d+)/.exec(message) ?? /position (\d+)/.exec(message);
  if (!at) return /end of JSON/i.test(message) ? 'ends before its JSON does' : 'is not valid JSON';
  return `is not valid JSON (${at.length === 3 ? `line ${at[1]}, column ${at[2]}` : `at character ${at[1]}`})`;
}

async function stateTexts(file: string): Promise<string[]> {
  const prefix = `${basename(file)}.`;
  const names = await readdir(dirname(file)).catch(() => [] as string[]);
  const files = names.filter((name) => name === basename(file) || name.startsWith(prefix));
  const texts = await Promise.all(
    files.map((name) => readFile(join(dirname(file), name), 'utf8').catch(() => '')),
  );
  return texts.map((text) => text.slice(0, maxReadForRedaction));
}

/**
 * Resolves the paths of a `start_mock` request inside the root (refusing any outside it, through
 * `..`, an absolute path or a symlink) and checks that the JSON files parse, so that the mock's
 * own loader only ever reads files inside the root, and no message quotes them.
 * @throws {ToolInputError} naming the field and why, never a file's content
 */
export async function confineMockFiles<R extends MockFilePaths>(
  root: PathRoot,
  request: R,
): Promise<ConfinedRequest<R>> {
  const resolved: R = { ...request };
  const texts: string[] = [];
  const paths: string[] = [];
  for (const field of readFields) {
    const input = request[field];
    if (input === undefined) continue;
    const path = await root.existingFile(field, input);
    const text = await readFile(path, 'utf8');
    try {
      JSON.parse(text);
    } catch (error) {
      throw new ToolInputError(`${field}: ${JSON.stringify(input)} ${jsonProblem(error)}`);
    }
    resolved[field] = path;
    texts.push(text);
    paths.push(path, input);
  }
  if (request.state !== undefined) {
    resolved.state = await root.creatableFile('state', request.state);
    paths.push(resolved.state, request.state);
  }
  const state = resolved.state;
  return {
    request: resolved,
    async safeMessage(message) {
      const all = state === undefined ? texts : [...texts, ...(await stateTexts(state))];
      const safe = withoutContent(message, all, [...paths, root.dir]);
      return safe === message ? safe : `${safe} (… stands for the file's own words, not repeated here)`;
    },
  };
}
