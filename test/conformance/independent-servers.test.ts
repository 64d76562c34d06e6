import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConformanceOptions } from '../../conformance/options.js';
import { runConformance } from '../../conformance/run-conformance.js';
import type { CheckResult } from '../../conformance/vocabulary.js';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import type { MemoryDefectName, MemoryQuirkName } from '../independent/memory-defects.js';
import { startIndependentMemoryServer } from '../independent/memory-server.js';
import type { ReleasesDefectName, ReleasesQuirkName } from '../independent/releases-defects.js';
import {
  type RunningReleasesServer,
  startIndependentReleasesServer,
} from '../independent/releases-server.js';
import {
  memoryDefectVerdicts,
  memoryQuirkVerdicts,
  readVerdict,
  releasesDefectVerdicts,
  releasesQuirkVerdicts,
} from './independent-verdicts.js';

/** The independent memory server's own tenants (test/independent/README.md), every option on. */
const memoryRun: Omit<ConformanceOptions, 'baseUrl'> = {
  api: 'memory',
  apiKey: 'indep-key-acme',
  workspace: 'ws-1',
  otherWorkspace: 'ws-2',
  deniedWorkspace: 'ws-denied',
  blockedApiKey: 'indep-key-blocked',
  checkout: true,
  rateLimit: true,
  rateLimitBurst: 800,
  timeoutMs: 5_000,
  // Every option given, the response-time budget too (one no local response comes near).
  maxResponseTimeMs: 60_000,
  redactSecrets: false,
};

// Room for the suite's own traffic in one window, never for that plus the burst.
const rateLimit = { limit: 500, windowMs: 60_000 };

const describeResults = (results: readonly CheckResult[]) =>
  results
    .filter((result) => result.status === 'failed' || result.status === 'warned')
    .map((result) => `${result.id} ${result.status}: ${JSON.stringify(result.failure ?? result.warnings)}`)
    .join('\n');

describe.concurrent('servers written from the API documents alone, with their own choices', () => {
  test('the correct memory server passes the documented level: no failure, no warning', {
    timeout: 120_000,
  }, async () => {
    const server = await startIndependentMemoryServer({ rateLimit });
    try {
      const report = await runConformance({ ...memoryRun, baseUrl: server.url });
      expect(report.unjudgeable).toBeUndefined();
      expect(describeResults(report.results)).toBe('');
      const skipped = report.results.filter((result) => result.status === 'skipped');
      expect(skipped.every((result) => result.level === 'kit')).toBe(true);
    } finally {
      await server.close();
    }
  });

  test('the correct releases server passes the documented level: no failure, no warning', {
    timeout: 120_000,
  }, async () => {
    const server = await startIndependentReleasesServer();
    try {
      const report = await runConformance({ api: 'releases', baseUrl: server.url, timeoutMs: 5_000 });
      expect(report.unjudgeable).toBeUndefined();
      expect(describeResults(report.results)).toBe('');
    } finally {
      await server.close();
    }
  });
});

async function judgeMemory(
  verdict: string,
  toggles: { defects?: Set<MemoryDefectName>; quirks?: Set<MemoryQuirkName> },
) {
  const { check, level } = readVerdict(verdict);
  const limited = check.startsWith('MEM-RATE-LIMIT');
  const server = await startIndependentMemoryServer({
    ...toggles,
    rateLimit: limited ? { limit: 30, windowMs: 60_000 } : rateLimit,
  });
  try {
    return await runConformance({ ...memoryRun, baseUrl: server.url, level, only: [check] });
  } finally {
    await server.close();
  }
}

let releases: Map<string, RunningReleasesServer>;
async function judgeReleases(
  verdict: string,
  toggles: { defects?: Set<ReleasesDefectName>; quirks?: Set<ReleasesQuirkName> },
) {
  const { check, level } = readVerdict(verdict);
  const server = await startIndependentReleasesServer(toggles);
  releases.set(verdict + JSON.stringify([...(toggles.defects ?? []), ...(toggles.quirks ?? [])]), server);
  return runConformance({ api: 'releases', baseUrl: server.url, level, only: [check], timeoutMs: 5_000 });
}

beforeAll(() => {
  releases = new Map();
});
afterAll(async () => {
  await Promise.all([...releases.values()].map((server) => server.close()));
});

function expectVerdict(verdict: string, report: Awaited<ReturnType<typeof runConformance>>): void {
  const { check, outcome } = readVerdict(verdict);
  expect(report.unjudgeable, JSON.stringify(report.unjudgeable)).toBeUndefined();
  const result = report.results[0];
  expect(result?.id).toBe(check);
  expect(result?.status, JSON.stringify(result)).toBe(outcome);
  const finding = outcome === 'failed' ? result?.failure : result?.warnings?.[0];
  expect(finding?.expected).toBeTruthy();
  expect(finding?.received).toBeTruthy();
}

describe.concurrent('each defect of the independent memory server fails the check meant for it', () => {
  test.for(Object.entries(memoryDefectVerdicts))(
    '%s → %s',
    { timeout: 60_000 },
    async ([defect, verdict]) => {
      expectVerdict(verdict, await judgeMemory(verdict, { defects: new Set([defect as MemoryDefectName]) }));
    },
  );
  test.for(Object.entries(memoryQuirkVerdicts))(
    'quirk %s warns in %s',
    { timeout: 60_000 },
    async ([quirk, check]) => {
      expectVerdict(
        `warn ${check}`,
        await judgeMemory(check, { quirks: new Set([quirk as MemoryQuirkName]) }),
      );
    },
  );
});

describe.concurrent('each defect of the independent releases server fails the check meant for it', () => {
  test.for(Object.entries(releasesDefectVerdicts))(
    '%s → %s',
    { timeout: 60_000 },
    async ([defect, verdict]) => {
      expectVerdict(
        verdict,
        await judgeReleases(verdict, { defects: new Set([defect as ReleasesDefectName]) }),
      );
    },
  );
  test.for(Object.entries(releasesQuirkVerdicts))(
    'quirk %s warns in %s',
    { timeout: 60_000 },
    async ([quirk, check]) => {
      expectVerdict(
        `warn ${check}`,
        await judgeReleases(check, { quirks: new Set([quirk as ReleasesQuirkName]) }),
      );
    },
  );
});

test('a wrong key or a denied workspace exits 3 with one line naming the problem', {
  timeout: 60_000,
}, async () => {
  const server = await startIndependentMemoryServer({ rateLimit });
  try {
    for (const [credentials, problem] of [
      [['--api-key', 'not-a-key', '--workspace', 'ws-1'], 'key-rejected'],
      [['--api-key', 'indep-key-acme', '--workspace', 'ws-denied'], 'workspace-denied'],
      [['--api-key', 'indep-key-blocked', '--workspace', 'ws-1'], 'billing-blocked'],
    ] as const) {
      const lines: string[] = [];
      const io = {
        stdout: { write: () => {} },
        stderr: { write: (text: string) => void lines.push(text) },
        env: {},
      };
      expect(await runConformanceCommand(['memory', '--base-url', server.url, ...credentials], io)).toBe(3);
      expect(lines.join('').trim().split('\n')).toEqual([expect.stringContaining(`(${problem})`)]);
    }
  } finally {
    await server.close();
  }
});
