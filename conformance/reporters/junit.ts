import type { RunReport } from '../result.js';
import { summarise } from '../result.js';
import type { CheckResult } from '../vocabulary.js';
import { causesIn, causeTitle } from './cause-lines.js';
import { escapeMarkup as x } from './format.js';

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function testcase(result: CheckResult, api: string): string {
  const open = `    <testcase classname="${x(`conformance.${api}.${result.source}`)}" name="${x(`[${result.id}] ${result.title}`)}" time="${seconds(result.durationMs)}"`;
  const warnings = (result.warnings ?? []).map((warning, index) => [
    `      <property name="warning.${index + 1}" value="${x(`expected ${warning.expected}; received ${warning.received}${warning.curl ? `; reproduce: ${warning.curl}` : ''}`)}"/>`,
  ]);
  const warned = warnings.length > 0 ? `\n    <properties>\n${warnings.join('\n')}\n    </properties>` : '';
  if (result.status === 'passed') return `${open}/>`;
  if (result.status === 'warned') {
    const text = (result.warnings ?? []).map(
      (w) =>
        `warning: expected ${w.expected}; received ${w.received}${w.curl ? `\nreproduce: ${w.curl}` : ''}`,
    );
    return `${open}>${warned}\n      <system-out>${x(text.join('\n'))}</system-out>\n    </testcase>`;
  }
  if (result.status === 'skipped')
    return `${open}>\n      <skipped message="${x(result.reason ?? '')}"/>\n    </testcase>`;
  // Blocked: not judged because what it rests on failed, as a test framework reports a broken fixture.
  if (result.status === 'blocked') {
    const text = [
      result.reason ?? 'blocked',
      ...(result.failure?.curl ? [`reproduce: ${result.failure.curl}`] : []),
    ];
    return `${open}>\n      <error type="blocked" message="${x((result.reason ?? 'blocked').slice(0, 1000))}">${x(text.join('\n'))}</error>\n    </testcase>`;
  }
  const failure = result.failure;
  const message = `expected ${failure?.expected ?? ''}; received ${failure?.received ?? ''}`;
  const text = [
    `rule (${result.source}): ${result.rule}`,
    `expected: ${failure?.expected ?? ''}`,
    `received: ${failure?.received ?? ''}`,
    ...(failure?.curl ? [`reproduce: ${failure.curl}`] : []),
  ].join('\n');
  return `${open}>${warned}\n      <failure message="${x(message.slice(0, 1000))}" type="ConformanceFailure">${x(text)}</failure>\n    </testcase>`;
}

/**
 * JUnit XML as CI systems read it: one testsuite per run, one testcase per check named `[ID] title`,
 * `<failure>` with rule/expected/received/curl, `<skipped message=reason>`, warnings as testcase
 * properties (`warning.N`) and `<system-out>` (JUnit has no warning outcome), the suite's warning
 * count as a property, and run errors or a failed preflight as `<error>`. The suite's properties
 * open with the causes (`cause.N`) and the routes' health (`route.METHOD /path`); a blocked check is
 * an `<error type="blocked">` naming its cause, as a test framework reports a broken fixture.
 * @example writeFile('conformance.junit.xml', renderJunit(report))
 */
export function renderJunit(report: RunReport): string {
  const counts = summarise(report.results);
  const unjudgeable = report.unjudgeable
    ? [
        `    <testcase classname="conformance.${report.api}" name="preflight"><error type="${x(report.unjudgeable.problem)}" message="${x(report.unjudgeable.message.slice(0, 1000))}">${x(`could not judge: ${report.unjudgeable.message}${report.unjudgeable.curl ? `\nreproduce: ${report.unjudgeable.curl}` : ''}`)}</error></testcase>`,
      ]
    : [];
  const errors = report.errors.map(
    (error) =>
      `    <testcase classname="conformance.${report.api}" name="run"><error message="${x(error.slice(0, 1000))}">${x(error)}</error></testcase>`,
  );
  const causes = causesIn(report).map((cause, index) => [
    `cause.${index + 1}`,
    `${causeTitle(cause)}: ${cause.problem}; failed: ${cause.failed.join(', ') || 'none'}; blocked: ${cause.blocked.join(', ') || 'none'}${cause.curl ? `; reproduce: ${cause.curl}` : ''}`,
  ]);
  const routes = (report.routes ?? [])
    .filter((health) => health.requests > 0 || health.notSent > 0)
    .map((health) => [
      `route.${health.route}`,
      `sent ${health.requests}; statuses ${
        Object.entries(health.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ') || '-'
      }; no answer ${health.transportErrors}; not sent ${health.notSent}; slowest ${health.slowest?.durationMs ?? 0} ms`,
    ]);
  const properties = [
    ...causes,
    ...routes,
    ['baseUrl', report.baseUrl],
    ['level', report.level],
    ['runId', report.runId],
    ['strict', String(report.strict)],
    ['warnings', String(counts.warned)],
    ...(report.coverage
      ? [
          ['coverage.percent', String(report.coverage.percent)],
          ['coverage.covered', String(report.coverage.covered)],
          ['coverage.total', String(report.coverage.total)],
          ...(report.minCoverage === undefined ? [] : [['coverage.minimum', String(report.minCoverage)]]),
          ...report.coverage.operations.map((operation) => [
            `coverage.${operation.operationId}`,
            operation.statuses
              .map((entry) => `${entry.status}${entry.observed ? '' : ' (not seen)'}`)
              .join(', '),
          ]),
        ]
      : []),
  ].map(([name, value]) => `      <property name="${x(name ?? '')}" value="${x(value ?? '')}"/>`);
  const extra = report.errors.length + unjudgeable.length;
  const errorCount = extra + counts.blocked;
  const attributes = `tests="${report.results.length + extra}" failures="${counts.failed}" errors="${errorCount}" skipped="${counts.skipped}" time="${seconds(report.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-kit conformance" ${attributes}>`,
    `  <testsuite name="conformance ${report.api}" ${attributes} timestamp="${report.startedAt.replace(/\.\d+Z$/, '')}">`,
    '    <properties>',
    ...properties,
    '    </properties>',
    ...report.results.map((result) => testcase(result, report.api)),
    ...unjudgeable,
    ...errors,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
