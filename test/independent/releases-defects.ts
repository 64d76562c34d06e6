/**
 * Named deliberate breakages of the independent release tracking server. Each defect breaks a rule
 * the releases document states or plainly implies; each quirk is questionable behaviour the document
 * does not forbid. All are off unless listed in the server's options.
 */

/** Defects: documented or plainly implied rules, broken on purpose. */
export const RELEASES_DEFECTS = [
  { name: 'limit-not-capped', description: 'limit above 100 is served with more than 100 records' },
  { name: 'active-default-false', description: 'active_only defaults to false (inactive sources listed)' },
  {
    name: 'inactive-in-default',
    description: 'active_only=true, explicit or default, still lists inactive sources',
  },
  { name: 'sources-default-limit-wrong', description: 'sources limit defaults to 20 instead of 50' },
  { name: 'sources-type-filter-ignored', description: 'the sources type filter is ignored' },
  { name: 'total-page-length', description: 'pagination.total is the number of records on the page' },
  {
    name: 'total-ignores-filters',
    description: 'pagination.total counts every record, not the matching ones',
  },
  {
    name: 'pagination-echo-wrong',
    description: 'pagination.limit and offset do not report the applied values',
  },
  { name: 'unstable-order', description: 'records with equal release_date come in random order per request' },
  { name: 'offset-ignored', description: 'offset is ignored (every page starts at the first record)' },
  {
    name: 'offset-off-by-one',
    description: 'a page at a non-zero offset starts one record late, so paging skips records',
  },
  { name: 'filter-severity-ignored', description: 'the events severity filter is ignored' },
  { name: 'filter-event-type-ignored', description: 'the events event_type filter is ignored' },
  { name: 'filter-source-id-ignored', description: 'the events source_id filter is ignored' },
  { name: 'dates-exclusive', description: 'start_date and end_date bounds are exclusive' },
  { name: 'date-filters-ignored', description: 'start_date and end_date are ignored' },
  { name: 'embedded-source-missing', description: 'events carry no embedded sources object' },
  { name: 'embedded-source-mismatch', description: 'the embedded sources object is another source' },
  { name: 'source-events-wrong-source', description: '/sources/{id}/events serves events of every source' },
  { name: 'source-events-severity-ignored', description: '/sources/{id}/events ignores severity' },
  { name: 'server-error-bad-limit', description: 'a non-integer limit such as limit=abc answers 500' },
  { name: 'server-error-unknown-source', description: '/sources/{id}/events for an unknown id answers 500' },
  { name: 'api-info-missing', description: 'GET /api/v1 answers 404' },
  { name: 'json-content-type-missing', description: 'responses are labelled text/plain' },
] as const;

/** Name of a releases defect. */
export type ReleasesDefectName = (typeof RELEASES_DEFECTS)[number]['name'];

/** Quirks: behaviour a careful reviewer would question but the document does not forbid. */
export const RELEASES_QUIRKS = [
  { name: 'unknown-enum-filter-ignored', description: 'event_type=Foo or severity=Foo serves everything' },
  { name: 'negative-offset-served', description: 'a negative offset is served as 0' },
  { name: 'unknown-source-200', description: '/sources/{unknown}/events answers 200 with no events' },
  { name: 'error-shapes-vary', description: 'error bodies differ from one endpoint to the next' },
  { name: 'invalid-date-ignored', description: 'an unparseable start_date or end_date is ignored' },
] as const;

/** Name of a releases quirk. */
export type ReleasesQuirkName = (typeof RELEASES_QUIRKS)[number]['name'];

/** The toggles handlers consult. */
export interface ReleasesToggles {
  defects: ReadonlySet<ReleasesDefectName>;
  quirks: ReadonlySet<ReleasesQuirkName>;
}
