/**
 * The CLI's own mistakes-and-help surface, through `main` as the bin calls it: a mistyped flag of
 * every command names the flag meant, and the top-level help lists every exit code the commands
 * use. (Missing optional peers are proven where they really are missing: test/consumer.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitCodes } from '../../conformance/result.js';
import { main } from './main.js';

/** What `main` printed on stdout and stderr (console and direct stream writes alike). */
function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void err.push(args.join(' ')));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
  return { stdout: () => out.join('\n'), stderr: () => err.join('\n') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('[CLI-ERRORS] every command says what to type instead', () => {
  const typos: [string, string[], string][] = [
    ['mock', ['mock', 'memory', '--drect'], '--direct'],
    ['conformance', ['conformance', 'memory', '--workspce', 'w'], '--workspace'],
    ['generate', ['generate', '--ot', 'types'], '--out'],
    ['record', ['record', '--upstrem', 'http://127.0.0.1:9'], '--upstream'],
    ['validate-traffic', ['validate-traffic', 'x.har', '--reportr', 'json'], '--reporter'],
    ['snapshot', ['snapshot', 'releases', '--base-ur', 'http://127.0.0.1:9'], '--base-url'],
    ['drift', ['drift', 'releases', '--base-ur', 'http://127.0.0.1:9'], '--base-url'],
  ];

  it.each(typos)(
    '[CLI-ERRORS-1] %s: a mistyped flag is exit 2 with the flag meant',
    async (_name, argv, meant) => {
      const io = capture();
      const code = await main(argv);
      const typo = argv.find((arg) => arg.startsWith('--')) as string;
      expect(code).toBe(2);
      expect(io.stderr()).toContain(`unknown option ${typo}; did you mean ${meant}?`);
      expect(io.stdout()).toBe('');
    },
  );

  it('[CLI-ERRORS-5] a mistyped command names the command meant', async () => {
    const io = capture();
    expect(await main(['mcok'])).toBe(2);
    expect(io.stderr()).toContain('unknown command "mcok"; did you mean mock?');
  });

  it('[CLI-ERRORS-2] a flag missing its value says so', async () => {
    const io = capture();
    expect(await main(['generate', '--out'])).toBe(2);
    expect(io.stderr()).toContain('--out needs a value');
  });

  it('[CLI-ERRORS-3] a flag far from every known one gets no guess', async () => {
    const io = capture();
    expect(await main(['mock', '--zzzzzzzz'])).toBe(2);
    expect(io.stderr()).toContain('unknown option --zzzzzzzz');
    expect(io.stderr()).not.toContain('did you mean');
  });

  it('[CLI-ERRORS-4] --help lists every exit code the commands use', async () => {
    const io = capture();
    expect(await main(['--help'])).toBe(0);
    const codes = [...io.stdout().matchAll(/^\s+(\d)\s{2}/gm)].map((match) => Number(match[1]));
    expect(codes).toEqual([...new Set(Object.values(exitCodes))].sort());
    expect(codes).toEqual([0, 1, 2, 3]);
  });
});
