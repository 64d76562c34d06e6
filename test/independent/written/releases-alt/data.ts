/** The dataset releases-alt serves: fixed sources and generated, deterministic events. */

export interface Source {
  id: number;
  name: string;
  type: string;
  target_identifier: string;
  official_website: string;
  github_url: string;
  docs_url: string;
  importance: string;
  is_active: boolean;
}

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
  /** Epoch milliseconds of release_date, for filtering. */
  at: number;
}

type Row = [number, string, string, string, string, string, boolean];

// id, name, type, target, github repo, importance, active
const ROWS: Row[] = [
  [11, 'React', 'npm', 'react', 'facebook/react', 'P0', true],
  [12, 'Django', 'pypi', 'django', 'django/django', 'P0', true],
  [14, 'Kubernetes', 'github_release', 'kubernetes/kubernetes', 'kubernetes/kubernetes', 'P0', true],
  [15, 'express', 'npm', 'express', 'expressjs/express', 'P1', true],
  [17, 'NumPy', 'pypi', 'numpy', 'numpy/numpy', 'P1', true],
  [18, 'Left Pad', 'npm', 'left-pad', 'left-pad/left-pad', 'P3', false],
  [21, 'Node.js', 'github_release', 'nodejs/node', 'nodejs/node', 'P0', true],
  [22, 'requests', 'pypi', 'requests', 'psf/requests', 'P2', true],
  [23, 'Angular.js', 'npm', 'angular', 'angular/angular.js', 'P3', false],
  [25, 'TypeScript', 'npm', 'typescript', 'microsoft/TypeScript', 'P1', true],
  [26, 'Terraform', 'github_release', 'hashicorp/terraform', 'hashicorp/terraform', 'P1', true],
  [28, 'Flask', 'pypi', 'flask', 'pallets/flask', 'P2', true],
  [30, 'Python 2', 'github_release', 'python/cpython-2', 'python/cpython', 'P3', false],
  [31, 'Vite', 'npm', 'vite', 'vitejs/vite', 'P2', true],
];

export const SOURCES: Source[] = ROWS.map(([id, name, type, target, repo, importance, active]) => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    type,
    target_identifier: target,
    official_website: `https://${slug}.example.org`,
    github_url: `https://github.com/${repo}`,
    docs_url: `https://docs.${slug}.example.org/`,
    importance,
    is_active: active,
  };
});

/** A small linear congruential generator, so the data is the same on every start. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TYPES = ['Release', 'Release', 'Release', 'Release', 'Deprecation', 'EOL'] as const;
const SEVERITIES = ['Info', 'Info', 'Warning', 'Danger'] as const;

function generateEvents(): ReleaseEvent[] {
  const random = generator(20_241_205);
  const events: ReleaseEvent[] = [];
  const start = Date.UTC(2022, 0, 1);
  const span = Date.UTC(2025, 9, 31) - start;
  let previous = start;
  for (let index = 0; index < 180; index += 1) {
    const source = SOURCES[Math.floor(random() * SOURCES.length)] as Source;
    // Every seventh event shares the previous event's instant, so the id tie-break matters.
    let at = index % 7 === 6 ? previous : start + Math.floor((random() * span) / 1000) * 1000;
    if (index % 11 === 0) at -= at % 86_400_000; // some events at midnight UTC
    previous = at;
    const eventType = TYPES[Math.floor(random() * TYPES.length)] as ReleaseEvent['event_type'];
    const severity = SEVERITIES[Math.floor(random() * SEVERITIES.length)] as ReleaseEvent['severity'];
    const version = `${1 + Math.floor(random() * 20)}.${Math.floor(random() * 12)}.${Math.floor(random() * 9)}`;
    const id = 5000 + index * 3;
    events.push({
      id,
      source_id: source.id,
      version,
      release_date: new Date(at).toISOString().replace('.000Z', 'Z'),
      event_type: eventType,
      severity,
      description: `${source.name} ${version}: ${eventType.toLowerCase()} event.`,
      release_notes_url: `${source.github_url}/releases/tag/v${version}`,
      announcement_url: `${source.official_website}/blog/${version}`,
      migration_guide_url: `${source.docs_url}migrate/${version}`,
      at,
    });
  }
  return events;
}

export const EVENTS: ReleaseEvent[] = generateEvents();
