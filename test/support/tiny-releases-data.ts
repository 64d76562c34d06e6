import type { EventRecord, ReleasesData, SourceRecord } from '../../src/engine/releases/types.js';

const source = (
  id: number,
  name: string,
  type: string,
  is_active: boolean,
  site: string | null,
): SourceRecord => ({
  id,
  name,
  type,
  target_identifier: name.toLowerCase(),
  official_website: site,
  github_url: site === null ? null : `https://github.com/example/${name.toLowerCase()}`,
  docs_url: null,
  importance: is_active ? 'high' : 'low',
  is_active,
});

const event = (
  id: number,
  source_id: number,
  version: string,
  release_date: string,
  event_type: EventRecord['event_type'],
  severity: EventRecord['severity'],
): EventRecord => ({
  id,
  source_id,
  version,
  release_date,
  event_type,
  severity,
  description: `${version} (${event_type})`,
  release_notes_url: `https://example.com/notes/${id}`,
  announcement_url: null,
  migration_guide_url: null,
});

/**
 * A tiny hand-made dataset for unit tests and as an example of the `--releases-data` format.
 * Events are deliberately out of order, and three share one release_date (2024-04-01T00:00:00Z)
 * so that the id tie-break is exercised.
 */
export const tinyReleasesData: ReleasesData = {
  sources: [
    source(3, 'Kubernetes', 'github_release', true, 'https://kubernetes.io'),
    source(1, 'React', 'npm', true, 'https://react.dev'),
    source(2, 'Django', 'pypi', true, 'https://www.djangoproject.com'),
    source(4, 'Left-pad', 'npm', false, null),
  ],
  events: [
    event(1, 1, '18.0.0', '2022-03-29T15:00:00Z', 'Release', 'Info'),
    event(2, 1, '18.3.0', '2024-04-25T17:00:00Z', 'Release', 'Warning'),
    event(3, 1, '19.0.0', '2024-12-05T17:00:00Z', 'Release', 'Warning'),
    event(4, 2, '4.2.0', '2023-04-03T12:00:00Z', 'Release', 'Info'),
    event(5, 2, '3.2.25', '2024-04-01T00:00:00Z', 'EOL', 'Danger'),
    event(6, 2, '5.0.0', '2023-12-04T09:00:00Z', 'Release', 'Info'),
    event(7, 3, '1.29.0', '2023-12-13T20:00:00Z', 'Release', 'Info'),
    event(8, 3, '1.26.0', '2024-02-28T00:00:00Z', 'EOL', 'Danger'),
    event(9, 4, '1.3.0', '2024-04-01T00:00:00Z', 'Deprecation', 'Warning'),
    event(10, 1, '17.0.2', '2024-04-01T00:00:00Z', 'Deprecation', 'Warning'),
    event(11, 3, '1.30.0', '2024-04-17T18:00:00Z', 'Release', 'Info'),
    event(12, 2, '4.2.11', '2024-03-04T10:00:00Z', 'Release', 'Info'),
  ],
};
