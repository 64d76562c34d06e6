/**
 * `contract-kit diff` on a 1 MB document pair (issue 42, item 5): how long the YAML parse takes
 * as the differ reads a document (src/diff/fast-yaml.ts, else the `yaml` package) against the
 * `yaml` package alone, the other YAML parser installed here (js-yaml, a dependency of
 * dependencies, not the kit's) and JSON, and how long the diff itself takes, with the peak memory.
 * The document is the kit's own memory.yaml, its paths and components copied under new names
 * until it is 1 MB (every `$ref` stays local); the new side edits one copy. Nothing is cached on
 * disk. Not a unit test: a figure to read, not a pass or a fail.
 *
 * Usage: node --import tsx bench/diff-speed.ts [--rounds N]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import { readFastYaml } from '../src/diff/fast-yaml.js';
import { diffDocuments, parseDocument } from '../src/diff/index.js';

const root = join(new URL('.', import.meta.url).pathname, '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);

/** memory.yaml copied `copies` times, each copy's paths and component names suffixed. */
function largeDocument(copies: number): Record<string, unknown> {
  const source = readFileSync(join(root, 'openapi/memory.yaml'), 'utf8');
  const one = parse(source) as Record<string, Record<string, Record<string, unknown>>>;
  const paths: Record<string, unknown> = {};
  const components: Record<string, Record<string, unknown>> = {};
  for (let copy = 0; copy < copies; copy++) {
    const rename = (text: string) =>
      text.replaceAll(/#\/components\/(\w+)\/(\w+)/g, `#/components/$1/$2_${copy}`);
    const copied = JSON.parse(rename(JSON.stringify({ paths: one.paths, components: one.components })));
    for (const [path, item] of Object.entries(copied.paths)) paths[`/c${copy}${path}`] = item;
    for (const [kind, entries] of Object.entries(
      copied.components as Record<string, Record<string, unknown>>,
    )) {
      components[kind] ??= {};
      for (const [name, value] of Object.entries(entries))
        (components[kind] as Record<string, unknown>)[`${name}_${copy}`] = value;
    }
  }
  return { ...one, paths, components };
}

function time<T>(run: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
}

/** The median of `rounds` runs, in milliseconds. */
function median(run: () => unknown): number {
  const times = Array.from({ length: rounds }, () => time(run).ms).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/** The YAML parsers installed here, each as text -> value; a missing one is left out. */
function parsers(): [string, (text: string) => unknown][] {
  const require = createRequire(import.meta.url);
  const found: [string, (text: string) => unknown][] = [
    ['the differ (fast reader, else yaml)', (text) => parseDocument(text, 'bench.yaml')],
    ['yaml parse (the differ before)', (text) => parse(text, { maxAliasCount: 1000 })],
    ['yaml parse, uniqueKeys: false', (text) => parse(text, { uniqueKeys: false })],
  ];
  try {
    const jsYaml = require('js-yaml') as { load(text: string): unknown };
    found.push(['js-yaml load', (text) => jsYaml.load(text)]);
  } catch {
    // not installed: one parser fewer
  }
  return found;
}

const document = largeDocument(25);
const yamlText = stringify(document, { aliasDuplicateObjects: false });
const jsonText = JSON.stringify(document);
const edited = structuredClone(document) as Record<
  string,
  Record<string, Record<string, Record<string, unknown>>>
>;
const firstSchema = Object.values(edited.components?.schemas ?? {})[0] as Record<string, unknown>;
firstSchema.description = 'edited';
const editedYaml = stringify(edited, { aliasDuplicateObjects: false });

const same = isDeepStrictEqual(readFastYaml(yamlText), parse(yamlText));
console.log(
  `document: ${(yamlText.length / 1e6).toFixed(2)} MB YAML (${yamlText.split('\n').length} lines), ${(jsonText.length / 1e6).toFixed(2)} MB JSON; median of ${rounds} rounds`,
);
for (const [name, run] of parsers())
  console.log(
    `  ${name.padEnd(36)} ${median(() => run(yamlText))
      .toFixed(0)
      .padStart(6)} ms`,
  );
console.log(
  `  ${'JSON.parse (a JSON document)'.padEnd(36)} ${median(() => parseDocument(jsonText, 'bench.json'))
    .toFixed(0)
    .padStart(6)} ms`,
);
console.log(`  the fast reader's value equals yaml's: ${same}`);
const [old, neu] = [parseDocument(yamlText, 'old.yaml'), parseDocument(editedYaml, 'new.yaml')];
const diffMs = median(() => diffDocuments(old, neu));
console.log(
  `  ${'diffDocuments (parsed pair)'.padEnd(36)} ${diffMs.toFixed(0).padStart(6)} ms, ${diffDocuments(old, neu).length} changes`,
);
const whole = median(() =>
  diffDocuments(parseDocument(yamlText, 'old.yaml'), parseDocument(editedYaml, 'new.yaml')),
);
console.log(`  ${'parse both + diff (YAML pair)'.padEnd(36)} ${whole.toFixed(0).padStart(6)} ms`);
console.log(`  peak RSS of this process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

interface Run {
  code: number;
  ms: number;
  cpuMs: number;
  rss: number;
}

// The command as a user runs it on two files: a process of its own, read, parse, diff and print.
const folder = mkdtempSync(join(tmpdir(), 'ck-diff-speed-'));
writeFileSync(join(folder, 'old.yaml'), yamlText);
writeFileSync(join(folder, 'new.yaml'), editedYaml);
const script = `const { runDiffCommand } = await import(${JSON.stringify(join(root, 'src/cli/diff.ts'))});
const started = performance.now();
const cpu = process.cpuUsage();
const code = await runDiffCommand(['old.yaml', 'new.yaml', '--format', 'json'], { cwd: ${JSON.stringify(folder)}, stdout: { write() {} } });
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ code, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, rss: process.resourceUsage().maxRSS }));`;
const runs = Array.from({ length: rounds }, () => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Run;
}).sort((a, b) => a.ms - b.ms);
const middle = runs[Math.floor(runs.length / 2)] as Run;
// On a shared machine the CPU time says more than the wall time: it leaves out the waiting.
console.log(
  `  runDiffCommand on the two files, own process: ${middle.ms.toFixed(0)} ms wall, ${middle.cpuMs.toFixed(0)} ms CPU (exit ${middle.code}), peak RSS ${(middle.rss / 1024).toFixed(0)} MB`,
);
rmSync(folder, { recursive: true, force: true });
