import { describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import type { Level } from '../../conformance/vocabulary.js';
import type { Engine } from '../../src/engine/engine.js';
import { memoryEngine, memoryRun, releasesEngine, releasesRun } from './engines.js';
import { serveEngine } from './serve-engine.js';
import { type WarningVariant, warningVariants } from './warning-variants.js';

async function judge(variant: WarningVariant, level: Level) {
  const engine: Engine = variant.api === 'memory' ? memoryEngine() : releasesEngine();
  const served = await serveEngine(engine, variant.breaker);
  try {
    const base = variant.api === 'memory' ? memoryRun : releasesRun;
    const { results } = await runConformance({ ...base, baseUrl: served.url, level, only: [variant.check] });
    return results[0];
  } finally {
    await served.close();
  }
}

describe.concurrent('questionable behaviour warns at the documented level', () => {
  test.for(warningVariants.map((variant) => [variant.name, variant] as const))('%s', async ([, variant]) => {
    const documented = await judge(variant, 'documented');
    expect(documented?.status, JSON.stringify(documented)).toBe('warned');
    expect(documented?.warnings?.[0]?.curl).toMatch(/^curl /);
    const kit = await judge(variant, 'kit');
    expect(kit?.status, JSON.stringify(kit)).toBe(variant.atKit);
  });
});
