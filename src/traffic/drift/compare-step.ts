import type { Finding } from '../finding.js';
import { compareShapes, formatPath } from './body-shape.js';
import type { DriftAnswer, DriftRule, DriftStep, SideContext } from './drift-step.js';
import { mapIds } from './map-ids.js';
import type { createSchemaMarks, Place } from './schema-marks.js';

/** Everything one step's comparison needs. */
export interface StepRun {
  step: DriftStep;
  method: string;
  pathname: string;
  kit: { answer: DriftAnswer; side: SideContext };
  deployment: { answer: DriftAnswer; side: SideContext };
  marks: ReturnType<typeof createSchemaMarks>;
  /** The success-status decision of the API (`#/x-inferred-decisions/0`). */
  successMark: DriftRule;
  sameData: boolean;
}

const text = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value));

function finding(rule: string, by: DriftRule, message: string, sides?: [unknown, unknown]): Finding {
  return {
    rule,
    label: by.label,
    message,
    ...(by.label === 'inferred' ? { mark: by.mark } : { source: by.source }),
    ...(sides ? { expected: `kit: ${text(sides[0])}`, received: `deployment: ${text(sides[1])}` } : {}),
  };
}

/** A place in the document as a rule: its mark, else documented, else (not named) nobody's rule. */
function ruleOf(place: Place, api: string): DriftRule {
  if (place.mark) return { label: 'inferred', mark: `openapi/${api}.yaml#${place.mark}` };
  if (place.named) return { label: 'documented', source: 'the documented response schema' };
  return { label: 'inferred', mark: `openapi/${api}.yaml (not named by the document: an extension)` };
}

const mediaType = (answer: DriftAnswer) => (answer.headers['content-type'] ?? 'none').split(';')[0]?.trim();

/**
 * Compares one step's two answers: status, then (when the statuses agree) body shape, the
 * headers the document names, and the step's own checks. Every difference is labelled.
 */
export function compareStep(run: StepRun, api: string): { findings: Finding[]; notes: string[] } {
  const { step, kit, deployment } = run;
  const [a, b] = [kit.answer, deployment.answer];
  if (a.status !== b.status) {
    const bothSuccess = a.status < 300 && b.status < 300 && a.status >= 200 && b.status >= 200;
    const by = bothSuccess ? run.successMark : step.status;
    return {
      findings: [finding('status', by, `status differs: kit ${a.status}, deployment ${b.status}`)],
      notes: [],
    };
  }
  const findings: Finding[] = [];
  for (const difference of compareShapes(a.body, b.body)) {
    const place = run.marks.bodyPlace(run.method, run.pathname, a.status, difference.path);
    const message = `${formatPath(difference.path)}: kit ${difference.kit}, deployment ${difference.deployment}`;
    findings.push(finding('body shape', ruleOf(place, api), message));
  }
  if (mediaType(a) !== mediaType(b)) {
    const by: DriftRule = { label: 'documented', source: 'What the service does: responses are JSON' };
    findings.push(finding('header content-type', by, 'media types differ', [mediaType(a), mediaType(b)]));
  }
  for (const name of new Set([...Object.keys(a.headers), ...Object.keys(b.headers)])) {
    const place = run.marks.headerPlace(run.method, run.pathname, a.status, name);
    if (!place.named || (name in a.headers && name in b.headers)) continue;
    findings.push(
      finding(
        `header ${name}`,
        ruleOf(place, api),
        `only the ${name in a.headers ? 'kit' : 'deployment'} sends it`,
      ),
    );
  }
  const notes: string[] = [];
  findings.push(...runChecks(run, notes));
  return { findings, notes };
}

function runChecks(run: StepRun, notes: string[]): Finding[] {
  const { kit, deployment } = run;
  return (run.step.checks ?? []).flatMap((check): Finding[] => {
    if (check.kind === 'each') {
      return [kit, deployment].flatMap(({ answer, side }) => {
        const problem = check.test(answer.body, side);
        return problem === undefined ? [] : [finding(check.name, check.rule, `${side.name}: ${problem}`)];
      });
    }
    if (check.sameData && !run.sameData) {
      notes.push(`${check.name}: not compared, the datasets differ`);
      return [];
    }
    if (
      check.given &&
      JSON.stringify(check.given(kit.answer.body)) !== JSON.stringify(check.given(deployment.answer.body))
    )
      return [];
    let left = mapIds(check.value(kit.answer.body, kit.side), kit.side, deployment.side);
    let right = check.value(deployment.answer.body, deployment.side);
    if (check.prefix && Array.isArray(left) && Array.isArray(right)) {
      const length = Math.min(left.length, right.length);
      [left, right] = [left.slice(0, length), right.slice(0, length)];
    }
    if (JSON.stringify(left) === JSON.stringify(right)) return [];
    return [finding(check.name, check.rule, 'values differ', [left, right])];
  });
}
