/**
 * The action's inputs are the CLI's options (issue 44, item 3): one per flag of the option table,
 * named after it, so an option added to the table reaches the action (action.yml is generated
 * from the same table; bundle-fresh.test.ts fails until it is regenerated), and each input becomes
 * the flag the CLI parses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { argvFromInputs, InputError, inputVariable } from '../../action/src/inputs.js';
import { optionEntries } from '../../conformance/option-table.js';
import { parseConformanceArgs } from '../../src/cli/conformance/parse-args.js';
import { repo } from './run-action.js';

interface Manifest {
  inputs: Record<string, { description: string; required: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

const manifest = parse(readFileSync(join(repo, 'action.yml'), 'utf8')) as Manifest;

describe('action.yml', () => {
  test('[ACT-INPUTS] one input per flag of the option table but --prism, plus api; no default of its own', () => {
    const flags = optionEntries()
      .map(([, spec]) => spec.flag?.slice(2))
      .filter((flag): flag is string => flag !== undefined && flag !== 'prism');
    expect(Object.keys(manifest.inputs).sort()).toEqual(['api', ...flags].sort());
    for (const [name, input] of Object.entries(manifest.inputs)) {
      expect(input.default, name).toBeUndefined();
      expect(input.description.length, name).toBeGreaterThan(10);
    }
    expect(manifest.runs).toEqual({ using: 'node24', main: 'action/dist/index.js' });
    expect(Object.keys(manifest.outputs)).toEqual(['verdict', 'exit-code', 'report-dir']);
  });

  test('[ACT-ARGV] inputs become the flags the CLI parses, with the runner naming of their variables', () => {
    expect(inputVariable('base-url')).toBe('INPUT_BASE-URL');
    const env = {
      INPUT_API: 'memory',
      'INPUT_BASE-URL': 'https://memory.example.com',
      'INPUT_API-KEY': 'key-1',
      INPUT_WORKSPACE: 'ws-1',
      INPUT_STRICT: 'true',
      INPUT_CHECKOUT: 'false',
      INPUT_TIMEOUT: '2500',
      'INPUT_MAX-REQUESTS': '400',
      INPUT_HEADER: 'X-One: a, b\nX-Two: c',
      INPUT_REPORTER: 'json,\njunit',
      INPUT_LEVEL: '',
    };
    const command = parseConformanceArgs(argvFromInputs(env), {});
    if (command === 'help') throw new Error('help');
    expect(command.options).toMatchObject({
      api: 'memory',
      baseUrl: 'https://memory.example.com',
      apiKey: 'key-1',
      workspace: 'ws-1',
      strict: true,
      timeoutMs: 2500,
      maxRequests: 400,
      headers: ['X-One: a, b', 'X-Two: c'],
      level: 'documented',
    });
    expect(command.options.checkout).toBeUndefined();
    expect(command.reporters).toEqual(['json', 'junit', 'github']);
  });

  test('[ACT-ARGV-DEFAULT] no reporter input: pretty, json, junit, html and github', () => {
    const argv = argvFromInputs({ INPUT_API: 'releases', 'INPUT_BASE-URL': 'https://r.example.com' });
    const command = parseConformanceArgs(argv, {});
    expect(command !== 'help' && command.reporters).toEqual(['pretty', 'json', 'junit', 'html', 'github']);
  });

  test('[ACT-ARGV-BOOLEAN] a boolean input other than true or false is refused', () => {
    expect(() => argvFromInputs({ INPUT_API: 'releases', INPUT_INSECURE: 'yes' })).toThrow(InputError);
  });
});
