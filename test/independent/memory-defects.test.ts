import { describe, expect, it } from 'vitest';
import { MEMORY_DEFECTS, MEMORY_QUIRKS } from './memory-defects.js';
import { MEMORY_DEFECT_PROBES, MEMORY_QUIRK_PROBES } from './memory-probes.js';
import { type IndependentMemoryOptions, startIndependentMemoryServer } from './memory-server.js';

async function withServer<T>(
  options: IndependentMemoryOptions,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const server = await startIndependentMemoryServer(options);
  try {
    return await run(server.url);
  } finally {
    await server.close();
  }
}

describe('independent memory server defects', () => {
  it('[IND-MEM-DEFECT-LIST] every listed defect has a probe and a one-line description', () => {
    expect(Object.keys(MEMORY_DEFECT_PROBES).sort()).toEqual(MEMORY_DEFECTS.map((d) => d.name).sort());
    for (const defect of MEMORY_DEFECTS) expect(defect.description).not.toMatch(/\n/);
  });

  for (const { name, description } of MEMORY_DEFECTS) {
    it(`[IND-MEM-DEFECT ${name}] ${description}`, async () => {
      const probe = MEMORY_DEFECT_PROBES[name];
      const options = probe.options ?? {};
      expect(await withServer(options, probe.holds), 'the rule holds on the correct server').toBe(true);
      const broken = await withServer({ ...options, defects: new Set([name]) }, probe.holds);
      expect(broken, 'the rule is broken with the defect on').toBe(false);
    });
  }

  for (const { name, description } of MEMORY_QUIRKS) {
    it(`[IND-MEM-QUIRK ${name}] ${description}`, async () => {
      const fires = MEMORY_QUIRK_PROBES[name];
      expect(await withServer({}, fires), 'the correct server does not show it').toBe(false);
      expect(await withServer({ quirks: new Set([name]) }, fires), 'the quirk shows it').toBe(true);
    });
  }
});
