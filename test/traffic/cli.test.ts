import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { tinyReleasesData } from '../support/tiny-releases-data.js';

const entry = fileURLToPath(new URL('./cli-entry.ts', import.meta.url));

/** Spawns the CLI; `onLine` sees stdout lines as they come. Resolves with the exit code and output. */
function runCli(args: string[], onLine?: (line: string, stop: () => void) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
    for (const line of String(chunk).split('\n')) onLine?.(line, () => child.kill('SIGINT'));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

let releases: RunningMock;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ck-traffic-cli-'));
  releases = await startMock({ api: 'releases', port: 0, direct: true, releasesData: tinyReleasesData });
});
afterAll(async () => {
  try {
    await releases.close();
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe('the traffic commands through the CLI', () => {
  it('[TRAFFIC-CLI] record runs until SIGINT, then writes the HAR and exits 0 for clean traffic', async () => {
    const har = join(dir, 'cli.har');
    let started = false;
    const result = await runCli(
      ['record', '--upstream', releases.url, '--port', '0', '--har', har],
      (line, stop) => {
        // The banner names the proxy; the summary after SIGINT repeats it, when nothing listens any more.
        const url = /^contract-kit record: (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (!url || started) return;
        started = true;
        void fetch(`${url}/api/v1/sources?limit=1`).then(stop);
      },
    );
    expect(result.stdout).toContain('#1 GET /api/v1/sources?limit=1  releases listSources → 200  ok');
    expect(result.code).toBe(0);
    expect(JSON.parse(await readFile(har, 'utf8')).log.entries).toHaveLength(1);
  });

  it('[TRAFFIC-CLI] every command has help, and a wrong argument is a usage error (exit 2)', async () => {
    for (const command of ['record', 'validate-traffic', 'snapshot', 'drift']) {
      const help = await runCli([command, '--help']);
      expect(help.code, command).toBe(0);
      expect(help.stdout, command).toContain(`contract-kit ${command}`);
    }
    const wrong = await runCli(['drift', 'billing', '--base-url', releases.url]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('which API? use drift memory or drift releases');
  });
});
