import { describe, expect, it } from 'vitest';
import { generateReleaseDataset } from './releases-data.js';
import { RELEASES_DEFECTS, RELEASES_QUIRKS } from './releases-defects.js';
import { RELEASES_DEFECT_PROBES, RELEASES_QUIRK_PROBES } from './releases-probes.js';
import { type IndependentReleasesOptions, startIndependentReleasesServer } from './releases-server.js';

const data = generateReleaseDataset();

async function withServer<T>(
  options: IndependentReleasesOptions,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const server = await startIndependentReleasesServer({ ...options, data });
  try {
    return await run(server.url);
  } finally {
    await server.close();
  }
}

describe('independent releases server defects', () => {
  it('[IND-REL-DEFECT-LIST] every listed defect has a probe and a one-line description', () => {
    expect(Object.keys(RELEASES_DEFECT_PROBES).sort()).toEqual(RELEASES_DEFECTS.map((d) => d.name).sort());
    for (const defect of RELEASES_DEFECTS) expect(defect.description).not.toMatch(/\n/);
  });

  for (const { name, description } of RELEASES_DEFECTS) {
    it(`[IND-REL-DEFECT ${name}] ${description}`, async () => {
      const holds = (url: string) => RELEASES_DEFECT_PROBES[name](url, data);
      expect(await withServer({}, holds), 'the rule holds on the correct server').toBe(true);
      expect(
        await withServer({ defects: new Set([name]) }, holds),
        'the rule is broken with the defect on',
      ).toBe(false);
    });
  }

  for (const { name, description } of RELEASES_QUIRKS) {
    it(`[IND-REL-QUIRK ${name}] ${description}`, async () => {
      const fires = RELEASES_QUIRK_PROBES[name];
      expect(await withServer({}, fires), 'the correct server does not show it').toBe(false);
      expect(await withServer({ quirks: new Set([name]) }, fires), 'the quirk shows it').toBe(true);
    });
  }
});
