import type { FindingsReport, ReportCase } from '../finding.js';
import { compareStep } from './compare-step.js';
import {
  type DriftRequest,
  type DriftScenario,
  type DriftStep,
  inferred,
  type SideContext,
} from './drift-step.js';
import { createSchemaMarks } from './schema-marks.js';
import type { Send } from './sides.js';

/** Options of {@link runDrift}. */
export interface DriftOptions {
  scenario: DriftScenario;
  /** The kit's engine, in process (see createEngineSide). */
  kit: Send;
  /** The deployment (see createHttpSide). */
  deployment: Send;
  /** The API's source document (openapi/<api>.yaml parsed, `$ref`s kept), for the marks. */
  document: Record<string, unknown>;
  credentials: { kit: SideContext['credentials']; deployment: SideContext['credentials'] };
  /** What is compared, for the report's title. */
  title: string;
  /** Told about each step as soon as it is compared. */
  onStep?: (item: ReportCase) => void;
}

type Answer = Awaited<ReturnType<Send>>;

/** Sends the step's request to both sides; `undefined` and the reason when one does not answer. */
async function sendBoth(options: DriftOptions, requests: readonly [DriftRequest, DriftRequest]) {
  try {
    return (await Promise.all([options.kit(requests[0]), options.deployment(requests[1])])) as [
      Answer,
      Answer,
    ];
  } catch (error) {
    return `no answer: ${(error as Error).message}`;
  }
}

/** Both sides serve the same data while every fingerprint step so far agreed. */
function updateSameData(
  step: DriftStep,
  a: Answer,
  b: Answer,
  state: { sameData: boolean | undefined },
): void {
  if (!step.fingerprint) return;
  const same =
    a.status === 200 && JSON.stringify(step.fingerprint(a.body)) === JSON.stringify(step.fingerprint(b.body));
  state.sameData = (state.sameData ?? true) && same;
}

/** Runs one step on both sides and compares; a side that does not answer skips the step. */
async function runStep(
  step: DriftStep,
  options: DriftOptions,
  [kit, deployment]: [SideContext, SideContext],
  state: { sameData: boolean | undefined },
): Promise<ReportCase> {
  const requests = [step.request(kit), step.request(deployment)] as const;
  const name = `[${step.id}] ${requests[1].method} ${requests[1].path}`;
  const answers = await sendBoth(options, requests);
  if (typeof answers === 'string') return { name, detail: step.title, findings: [], skipped: answers };
  const [a, b] = answers;
  if (a.status >= 200 && a.status < 300) step.capture?.(a.body, kit);
  if (b.status >= 200 && b.status < 300) step.capture?.(b.body, deployment);
  const api = options.scenario.api;
  const { findings, notes } = compareStep(
    {
      ...{
        step,
        method: requests[1].method,
        pathname: new URL(a.url).pathname,
        sameData: state.sameData === true,
      },
      ...{ kit: { answer: a, side: kit }, deployment: { answer: b, side: deployment } },
      ...{
        marks: createSchemaMarks(options.document),
        successMark: inferred(api, '/x-inferred-decisions/0'),
      },
    },
    api,
  );
  updateSameData(step, a, b, state);
  const detail = `${step.title} · kit ${a.status}, deployment ${b.status} (${new URL(b.url).pathname})`;
  return { name, detail, findings, ...(notes.length > 0 ? { notes } : {}) };
}

/**
 * Runs a scripted scenario against the kit's engine and a deployment, the same requests on both
 * (each side with its own credentials and the ids its own answers gave it), and reports every
 * difference per step. Documented-rule differences fail the run; inferred-decision differences
 * are reported with the `x-inferred` mark the kit might change.
 * @example const report = await runDrift({ scenario: releasesScenario, kit, deployment, document, credentials, title })
 */
export async function runDrift(options: DriftOptions): Promise<FindingsReport> {
  const sides: [SideContext, SideContext] = [
    { name: 'kit', credentials: options.credentials.kit, ids: new Map() },
    { name: 'deployment', credentials: options.credentials.deployment, ids: new Map() },
  ];
  const state: { sameData: boolean | undefined } = { sameData: undefined };
  const cases: ReportCase[] = [];
  const startedAt = new Date().toISOString();
  for (const step of options.scenario.steps) {
    const item = await runStep(step, options, sides, state);
    cases.push(item);
    options.onStep?.(item);
  }
  return { command: 'drift', title: options.title, startedAt, cases, failOn: ['documented'] };
}
