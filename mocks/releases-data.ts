// @ts-nocheck -- This file only re-exports the JSON dataset under a declared type. With
// resolveJsonModule, type-checking the import makes tsc infer a literal type for ~1 MB of JSON,
// which added 2.5-3 s to every `tsc --noEmit` (measured); unchecked, it costs ~0.3 s of parsing.
// The dataset is checked at runtime instead: createReleasesEngine validates it, and
// releases-data.test.ts asserts both the data and the exported type.
// A plain JSON import with an import attribute works in Node 20.19+, Vite, and `tsc` builds
// (which copy the JSON into dist); a .js file with a .d.ts would not be emitted to dist.
import type { ReleasesData } from '../src/engine/releases/types.js';
import data from './data/releases.json' with { type: 'json' };

/**
 * The default releases dataset (`mocks/data/releases.json`): real package names, all three
 * source types, inactive sources, every event type and severity. Not yet validated: pass it to
 * `createReleasesEngine`, which validates it.
 * @see DESIGN.md "Behaviour the mocks must have" (releases dataset)
 */
export const defaultReleasesData: ReleasesData = data;
