import { jsonText } from '../../src/client/inert-text.js';
import type { RunReport } from '../result.js';
import type { CheckResult, Status } from '../vocabulary.js';
import { causesIn, causeTitle } from './cause-lines.js';

/** The CTRF specification version this reporter writes. */
export const ctrfSpecVersion = '0.0.0';

/** CTRF has no warning or blocked outcome: a warned check passed, a blocked one is `other`. */
const ctrfStatus: Record<Status, 'passed' | 'failed' | 'skipped' | 'other'> = {
  passed: 'passed',
  warned: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  blocked: 'other',
};

function messageOf(result: CheckResult): string | undefined {
  if (result.status === 'failed' && result.failure) {
    return `expected ${result.failure.expected}; received ${result.failure.received}`;
  }
  if (result.status === 'skipped' || result.status === 'blocked') return result.reason;
  if (result.warnings?.length) {
    return result.warnings.map((w) => `warning: expected ${w.expected}; received ${w.received}`).join('\n');
  }
  return undefined;
}

function testOf(result: CheckResult, api: string) {
  const message = messageOf(result);
  const curl = result.failure?.curl ?? result.warnings?.[0]?.curl;
  return {
    name: `[${result.id}] ${result.title}`,
    status: ctrfStatus[result.status],
    duration: Math.round(result.durationMs),
    ...(result.status === ctrfStatus[result.status] ? {} : { rawStatus: result.status }),
    ...(message ? { message } : {}),
    ...(curl ? { trace: `reproduce: ${curl}` } : {}),
    suite: [`conformance ${api}`, result.source],
    tags: [result.level],
    labels: {
      id: result.id,
      level: result.level,
      rule: result.rule,
      ...(result.cause ? { cause: result.cause } : {}),
    },
  };
}

/**
 * The run as a CTRF JSON document (Common Test Report Format), the shape CI dashboards and the
 * CTRF actions read: one test per check named `[ID] title`, `failed` with expected and received as
 * its message and the reproduce line as its trace, a warned check `passed` (`rawStatus` warned), a
 * blocked one `other` (`rawStatus` blocked, its cause in `labels.cause`), and the run's causes,
 * routes, level and coverage under `results.extra`. A run that could not judge has no tests and
 * says why in `results.extra.unjudgeable`.
 * @example writeFile('conformance.ctrf.json', renderCtrf(report))
 */
export function renderCtrf(report: RunReport): string {
  const tests = report.results.map((result) => testOf(result, report.api));
  const count = (status: string) => tests.filter((test) => test.status === status).length;
  const start = Date.parse(report.startedAt);
  const causes = causesIn(report).map((cause) => ({ ...cause, title: causeTitle(cause) }));
  const document = {
    reportFormat: 'CTRF',
    specVersion: ctrfSpecVersion,
    ...(report.runId ? { runId: report.runId } : {}),
    timestamp: new Date(start + report.durationMs).toISOString(),
    generatedBy: 'contract-kit conformance',
    results: {
      tool: { name: 'contract-kit conformance' },
      summary: {
        tests: tests.length,
        passed: count('passed'),
        failed: count('failed'),
        skipped: count('skipped'),
        pending: 0,
        other: count('other'),
        start,
        stop: start + report.durationMs,
        duration: report.durationMs,
      },
      tests,
      environment: { extra: { api: report.api, baseUrl: report.baseUrl, level: report.level } },
      extra: {
        causes,
        ...(report.routes ? { routes: report.routes } : {}),
        ...(report.unjudgeable ? { unjudgeable: report.unjudgeable } : {}),
        ...(report.errors.length ? { errors: report.errors } : {}),
        ...(report.coverage ? { coverage: report.coverage } : {}),
      },
    },
  };
  return jsonText(document);
}
