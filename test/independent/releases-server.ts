/**
 * An independent Dependency Release Tracking API, written from the releases API document alone,
 * used to judge the conformance suite against a server the kit did not shape.
 *
 * CHOICES: where the document says "not shown" or is silent, this server takes a legitimate choice,
 * different from the most obvious one where reasonable; one line each:
 * - Every success answers 200.
 * - Error bodies are `{detail: string}` (error bodies are not shown).
 * - limit above 100 or below 1 answers 400 (not clamped); a non-integer limit or offset answers 422.
 * - A negative offset answers 422; an offset past the end answers 200 with an empty page.
 * - Invalid start_date/end_date answer 422; unknown event_type/severity values answer 422.
 * - event_type and severity filters match case-insensitively (severity=danger is Danger).
 * - start_date and end_date are both inclusive; a date-only end_date covers that whole day.
 * - A datetime without zone is UTC; start_date after end_date answers 200 with no events.
 * - active_only accepts true/false/1/0 in any case; other values answer 422.
 * - Events default limit is 20 (on /events and /sources/{id}/events).
 * - Events are ordered by release_date descending, then id descending.
 * - Sources are ordered by name ascending, then id ascending; source ids start at 101.
 * - release_date is written with a +00:00 offset (e.g. 2024-03-14T12:00:00+00:00), not Z.
 * - importance values are tier-1, tier-2, tier-3; a fourth source type, cargo, exists.
 * - Unknown source id on /sources/{id}/events answers 404 {detail}; a non-integer id answers 422.
 * - /sources/{id}/events applies severity, limit and offset only; other filters are ignored there.
 * - Events of inactive sources are listed by /events and /sources/{id}/events.
 * - An unknown source_id filter on /events, or an unknown type on /sources, answers 200 with an empty page.
 * - Extra response fields: sources carry last_checked_at; pagination carries next_offset.
 * - GET /api/v1 answers {service, api_version, endpoints: [{method, path, description}]}.
 * - Methods other than GET answer 405 {detail}; unknown paths 404 {detail}.
 */
import type { IncomingMessage } from 'node:http';
import {
  decodeSegment,
  JSON_TYPE,
  listenLoopback,
  type Reply,
  type RunningServer,
  splitTarget,
} from './http-util.js';
import { generateReleaseDataset, type ReleaseDataset } from './releases-data.js';
import type { ReleasesDefectName, ReleasesQuirkName, ReleasesToggles } from './releases-defects.js';
import { QueryError } from './releases-query.js';
import {
  listEvents,
  listSourceEvents,
  listSources,
  type RouteOutcome,
  type RoutesContext,
} from './releases-routes.js';

/** Options of the independent releases server; every field is optional. */
export interface IndependentReleasesOptions {
  /** Dataset to serve; defaults to generateReleaseDataset(). */
  data?: ReleaseDataset;
  /** Deliberate breakages of documented rules (RELEASES_DEFECTS). */
  defects?: ReadonlySet<ReleasesDefectName>;
  /** Questionable-but-allowed behaviours (RELEASES_QUIRKS). */
  quirks?: ReadonlySet<ReleasesQuirkName>;
}

/** A running releases server and the dataset it serves. */
export interface RunningReleasesServer extends RunningServer {
  data: ReleaseDataset;
}

const API_INFO = {
  service: 'dependency-release-tracking',
  api_version: '1.0.0',
  endpoints: [
    { method: 'GET', path: '/api/v1/sources', description: 'tracked dependencies' },
    { method: 'GET', path: '/api/v1/events', description: 'release, deprecation and EOL events' },
    { method: 'GET', path: '/api/v1/sources/{id}/events', description: 'events of one source' },
  ],
};

type Endpoint = 'info' | 'sources' | 'events' | 'source-events' | 'other';

/** Formats a query error; the error-shapes-vary quirk changes the body per endpoint. */
function errorBody(error: QueryError, endpoint: Endpoint, toggles: ReleasesToggles): Reply {
  if (!toggles.quirks.has('error-shapes-vary'))
    return { status: error.status, body: { detail: error.detail } };
  if (endpoint === 'sources') return { status: error.status, body: { error: error.detail } };
  if (endpoint === 'source-events')
    return { status: error.status, body: { message: error.detail, code: error.status } };
  return { status: error.status, body: { detail: error.detail } };
}

function route(ctx: RoutesContext, path: string, query: URLSearchParams): [Endpoint, RouteOutcome] {
  if (path === '/api/v1' && !ctx.defects.has('api-info-missing'))
    return ['info', { status: 200, body: API_INFO }];
  if (path === '/api/v1/sources') return ['sources', listSources(ctx, query)];
  if (path === '/api/v1/events') return ['events', listEvents(ctx, query)];
  const match = path.match(/^\/api\/v1\/sources\/([^/]+)\/events$/);
  if (match?.[1] !== undefined)
    return ['source-events', listSourceEvents(ctx, decodeSegment(match[1]), query)];
  return ['other', new QueryError(404, `no route for ${path}`)];
}

/**
 * Starts the server on 127.0.0.1, port 0.
 *
 * @example
 * const releases = await startIndependentReleasesServer();
 * const page = await (await fetch(`${releases.url}/api/v1/events?severity=Danger&limit=5`)).json();
 * await releases.close();
 */
export async function startIndependentReleasesServer(
  options: IndependentReleasesOptions = {},
): Promise<RunningReleasesServer> {
  const data = options.data ?? generateReleaseDataset();
  const ctx: RoutesContext = {
    data,
    defects: options.defects ?? new Set(),
    quirks: options.quirks ?? new Set(),
  };
  const handle = (req: IncomingMessage): Reply => {
    const { path, query } = splitTarget(req);
    if (req.method !== 'GET') return errorBody(new QueryError(405, 'only GET is supported'), 'other', ctx);
    const [endpoint, outcome] = route(ctx, path, query);
    return outcome instanceof QueryError ? errorBody(outcome, endpoint, ctx) : outcome;
  };
  const contentType = ctx.defects.has('json-content-type-missing') ? 'text/plain; charset=utf-8' : JSON_TYPE;
  const server = await listenLoopback(handle, () => ({ contentType }));
  return { ...server, data };
}
