import { readdir, readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { checksFor } from '../../conformance/checks/index.js';
import {
  memoryDefectVerdicts,
  memoryQuirkVerdicts,
  readVerdict,
  releasesDefectVerdicts,
  releasesQuirkVerdicts,
} from './independent-verdicts.js';
import { memoryAuthVariants } from './memory-auth-variants.js';
import { memoryFeedbackVariants } from './memory-feedback-variants.js';
import { memoryOtherVariants } from './memory-other-variants.js';
import { memoryResourceVariants } from './memory-resource-variants.js';
import { releasesVariants } from './releases-variants.js';
import { warningVariants } from './warning-variants.js';

const checks = [...checksFor('memory'), ...checksFor('releases')];
const verdicts = [...Object.values(memoryDefectVerdicts), ...Object.values(releasesDefectVerdicts)].map(
  readVerdict,
);

/** Every check some broken server makes fail: the kit's engines behind breakers, and the independent servers' defects. */
const provenToFail = new Set([
  ...[
    memoryAuthVariants,
    memoryResourceVariants,
    memoryFeedbackVariants,
    memoryOtherVariants,
    releasesVariants,
  ]
    .flat()
    .map((variant) => variant.check),
  ...verdicts.filter((verdict) => verdict.outcome === 'failed').map((verdict) => verdict.check),
  ...warningVariants.filter((variant) => variant.atKit === 'failed').map((variant) => variant.check),
]);

/** Every check some questionable server makes warn. */
const provenToWarn = new Set([
  ...Object.values(memoryQuirkVerdicts),
  ...Object.values(releasesQuirkVerdicts),
  ...verdicts.filter((verdict) => verdict.outcome === 'warned').map((verdict) => verdict.check),
  ...warningVariants.map((variant) => variant.check),
]);

test('every check is proven able to fail by a server broken for it', () => {
  expect(checks.map((check) => check.id).filter((id) => !provenToFail.has(id))).toEqual([]);
});

/** The ids of the checks whose code can warn: advisory checks, `ctx.warn` calls, and the JSON rule's advisory part. */
async function checksThatCanWarn(): Promise<string[]> {
  const ids = checks.filter((check) => check.advisory).map((check) => check.id);
  for (const api of ['memory', 'releases']) {
    const folder = new URL(`../../conformance/checks/${api}/`, import.meta.url);
    for (const name of await readdir(folder)) {
      if (!name.endsWith('.ts')) continue;
      const text = await readFile(new URL(name, folder), 'utf8');
      const id = /id: '([A-Z0-9-]+)'/.exec(text)?.[1];
      if (id && (text.includes('ctx.warn(') || text.includes("checkRecordedResponses(ctx, 'json'")))
        ids.push(id);
    }
  }
  return ids;
}

test('every warning a check can raise is proven to fire', async () => {
  const canWarn = await checksThatCanWarn();
  expect(canWarn.length).toBeGreaterThan(8);
  expect(canWarn.filter((id) => !provenToWarn.has(id))).toEqual([]);
});
