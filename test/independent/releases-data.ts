/**
 * A small generated dataset for the independent release tracking server: 48 sources of four types
 * (some inactive) and 504 events of every event_type and severity, drawn from 36 release dates so
 * that many events share a date and ordering ties are exercised.
 */

/** A tracked dependency. */
export interface ReleaseSource {
  id: number;
  name: string;
  type: string;
  target_identifier: string;
  official_website: string;
  github_url: string;
  docs_url: string;
  importance: string;
  is_active: boolean;
  last_checked_at: string;
}

/** A lifecycle event (without its embedded source, added when served). */
export interface ReleaseEvent {
  id: number;
  source_id: number;
  version: string;
  release_date: string;
  event_type: 'Release' | 'Deprecation' | 'EOL';
  severity: 'Info' | 'Warning' | 'Danger';
  description: string;
  release_notes_url: string;
  announcement_url: string;
  migration_guide_url: string;
}

/** The whole dataset a server instance serves. */
export interface ReleaseDataset {
  sources: ReleaseSource[];
  events: ReleaseEvent[];
}

/** Event types of the document. */
export const EVENT_TYPES = ['Release', 'Deprecation', 'EOL'] as const;
/** Severities of the document. */
export const SEVERITIES = ['Info', 'Warning', 'Danger'] as const;

const CATALOGUE: Record<string, readonly string[]> = {
  npm: [
    'react',
    'vue',
    'express',
    'lodash',
    'axios',
    'next',
    'vite',
    'zod',
    'jest',
    'webpack',
    'esbuild',
    'rxjs',
    'pino',
    'koa',
  ],
  pypi: [
    'django',
    'flask',
    'numpy',
    'pandas',
    'requests',
    'fastapi',
    'pydantic',
    'scipy',
    'pytest',
    'celery',
    'sqlalchemy',
    'httpx',
  ],
  github_release: [
    'kubernetes',
    'terraform',
    'node',
    'deno',
    'bun',
    'rust',
    'go',
    'helm',
    'istio',
    'envoy',
    'grafana',
    'caddy',
  ],
  cargo: ['serde', 'tokio', 'clap', 'rayon', 'hyper', 'axum', 'anyhow', 'regex', 'reqwest', 'tracing'],
};

const IMPORTANCE = ['tier-1', 'tier-2', 'tier-3'] as const;

/**
 * A deterministic 32-bit generator (mulberry32): the same seed gives the same numbers in [0, 1) on
 * every run, so every run serves the same dataset. Also draws test/conformance/large-releases.ts.
 * @example const next = seededRandom(31); next(); // 0 <= n < 1
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function buildSources(): ReleaseSource[] {
  const sources: ReleaseSource[] = [];
  for (const [type, names] of Object.entries(CATALOGUE)) {
    for (const name of names) {
      const id = 101 + sources.length;
      sources.push({
        id,
        name: `${name} (${type})`,
        type,
        target_identifier: type === 'github_release' ? `${name}-org/${name}` : name,
        official_website: `https://${name}.example.org`,
        github_url: `https://github.com/${name}-org/${name}`,
        docs_url: `https://docs.${name}.example.org`,
        importance: IMPORTANCE[id % 3] ?? 'tier-3',
        // Every fifth source is no longer tracked.
        is_active: id % 5 !== 0,
        last_checked_at: '2025-01-15T08:00:00+00:00',
      });
    }
  }
  return sources;
}

/** 36 release dates, each shared by many events. */
function releaseDates(): string[] {
  const dates: string[] = [];
  for (let month = 1; month <= 12; month++) {
    for (const day of [3, 14, 25]) {
      dates.push(`2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00+00:00`);
    }
  }
  return dates;
}

/**
 * Generates the dataset. Event ids are assigned in shuffled order so that id order and date order
 * disagree, and event_type/severity cycle through all nine combinations.
 */
export function generateReleaseDataset(seed = 20240101, eventCount = 504): ReleaseDataset {
  const random = seededRandom(seed);
  const sources = buildSources();
  const dates = releaseDates();
  const ids = Array.from({ length: eventCount }, (_, index) => index + 1);
  for (let index = ids.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [ids[index], ids[swap]] = [ids[swap] as number, ids[index] as number];
  }
  const events = ids.map((id, index): ReleaseEvent => {
    const source = sources[Math.floor(random() * sources.length)] as ReleaseSource;
    const version = `${1 + (index % 7)}.${index % 13}.${Math.floor(random() * 20)}`;
    const eventType = EVENT_TYPES[index % 3] ?? 'Release';
    const site = source.official_website;
    return {
      id,
      source_id: source.id,
      version,
      release_date: dates[Math.floor(random() * dates.length)] as string,
      event_type: eventType,
      severity: SEVERITIES[Math.floor(index / 3) % 3] ?? 'Info',
      description: `${source.name} ${version}: ${eventType.toLowerCase()} notice`,
      release_notes_url: `${site}/releases/${version}`,
      announcement_url: `${site}/blog/${version}`,
      migration_guide_url: `${site}/migrate/${version}`,
    };
  });
  return { sources, events };
}
