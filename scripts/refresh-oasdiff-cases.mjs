#!/usr/bin/env node
/**
 * Refreshes test/diff/oasdiff/ from a checkout (or a bare git directory) of oasdiff: reads the Go
 * tests of its checker package, keeps every test whose document pair and expected rule ids can be
 * read mechanically, copies every data file the checker tests name, and writes cases.json with the
 * commit it came from. Run it, then run test/diff/oasdiff-agreement.test.ts and update the table
 * of intended disagreements in docs/contract-diff.md.
 *
 *   node scripts/refresh-oasdiff-cases.mjs --repo ../oasdiff [--commit HEAD]
 *
 * A test is taken when it loads two files (`open("...")`, `l(t, N)`, `d(t, diff.NewConfig(), A, B)`,
 * `loader.LoadFromFile("...")`), diffs them once with `diff.NewConfig()` and does not edit the
 * loaded documents in Go before the diff; its expectations are the ids it asserts (`Id: checker.X`,
 * `requireChange(t, errs, checker.X)`, `require.Empty(t, errs)`, ...). Everything else is counted
 * as skipped, with the reason.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const out = new URL('../test/diff/oasdiff/', import.meta.url).pathname;
const { values } = parseArgs({ options: { repo: { type: 'string' }, commit: { type: 'string' } } });
if (!values.repo) {
  console.error('usage: node scripts/refresh-oasdiff-cases.mjs --repo PATH [--commit REV]');
  process.exit(2);
}
const repo = values.repo;
const bare = !existsSync(join(repo, '.git')) && existsSync(join(repo, 'objects'));
const gitDir = bare ? repo : join(repo, '.git');
const git = (...args) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
const commit = git('rev-parse', values.commit ?? 'HEAD').trim();
const read = (path) => git('show', `${commit}:${path}`);
const list = (folder) => git('ls-tree', '-r', '--name-only', commit, folder).split('\n').filter(Boolean);

/** Go constant name -> rule id, and rule id -> level, from the checker's sources. */
function readRules(goFiles) {
  const ids = new Map();
  const levels = new Map();
  for (const file of goFiles) {
    const text = read(file);
    for (const [, name, id] of text.matchAll(/^\s*(\w+)\s*=\s*"([a-z0-9-]+)"/gm)) ids.set(name, id);
  }
  const rules = read('checker/rules.go');
  const checks = {};
  const pattern = /newBackwardCompatibilityRule\(\s*(\w+),\s*(ERR|WARN|INFO),\s*(\w+)/g;
  for (const [, name, level, check] of rules.matchAll(pattern)) {
    levels.set(ids.get(name) ?? name, level);
    checks[ids.get(name) ?? name] = { level, check };
  }
  return { ids, levels, checks };
}

/** The Go test functions of a file: name and body. */
function testsOf(text) {
  const found = [];
  for (const match of text.matchAll(/^func (Test\w+)\(t \*testing\.T\) \{\n([\s\S]*?)^\}/gm))
    found.push({ name: match[1], body: match[2] });
  return found;
}

const fileHandles = {
  deprecationFile: 'deprecation',
  paramDeprecationFile: 'param-deprecation',
  requiredPropertyFile: 'required-properties',
  stabilityFile: 'stability',
};

/** A Go expression naming a data file, as a path from the repository's root, or undefined. */
function pathOf(expression) {
  const literal = expression.match(/^"\.\.\/(data\/[^"]+\.(?:ya?ml|json))"$/);
  if (literal) return literal[1];
  const handle = expression.match(/^(\w+)\("([^"]+)"\)$/);
  if (handle && fileHandles[handle[1]]) return `data/${fileHandles[handle[1]]}/${handle[2]}`;
  return undefined;
}

