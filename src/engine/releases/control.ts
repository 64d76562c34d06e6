import { ApiError } from '../http/pipeline/api-error.js';
import { type ControlHandler, renderError } from '../http/pipeline/create-app.js';
import { bodyLimits, parseJsonBody } from '../http/pipeline/json-body.js';
import type { EngineRequest, EngineResponse } from '../http/pipeline/types.js';
import { nowUtc } from './dates.js';
import type { ReleasesStore } from './releases-store.js';
import type { EventRecord, EventType, ReleasesData, ServedEvent } from './types.js';
import { validateEventRecord, validateReleasesData } from './validate-releases-data.js';

/** What the control surface may do to a releases engine. */
export interface ReleasesControlTarget {
  current(): ReleasesStore;
  addEvent(event: EventRecord): ServedEvent;
  reset(): void;
  replaceData(data: ReleasesData): void;
}

const json = { 'content-type': 'application/json' } as const;
const ok = (status: number, body: unknown): EngineResponse => ({ status, headers: { ...json }, body });

/** The severity an added event gets when none is given: what such an event usually carries. */
const defaultSeverity: Record<EventType, string> = { Release: 'Info', Deprecation: 'Warning', EOL: 'Danger' };
const defaultDescription: Record<EventType, string> = {
  Release: 'was released',
  Deprecation: 'is deprecated',
  EOL: 'has reached end of life',
};

/**
 * Runs a control call and answers its documented failures in the API's error shape. Anything
 * else is a bug of the mock and goes on to the core, which logs it and answers a 500.
 */
function guarded(run: (request: EngineRequest) => EngineResponse): ControlHandler {
  return (request) => {
    try {
      return run(request);
    } catch (error) {
      if (error instanceof ApiError) return renderError(error);
      throw error;
    }
  };
}

/** Runs a validator whose plain Errors name the field: a failure is the caller's 400. */
function validated<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    throw new ApiError('bad_request', error instanceof Error ? error.message : String(error));
  }
}

function readObjectBody(request: EngineRequest): Record<string, unknown> {
  const body = parseJsonBody(request.body ?? '', request.bodyTooLarge, bodyLimits.maxControlBytes);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('bad_request', 'body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Builds a complete event from a partial one: `source_id` and `version` are required; the type
 * defaults to Release, the severity to what that type usually carries, the date to now, the URLs
 * to null. The result is validated like a dataset record, so messages name the field.
 */
export function completeEvent(body: Record<string, unknown>, store: ReleasesStore): EventRecord {
  if ('id' in body) throw new ApiError('bad_request', 'id is assigned by the mock and must not be given');
  const type = (
    typeof body.event_type === 'string' && body.event_type in defaultSeverity ? body.event_type : 'Release'
  ) as EventType;
  const source = typeof body.source_id === 'number' ? store.source(body.source_id) : undefined;
  const candidate = {
    id: store.nextEventId(),
    release_date: nowUtc(),
    event_type: type,
    severity: defaultSeverity[type],
    description: `${source?.name ?? 'The package'} ${String(body.version ?? '')} ${defaultDescription[type]}.`,
    release_notes_url: null,
    announcement_url: null,
    migration_guide_url: null,
    ...body,
  };
  const sourceIds = new Set(source ? [source.id] : []);
  return validated(() => validateEventRecord(candidate, '', sourceIds));
}

/**
 * The releases engine's `/__control/` surface, for tests and live-monitoring UIs.
 * @see ../../../ARCHITECTURE.md#the-control-surface "Behaviour the mocks must have" (control surface)
 */
export function createReleasesControl(target: ReleasesControlTarget): Record<string, ControlHandler> {
  const counts = () => ({ sources: target.current().sourceCount, events: target.current().eventCount });
  return {
    'POST /__control/events': guarded((request) =>
      ok(201, target.addEvent(completeEvent(readObjectBody(request), target.current()))),
    ),
    'POST /__control/reset': guarded(() => {
      target.reset();
      return ok(200, counts());
    }),
    'POST /__control/data': guarded((request) => {
      const body = parseJsonBody(request.body ?? '', request.bodyTooLarge, bodyLimits.maxControlBytes);
      target.replaceData(validated(() => validateReleasesData(body)));
      return ok(200, counts());
    }),
  };
}
