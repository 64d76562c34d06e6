import { describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import type { Engine } from '../../src/engine/engine.js';
import { memoryEngine, memoryRun, releasesEngine, releasesRun } from './engines.js';
import { memoryAuthVariants } from './memory-auth-variants.js';
import { memoryFeedbackVariants } from './memory-feedback-variants.js';
import { memoryOtherVariants } from './memory-other-variants.js';
import { memoryResourceVariants } from './memory-resource-variants.js';
import { releasesVariants } from './releases-variants.js';
import { serveEngine } from './serve-engine.js';
import type { Variant } from './variant.js';

const memoryVariants = [
  ...memoryAuthVariants,
  ...memoryResourceVariants,
  ...memoryFeedbackVariants,
  ...memoryOtherVariants,
];

// Reads only, so all releases variants can share one engine (and its one dataset validation).
let sharedReleases: Engine | undefined;
function releases(): Engine {
  sharedReleases ??= releasesEngine();
  return sharedReleases;
}

/** Serves the variant and runs only the check meant to catch it. */
async function judge(variant: Variant, api: 'memory' | 'releases') {
  const engine = api === 'memory' ? memoryEngine(variant.rateLimit ?? false) : releases();
  const served = await serveEngine(engine, variant.breaker(engine));
  try {
    const base = api === 'memory' ? memoryRun : releasesRun;
    const { results, unjudgeable } = await runConformance({
      ...base,
      ...variant.options,
      baseUrl: served.url,
      only: [variant.check],
    });
    expect(unjudgeable, `${variant.name}: the preflight must pass`).toBeUndefined();
    return results[0];
  } finally {
    await served.close();
  }
}

describe.concurrent('each broken memory server is caught by the check meant for it', () => {
  test.for(memoryVariants.map((v) => [v.name, v] as const))('%s', async ([, variant]) => {
    const result = await judge(variant, 'memory');
    expect(result?.id).toBe(variant.check);
    expect(result?.status, JSON.stringify(result)).toBe('failed');
    expect(result?.failure?.expected).toBeTruthy();
    expect(result?.failure?.received).toBeTruthy();
  });
});

describe.concurrent('each broken releases server is caught by the check meant for it', () => {
  test.for(releasesVariants.map((v) => [v.name, v] as const))('%s', async ([, variant]) => {
    const result = await judge(variant, 'releases');
    expect(result?.id).toBe(variant.check);
    expect(result?.status, JSON.stringify(result)).toBe('failed');
    expect(result?.failure?.curl).toMatch(/^curl /);
  });
});

test('the variants break at least 30 rules, each one check', () => {
  const all = [...memoryVariants, ...releasesVariants];
  expect(all.length).toBeGreaterThanOrEqual(30);
  expect(new Set(all.map((variant) => variant.name)).size).toBe(all.length);
});