/** The variables a test loads documents into, each with its data file. */
function loadsOf(body) {
  const loads = new Map();
  for (const [, name, expression] of body.matchAll(/(\w+), err :?= open\((\w+\("[^"]*"\)|"[^"]*")/g))
    loads.set(name, pathOf(expression.trim()));
  for (const [, name, expression] of body.matchAll(/(\w+), err :?= \w+\.LoadFromFile\(([^)]+)\)/g))
    loads.set(name, pathOf(expression.trim()));
  for (const [, name, number] of body.matchAll(/(\w+) :?= l\(t, (\d+)(?:, [\w()]+)?\)/g))
    loads.set(name, `data/openapi-test${number}.yaml`);
  return loads;
}

const unwrap = (argument) => argument.trim().replace(/^&load\.SpecInfo\{Spec: (\w+)\}$/, '$1');

/** The pair a test diffs, or the reason it cannot be read mechanically. */
function pairOf(body) {
  const numbered = [...body.matchAll(/ := d\(t, diff\.NewConfig\(\), (\d+), (\d+)(?:, \w+)?\)/g)];
  const diffs = [...body.matchAll(/diff\.Get\w*\(([^,]+),\s*([^,]+),\s*([^)]+\}?)\)/g)];
  if (numbered.length + diffs.length !== 1) return { skip: 'not exactly one diff' };
  if (numbered.length === 1) {
    const [, a, b] = numbered[0];
    return { old: `data/openapi-test${a}.yaml`, new: `data/openapi-test${b}.yaml`, variables: [] };
  }
  const [, config, first, second] = diffs[0];
  if (config.trim() !== 'diff.NewConfig()') return { skip: 'a diff configuration other than the default' };
  const loads = loadsOf(body);
  const [a, b] = [unwrap(first), unwrap(second)];
  if (!loads.get(a) || !loads.get(b)) return { skip: 'documents not loaded from named files' };
  return { old: loads.get(a), new: loads.get(b), variables: [a, b] };
}

/**
 * Whether the test may edit a loaded document in Go (then its files are not the pair it diffs):
 * any line that names a loaded variable, other than the line that loads it and the diff, may.
 */
