import * as z from 'zod/v4';
import { exitCodeOf, type RunReport, summarise, summaryLine } from '../../conformance/result.js';
import type { CheckResult, FailureDetail } from '../../conformance/vocabulary.js';
import { targetWords } from './tool-result.js';

const finding = z.object({
  id: z.string(),
  title: z.string(),
  rule: z.string(),
  source: z.string(),
  expected: z.string(),
  received: z.string().describe(`what the server did; ${targetWords}`),
  reproduce: z.string().optional().describe('a curl line that reproduces it'),
  operation: z.string().optional(),
  route: z.string().optional().describe('the documented route of the request that showed it'),
});

/** One failed or warned check, as data: what the rule expected, what the server did, the reproduce line. */
export type Finding = z.infer<typeof finding>;

/**
 * The output shape of `run_conformance`: every field {@link conformanceAnswer} writes, for every
 * verdict. Causes and other results are loose objects, so that what a newer run adds to them
 * still fits.
 */
export const conformanceOutput = {
  api: z.enum(['memory', 'releases']),
  baseUrl: z.string(),
  level: z.string(),
  verdict: z.enum(['passed', 'failed', 'unjudgeable']),
  exitCode: z.number().int().describe('what contract-kit conformance would exit with'),
  summary: z.record(z.string(), z.number()),
  summaryLine: z.string(),
  durationMs: z.number(),
  proxy: z.string().optional().describe('the proxy the run went through, without credentials'),
  unjudgeable: z
    .object({
      problem: z
        .string()
        .describe('unreachable, no-answer, tls, not-this-api, key-rejected, workspace-denied …'),
      message: z.string().describe(`what happened; may quote ${targetWords}`),
      nextStep: z.string().describe('what to try next'),
      curl: z.string().optional().describe('the preflight request, to reproduce'),
    })
    .optional()
    .describe('why no check could judge the target (verdict unjudgeable)'),
  causes: z
    .array(
      z.looseObject({
        id: z.string(),
        kind: z.string().optional(),
        problem: z.string().optional().describe(`what went wrong; may quote ${targetWords}`),
        route: z.string().optional(),
        curl: z.string().optional(),
        failed: z.array(z.string()).optional(),
        blocked: z.array(z.string()).optional(),
      }),
    )
    .optional()
    .describe('the distinct reasons the run did not pass, each with the checks it failed and blocked'),
  failures: z.array(finding),
  warnings: z.array(finding),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  otherResults: z.array(z.record(z.string(), z.unknown())).optional(),
  coverage: z.object({ percent: z.number(), covered: z.number(), total: z.number() }).optional(),
  errors: z.array(z.string()),
};

const known = new Set(['passed', 'failed', 'warned', 'skipped']);

function findingOf(result: CheckResult, detail: FailureDetail): Finding {
  return {
    id: result.id,
    title: result.title,
    rule: result.rule,
    source: result.source,
    expected: detail.expected,
    received: detail.received,
    ...(detail.curl === undefined ? {} : { reproduce: detail.curl }),
    ...(detail.operation === undefined ? {} : { operation: detail.operation }),
    ...(detail.route === undefined ? {} : { route: detail.route }),
  };
}

/**
 * A run's report as the `run_conformance` tool answers it ({@link conformanceOutput}): the verdict
 * and counts, why it could not judge (with the next step), the causes, each failure and warning
 * with expected, received and its reproduce line, the skipped checks with why, and any result of
 * another status (a blocked check) as it is.
 */
export function conformanceAnswer(report: RunReport): z.infer<z.ZodObject<typeof conformanceOutput>> {
  const exitCode = exitCodeOf(report);
  const verdict = report.unjudgeable ? 'unjudgeable' : exitCode === 0 ? 'passed' : 'failed';
  const failures: Finding[] = [];
  const warnings: Finding[] = [];
  for (const result of report.results) {
    if (result.status === 'failed' && result.failure) failures.push(findingOf(result, result.failure));
    for (const warning of result.warnings ?? []) warnings.push(findingOf(result, warning));
  }
  const other = report.results
    .filter((result) => !known.has(result.status))
    .map(({ id, title, status, reason }) => ({ id, title, status, ...(reason ? { reason } : {}) }));
  const { unjudgeable, coverage, causes, proxy } = report;
  return {
    api: report.api,
    baseUrl: report.baseUrl,
    level: report.level,
    verdict,
    exitCode,
    summary: summarise(report.results),
    summaryLine: summaryLine(report.results),
    durationMs: report.durationMs,
    ...(proxy === undefined ? {} : { proxy }),
    ...(unjudgeable
      ? {
          unjudgeable: {
            problem: unjudgeable.problem,
            message: unjudgeable.message,
            nextStep: unjudgeable.nextStep,
            ...(unjudgeable.curl === undefined ? {} : { curl: unjudgeable.curl }),
          },
        }
      : {}),
    ...(causes === undefined ? {} : { causes: causes.map((cause) => ({ ...cause })) }),
    failures,
    warnings,
    skipped: report.results
      .filter((result) => result.status === 'skipped')
      .map((result) => ({ id: result.id, reason: result.reason ?? '' })),
    ...(other.length > 0 ? { otherResults: other } : {}),
    ...(coverage
      ? { coverage: { percent: coverage.percent, covered: coverage.covered, total: coverage.total } }
      : {}),
    errors: report.errors,
  };
}
