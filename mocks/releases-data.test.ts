import { describe, expect, expectTypeOf, it } from 'vitest';
import { createReleasesEngine } from '../src/engine/releases/create-releases-engine.js';
import { eventTypes, type ReleasesData, severities } from '../src/engine/releases/types.js';
import { validateReleasesData } from '../src/engine/releases/validate-releases-data.js';
import { defaultReleasesData } from './releases-data.js';

// releases-data.ts is not type-checked (see there), so its type and its data are checked here.
describe('defaultReleasesData', () => {
  it('[DATA-DEFAULT] has the declared type', () => {
    expectTypeOf(defaultReleasesData).toEqualTypeOf<ReleasesData>();
  });

  it('[DATA-DEFAULT] is a valid dataset with what the design asks for', () => {
    const data = validateReleasesData(defaultReleasesData);
    expect(new Set(data.sources.map((s) => s.type))).toEqual(new Set(['npm', 'pypi', 'github_release']));
    expect(data.sources.some((s) => !s.is_active)).toBe(true);
    expect(new Set(data.events.map((e) => e.event_type))).toEqual(new Set(eventTypes));
    expect(new Set(data.events.map((e) => e.severity))).toEqual(new Set(severities));
  });

  it('[DATA-DEFAULT] is served: more than one page, limit clamped, totals exact', async () => {
    const engine = createReleasesEngine({ data: defaultReleasesData });
    const query = new URLSearchParams('limit=1000&offset=0');
    const response = await engine.handle({
      method: 'GET',
      path: '/api/v1/events',
      query,
      headers: {},
      body: null,
      origin: 'http://127.0.0.1:4011',
    });
    const body = response.body as { events: unknown[]; pagination: { limit: number; total: number } };
    expect(body.events).toHaveLength(100);
    expect(body.pagination).toMatchObject({ limit: 100, total: defaultReleasesData.events.length });
  });
});
