import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { proxiedFetch } from '../../conformance/http/proxy-dispatcher.js';
import { readYaml } from './read-yaml.js';
import { isNode, type Node } from './resolve-ref.js';

const run = promisify(execFile);

/** A document that cannot be had or read: missing file, unknown revision, failed download, not OpenAPI 3. */
export class DocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentError';
  }
}

/** Where a document comes from: a file, `git:REF:path`, or an http(s) URL. */
export type Source =
  | { kind: 'file'; path: string }
  | { kind: 'git'; ref: string; path: string }
  | { kind: 'url'; url: string };

/**
 * Reads a source as the user wrote it.
 * @example parseSource('git:v1.2.0:openapi/memory.yaml') // { kind: 'git', ref: 'v1.2.0', path: 'openapi/memory.yaml' }
 */
export function parseSource(text: string): Source {
  if (/^https?:\/\//i.test(text)) return { kind: 'url', url: text };
  if (text.startsWith('git:')) {
    const rest = text.slice(4);
    const colon = rest.indexOf(':');
    if (colon <= 0 || colon === rest.length - 1) {
      throw new DocumentError(`"${text}": write git:REF:PATH, such as git:v1.0.0:openapi/memory.yaml`);
    }
    const ref = rest.slice(0, colon);
    // git would read `--output=FILE` as its own option and write the file: a revision never starts so.
    if (ref.startsWith('-')) throw new DocumentError(`"${text}": a revision cannot start with "-"`);
    return { kind: 'git', ref, path: rest.slice(colon + 1) };
  }
  return { kind: 'file', path: text };
}

/** The largest document read from a URL; a published OpenAPI document is far smaller. */
const maxDownload = 32 * 1024 * 1024;

/** How many redirects a download follows, each within the origin it started from. */
const maxRedirects = 5;

async function request(url: string, fetchImpl: typeof fetch): Promise<Response> {
  try {
    return await fetchImpl(url, {
      signal: AbortSignal.timeout(20_000),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
      // Redirects are followed below, and only within the origin: a published document must not
      // send the differ to another host (an internal address, a metadata service).
      redirect: 'manual',
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new DocumentError(`${url}: cannot download (${cause})`);
  }
}

async function download(url: string, fetchImpl: typeof fetch): Promise<string> {
  const origin = new URL(url).origin;
  let current = url;
  let response = await request(url, fetchImpl);
  for (let hop = 0; response.status >= 300 && response.status < 400; hop++) {
    const location = response.headers.get('location');
    if (location === null) break;
    const next = new URL(location, current);
    if (next.origin !== origin)
      throw new DocumentError(
        `${url}: redirected to another origin (${next.origin}); only redirects within ${origin} are followed`,
      );
    if (hop === maxRedirects) throw new DocumentError(`${url}: more than ${maxRedirects} redirects`);
    current = next.href;
    response = await request(current, fetchImpl);
  }
  if (!response.ok)
    throw new DocumentError(
      `${url}: the server answered ${response.status} ${response.statusText}`.trimEnd(),
    );
  const text = await response.text();
  if (text.length > maxDownload) throw new DocumentError(`${url}: larger than ${maxDownload} bytes`);
  return text;
}

async function gitShow(ref: string, path: string, cwd: string): Promise<string> {
  try {
    const { stdout } = await run('git', ['show', `${ref}:${path}`], {
      cwd,
      maxBuffer: maxDownload,
      encoding: 'utf8',
    });
    return stdout;
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') throw new DocumentError('git:REF:PATH needs git on PATH');
    const said =
      String(stderr ?? '')
        .trim()
        .split('\n')[0] || (error as Error).message;
    throw new DocumentError(`git:${ref}:${path}: ${said.replace(/^fatal: /, '')}`);
  }
}

/** The text of a source. */
async function readSource(source: Source, cwd: string, fetchImpl: typeof fetch): Promise<string> {
  if (source.kind === 'url') return download(source.url, fetchImpl);
  if (source.kind === 'git') return gitShow(source.ref, source.path, cwd);
  try {
    return await readFile(resolve(cwd, source.path), 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new DocumentError(
      `${source.path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
}

/**
 * Parses a document's text (JSON or YAML) and checks that it is OpenAPI 3.x.
 * @throws {DocumentError} naming the document when it is not
 */
export function parseDocument(text: string, name: string): Node {
  let value: unknown;
  try {
    value = text.trimStart().startsWith('{') ? JSON.parse(text) : readYaml(text);
  } catch (error) {
    throw new DocumentError(`${name}: neither JSON nor YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!isNode(value)) throw new DocumentError(`${name}: not an OpenAPI document (no object at the top)`);
  if (typeof value.swagger === 'string')
    throw new DocumentError(`${name}: Swagger ${value.swagger}; only OpenAPI 3.x is read`);
  if (typeof value.openapi !== 'string' || !value.openapi.startsWith('3.')) {
    throw new DocumentError(
      `${name}: not an OpenAPI 3.x document (openapi: ${JSON.stringify(value.openapi) ?? 'missing'})`,
    );
  }
  return value;
}

/**
 * Loads and parses the document a source names.
 * @param source a path, `git:REF:path` (as `git show` reads it, from `cwd`), or an http(s) URL
 * @example await loadDocument('git:main:openapi/memory.yaml', { cwd: process.cwd() })
 */
export async function loadDocument(
  source: string,
  options: { cwd: string; fetch?: typeof fetch },
): Promise<Node> {
  const text = await readSource(parseSource(source), options.cwd, options.fetch ?? proxiedFetch);
  return parseDocument(text, source);
}