function mutates(body, variables) {
  return body.split('\n').some((line) => {
    if (/diff\.Get\w*\(|:?= (open|l)\(|LoadFromFile\(/.test(line)) return false;
    return variables.some((name) => new RegExp(`(^|[^\\w."])${name}\\b(?!")`).test(line));
  });
}

/** The checks a test runs, as oasdiff names them, or a reason to skip it. */
function checksOf(body) {
  const call = body.match(/CheckBackwardCompatibility(UntilLevel)?\((.*?), d, osm(?:, checker\.(\w+))?\)/);
  if (!call) return { skip: 'no checker call read' };
  const [, until, written, level] = call;
  // `c := singleCheckConfig(...)` a few lines above the call names the configuration it passes.
  const named = body.match(new RegExp(`\\b${written} :?= (.*)`))?.[1]?.trim();
  const config = /^\w+$/.test(written) && named ? named : written;
  const single = config.match(/^singleCheckConfig\(checker\.(\w+)\)$/);
  if (!single && config !== 'allChecksConfig()')
    return { skip: 'a checker configuration other than the default' };
  return { checks: single ? single[1] : 'all', minLevel: until ? level : 'WARN' };
}

/** The ids a test asserts, with a level where it asserts one, or `none` for `require.Empty`. */
function expectationsOf(body, ids) {
  const expected = [];
  // A change literal's fields run from its `Id:` to the next one; its `Level:`, when asserted, is among them.
  const literals = body.split(/\bId:\s*checker\./).slice(1);
  for (const literal of literals) {
    const fields = literal.split(/\n\s*\}/)[0] ?? '';
    const level = fields.match(/\bLevel:\s*checker\.(ERR|WARN|INFO)/)?.[1];
    expected.push({ id: ids.get(literal.match(/^\w+/)?.[0]), level });
  }
  const calls = [
    /require(?:Single)?Change\(t, \w+, checker\.(\w+)\)/g,
    /require\.Equal\(t, checker\.(\w+Id), \w+(?:\[\d+\]\.GetId\(\)|\.Id)[),]/g,
    /findChange\(\w+, checker\.(\w+Id)\)/g,
    /require\.True\(t, ids\[checker\.(\w+Id)\]/g,
    /require\.True\(t, containsId\(\w+, checker\.(\w+)\)/g,
  ];
  // A level asserted of the only change: `require.Equal(t, checker.ERR, errs[0].GetLevel())`.
  const onlyLevel = body.match(/require\.Equal\(t, checker\.(ERR|WARN|INFO), errs\[0\]\.GetLevel\(\)\)/)?.[1];
  for (const pattern of calls)
    for (const match of body.matchAll(pattern)) expected.push({ id: ids.get(match[1]), level: onlyLevel });
  for (const [, id] of body.matchAll(/require\.Equal\(t, "([a-z0-9-]+)", \w+(?:\[\d+\]\.GetId\(\)|\.Id)\)/g))
    expected.push({ id });
  const empty = /require\.Empty\(t, (errs|changes)\)/.test(body);
  // Whether the test says these are all the changes, or only that they are among them.
  const length = Number(body.match(/require\.Len\(t, errs, (\d+)\)/)?.[1] ?? Number.NaN);
  const unique = new Set(expected.map((item) => item.id)).size;
  const exhaustive = empty || /requireSingle\w*\(|requireApiChanges\(/.test(body) || length === unique;
  return { expected, empty, exhaustive };
}

function extract() {
  const files = list('checker').filter((file) => file.endsWith('.go'));
  const { ids, levels, checks: rules } = readRules(files.filter((file) => !file.endsWith('_test.go')));
  const cases = [];
  const skipped = {};
  const named = new Set();
  for (const file of files.filter((name) => name.endsWith('_test.go'))) {
    const text = read(file);
    for (const [, path] of text.matchAll(/"\.\.\/(data\/[^"]+\.(?:ya?ml|json))"/g)) named.add(path);
    for (const test of testsOf(text)) {
      const skip = (reason) => {
        // DEBUG_SKIP="<reason>" prints the tests skipped for that reason, to teach this script more.
        if (process.env.DEBUG_SKIP === reason) console.error(`--- ${test.name}\n${test.body.slice(0, 1500)}`);
        skipped[reason] = (skipped[reason] ?? 0) + 1;
      };
      const pair = pairOf(test.body);
      if (pair.skip) skip(pair.skip);
      if (pair.skip) continue;
      named.add(pair.old);
      named.add(pair.new);
      if (mutates(test.body, pair.variables)) {
        skip('documents edited in Go before the diff');
        continue;
      }
      const checks = /errs := d\(/.test(test.body)
        ? { checks: 'all', minLevel: 'WARN' }
        : checksOf(test.body);
      if (checks.skip) {
        skip(checks.skip);
        continue;
      }
      const { expected, empty, exhaustive } = expectationsOf(test.body, ids);
      if (expected.some((item) => item.id === undefined)) {
        skip('an expected id not found in the checker');
        continue;
      }
      if (expected.length === 0 && !empty) {
        skip('no expected id read');
        continue;
      }
      const unique = [...new Map(expected.map((item) => [item.id, item])).values()];
      const withLevels = unique.map(({ id, level }) => ({ id, level: level ?? levels.get(id) ?? 'INFO' }));
      const found = { old: pair.old, new: pair.new, ...checks, exhaustive, expected: withLevels };
      cases.push({ name: test.name, file, ...found });
    }
  }
  return { cases, skipped, named, rules };
}

function vendor() {
  const { cases, skipped, named, rules } = extract();
  rmSync(join(out, 'data'), { recursive: true, force: true });
  for (const path of [...named].sort()) {
    let text;
    try {
      text = read(path);
    } catch {
      continue; // a path built at run time that names no file
    }
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  writeFileSync(join(out, 'LICENSE'), read('LICENSE'));
  const summary = { source: 'github.com/oasdiff/oasdiff', commit, extracted: cases.length, skipped };
  // Every rule's level and check: a test that runs one check asserts nothing about the others.
  writeFileSync(join(out, 'cases.json'), `${JSON.stringify({ ...summary, cases, rules }, null, 1)}\n`);
  console.log(JSON.stringify({ ...summary, dataFiles: named.size }, null, 2));
}

vendor();
