/**
 * docs/ci-conformance.md's commands run as printed, against a deployment standing in for the
 * reader's: the kit's own mock served directly on free ports, with a tenants file that gives the
 * guide's `$KEY` the guide's workspace `ws_ci`. The changes to the printed lines are what a reader
 * changes too: the deployment's URLs, and `npx contract-kit` run from this checkout's bin/.
 * Each command must judge its API and pass at the documented level.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, run } from '../consumer/support/consumer-project.js';
import { blocks, readDoc, section } from '../consumer/support/markdown-blocks.js';
import { freePort } from '../support/free-port.js';
import { waitForUrl } from '../support/wait-for-url.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(repo, 'bin', 'contract-kit.js');
const bin = dirname(process.execPath);
const commands = (
  blocks(section(readDoc('docs/ci-conformance.md'), '## Running the suite')).find(
    (block) => block.lang === 'sh',
  )?.text ?? ''
)
  .split('\n')
  .filter((line) => line.startsWith('npx contract-kit conformance'));

const tenants = {
  keys: { ck_ci_key: { workspaces: ['ws_ci', 'ws_ci_other'], denied_workspaces: [], billing: 'active' } },
  pricing_models: { starter: { price_id: 'price_starter_monthly' } },
};

let dir = '';
let results: RunResult[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ck-ci-guide-'));
  writeFileSync(join(dir, 'tenants.json'), JSON.stringify(tenants));
  const [memory, releases] = await Promise.all([freePort(), freePort()]);
  let stop: ((signal: NodeJS.Signals) => void) | undefined;
  const args = ['mock', '--direct', '--memory-port', `${memory}`, '--releases-port', `${releases}`];
  const mock = run(bin, dir, 'node', [cli, ...args, '--tenants', 'tenants.json'], 300_000, (kill) => {
    stop = kill;
  });
  try {
    await waitForUrl(`http://127.0.0.1:${memory}/v1/anchors`);
    await waitForUrl(`http://127.0.0.1:${releases}/api/v1/sources`);
    results = [];
    for (const line of commands) {
      const script = line
        .replace('npx contract-kit', `node ${cli}`)
        .replace('https://memory.example.internal', `http://127.0.0.1:${memory}`)
        .replace('https://releases.example.internal', `http://127.0.0.1:${releases}`);
      results.push(await run(bin, dir, 'env', ['KEY=ck_ci_key', 'bash', '-ec', script], 240_000));
    }
  } finally {
    stop?.('SIGTERM');
    await mock;
  }
}, 600_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('[CI-GUIDE] docs/ci-conformance.md, its commands against a deployment', () => {
  it('[CI-GUIDE-COMMANDS] the guide prints one command per API', () => {
    expect(commands.map((line) => line.split(' ')[3])).toEqual(['memory', 'releases']);
  });

  it('[CI-GUIDE-RUN] each command judges its API and passes with no failure', () => {
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/[1-9]\d* passed, 0 failed/);
    }
  });
});
