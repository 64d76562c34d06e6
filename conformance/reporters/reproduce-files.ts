import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { inertJson } from '../../src/client/inert-text.js';
import type { Cause } from '../causes.js';
import type { RunReport } from '../result.js';
import type { FailureDetail } from '../vocabulary.js';
import { maxLineLength } from './short-lines.js';

/** The longest body word (`'…'`) kept in a reproduce line; longer bodies go to a file. */
const bodyInline = maxLineLength - 60;

/** The folder of request bodies, inside the report directory. */
export const requestsFolder = 'requests';

/**
 * A JSON body as its file holds it: the same JSON, with the characters that would act when the file
 * is shown (a body can carry ids the deployment handed out) as `\u` escapes. Other bodies are the
 * kit's own probes and are kept byte for byte.
 */
function fileBody(body: string): string {
  try {
    JSON.parse(body);
  } catch {
    return body;
  }
  return inertJson(body);
}

/**
 * A single-quoted shell word (`'a'\''b'`) back to its text; `undefined` when it holds anything
 * else, such as a `"$CONFORMANCE_API_KEY"` reference that a file would not expand.
 */
function unquote(word: string): string | undefined {
  let text = '';
  let rest = word;
  while (rest.length > 0) {
    const quoted = /^'([^']*)'/.exec(rest);
    if (quoted) {
      text += quoted[1];
      rest = rest.slice(quoted[0].length);
    } else if (rest.startsWith("\\'")) {
      text += "'";
      rest = rest.slice(2);
    } else return undefined;
  }
  return text;
}

/**
 * Rewrites reproduce lines whose body makes them long: the body goes to a file and the line
 * sends it with `--data-binary @file` (byte for byte, unlike `-d @file`, which drops newlines).
 * Reports of a run go through it before any reporter renders them, so every report names the same
 * files. `shown` is how a line names the folder (relative to where the command ran).
 * @example const report = await withReproduceFiles(raw, '/abs/conformance-report', 'conformance-report');
 */
export async function withReproduceFiles(
  report: RunReport,
  directory: string,
  shown: string,
): Promise<RunReport> {
  const written = new Map<string, string>();
  let count = 0;
  const shorten = async (curl: string, owner: string): Promise<string> => {
    const at = curl.lastIndexOf(' --data-raw ');
    const word = at < 0 ? '' : curl.slice(at + ' --data-raw '.length);
    // A body that fits its own line of a reproduce line printed one option a line stays inline.
    if (word.length <= bodyInline) return curl;
    const body = unquote(word);
    if (body === undefined) return curl;
    let name = written.get(body);
    if (!name) {
      name = `${owner}-${++count}.body`;
      await mkdir(join(directory, requestsFolder), { recursive: true });
      await writeFile(join(directory, requestsFolder, name), fileBody(body));
      written.set(body, name);
    }
    const path = join(shown, requestsFolder, name).replaceAll("'", `'\\''`);
    return `${curl.slice(0, at)} --data-binary '@${path}'`;
  };
  const detail = async <T extends FailureDetail | undefined>(found: T, owner: string): Promise<T> =>
    found?.curl ? { ...found, curl: await shorten(found.curl, owner) } : found;
  const results = [];
  for (const result of report.results) {
    const failure = await detail(result.failure, result.id);
    const warnings = result.warnings && (await Promise.all(result.warnings.map((w) => detail(w, result.id))));
    results.push({ ...result, ...(failure ? { failure } : {}), ...(warnings ? { warnings } : {}) });
  }
  const causes: Cause[] = [];
  for (const cause of report.causes ?? []) {
    const owner = cause.kind === 'check' ? cause.id : cause.kind;
    causes.push(cause.curl ? { ...cause, curl: await shorten(cause.curl, owner) } : cause);
  }
  const unjudgeable = report.unjudgeable?.curl
    ? { ...report.unjudgeable, curl: await shorten(report.unjudgeable.curl, 'preflight') }
    : report.unjudgeable;
  return { ...report, results, causes, ...(unjudgeable ? { unjudgeable } : {}) };
}

/**
 * Where the bodies of a run's reproduce lines go: the folder of the file reports (of the first one
 * written to a file), else `--output` when given; a run that writes no report file and names no
 * folder leaves nothing in the working directory, so its bodies go to a folder of the run in the
 * system's temporary directory. Lines name the folder relative to `cwd` when inside it.
 * @example reproduceDirectory(targets, undefined, process.cwd(), runId) // { directory: '/…/conformance-report', shown: 'conformance-report' }
 */
export function reproduceDirectory(
  targets: ReadonlyMap<string, string>,
  output: string | undefined,
  cwd: string,
  runId: string,
): { directory: string; shown: string } {
  const file = [...targets.values()].find((target) => target !== '-');
  const directory = file
    ? dirname(file)
    : output && output !== '-'
      ? resolve(cwd, output)
      : join(tmpdir(), `contract-kit-conformance-${runId.replace(/[^\w.-]/g, '_')}`);
  const inside = relative(cwd, directory);
  const shown = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : directory;
  return { directory, shown: shown || '.' };
}
