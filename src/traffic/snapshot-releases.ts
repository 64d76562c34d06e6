import { inertJson } from '../client/inert-text.js';
import type { EventRecord, ReleasesData, SourceRecord } from '../engine/releases/types.js';
import { validateReleasesData } from '../engine/releases/validate-releases-data.js';
import { createPoliteFetch, type PoliteGet, type PoliteOptions } from './polite-fetch.js';
import {
  dropProgress,
  readProgress,
  type SnapshotProgress,
  saveProgress,
  writeAtomically,
} from './snapshot-progress.js';

/** Options of {@link snapshotReleases}. */
export interface SnapshotOptions {
  /** The deployment, e.g. `https://releases.example.com` (no trailing slash). */
  baseUrl: string;
  /** The dataset file to write. */
  out: string;
  /** Most requests per second. */
  rate: number;
  /** Continue from `<out>.partial` instead of starting again. */
  resume?: boolean;
  fetch?: typeof fetch;
  sleep?: PoliteOptions['sleep'];
  now?: PoliteOptions['now'];
  /** The User-Agent sent, e.g. `contract-kit/0.1.0 snapshot`. */
  userAgent?: string;
  /** Progress lines (one per page, retries, dropped records). */
  log?: (line: string) => void;
}

/** What a snapshot wrote. */
export interface SnapshotResult {
  data: ReleasesData;
  /** Requests sent by this run (a resumed run sends only the missing pages). */
  requests: number;
  /** Events dropped because their source is not listed by /api/v1/sources. */
  dropped: number;
  resumed: boolean;
}

const sourceKeys = ['id', 'name', 'type', 'target_identifier', 'official_website', 'github_url', 'docs_url'];
const sourceFields = [...sourceKeys, 'importance', 'is_active'] as const;
const eventFields = [
  ...['id', 'source_id', 'version', 'release_date', 'event_type', 'severity', 'description'],
  ...['release_notes_url', 'announcement_url', 'migration_guide_url'],
] as const;

/** The dataset's fields of a served record: the embedded `sources` summary and any extras go. */
function pick<T>(record: Record<string, unknown>, fields: readonly string[]): T {
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]])) as T;
}

/** The list endpoint and dataset key of each phase. */
const phases = {
  sources: { path: '/api/v1/sources?active_only=false&', fields: sourceFields },
  events: { path: '/api/v1/events?', fields: eventFields },
} as const;

/** Reads one phase page by page from `progress.offset`, saving progress after every page. */
async function walk(
  phase: 'sources' | 'events',
  progress: SnapshotProgress,
  get: PoliteGet,
  options: SnapshotOptions,
) {
  const { path, fields } = phases[phase];
  const list = progress[phase] as { id: number }[];
  const seen = new Set(list.map((record) => record.id));
  for (;;) {
    const url = `${options.baseUrl}${path}limit=100&offset=${progress.offset}`;
    const page = (await get(url)) as Record<string, unknown>;
    const records = page[phase];
    const total = (page.pagination as { total?: unknown } | undefined)?.total;
    if (!Array.isArray(records) || typeof total !== 'number')
      throw new Error(`GET ${url}: expected {${phase}: [...], pagination: {total}}`);
    // Ids already held are skipped: a record published meanwhile shifts later pages by one.
    for (const record of records as Record<string, unknown>[]) {
      if (seen.has(Number(record.id))) continue;
      seen.add(Number(record.id));
      list.push(pick(record, fields));
    }
    progress.offset += records.length;
    progress.totals[phase] = total;
    options.log?.(`${phase}: ${list.length} of ${total}`);
    const done = records.length === 0 || progress.offset >= total;
    if (done) Object.assign(progress, { phase: phase === 'sources' ? 'events' : 'done', offset: 0 });
    await saveProgress(options.out, progress);
    if (done) return;
  }
}

/**
 * Copies a releases deployment into a dataset file that `--releases-data` and the msw handlers
 * accept: every source (`active_only=false`) and every event, 100 a page, at most `rate`
 * requests a second. Progress is saved to `<out>.partial` after every page, so an interrupted
 * run continues with `resume`. The dataset is checked with the engine's own validator before
 * it is written; the progress file is removed once it is.
 * @example await snapshotReleases({ baseUrl: 'https://releases.example.com', out: 'releases.json', rate: 2 })
 */
export async function snapshotReleases(options: SnapshotOptions): Promise<SnapshotResult> {
  const saved = options.resume ? await readProgress(options.out, options.baseUrl) : undefined;
  const progress: SnapshotProgress = saved ?? {
    ...{ baseUrl: options.baseUrl, phase: 'sources', offset: 0 },
    ...{ sources: [], events: [], totals: {} },
  };
  let requests = 0;
  const polite = createPoliteFetch({
    rate: options.rate,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    onRetry: (url, reason, ms) => options.log?.(`retrying ${url} in ${ms} ms (${reason})`),
  });
  const get: PoliteGet = (url) => {
    requests++;
    return polite(url);
  };
  if (progress.phase === 'sources') await walk('sources', progress, get, options);
  if (progress.phase === 'events') await walk('events', progress, get, options);
  const sourceIds = new Set(progress.sources.map((source) => source.id));
  const events = progress.events.filter((event) => sourceIds.has(event.source_id));
  const dropped = progress.events.length - events.length;
  if (dropped > 0) options.log?.(`dropped ${dropped} events whose source /api/v1/sources does not list`);
  let data: ReleasesData;
  try {
    data = validateReleasesData({
      sources: progress.sources as SourceRecord[],
      events: events as EventRecord[],
    });
  } catch (error) {
    // The progress file stays, so the pages need not be fetched again once the cause is known.
    throw new Error(`the deployment's data is not a valid dataset: ${(error as Error).message}`);
  }
  // The deployment's text, kept as it came but with inert bytes: the file is shown in diffs and logs.
  await writeAtomically(options.out, `${inertJson(JSON.stringify(data, null, 1))}\n`);
  await dropProgress(options.out);
  return { data, requests, dropped, resumed: saved !== undefined };
}
