import type { CheckResult, RunReport } from '../result.js';
import { summarise } from '../result.js';
import { escapeMarkup as x } from './format.js';

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function testcase(result: CheckResult, api: string): string {
  const open = `    <testcase classname="${x(`conformance.${api}.${result.source}`)}" name="${x(`[${result.id}] ${result.title}`)}" time="${seconds(result.durationMs)}"`;
  if (result.status === 'passed') return `${open}/>`;
  if (result.status === 'skipped')
    return `${open}>\n      <skipped message="${x(result.reason ?? '')}"/>\n    </testcase>`;
  const failure = result.failure;
  const message = `expected ${failure?.expected ?? ''}; received ${failure?.received ?? ''}`;
  const text = [
    `rule (${result.source}): ${result.rule}`,
    `expected: ${failure?.expected ?? ''}`,
    `received: ${failure?.received ?? ''}`,
    ...(failure?.curl ? [`reproduce: ${failure.curl}`] : []),
  ].join('\n');
  return `${open}>\n      <failure message="${x(message.slice(0, 1000))}" type="ConformanceFailure">${x(text)}</failure>\n    </testcase>`;
}

/**
 * JUnit XML as CI systems read it: one testsuite per run, one testcase per check named `[ID] title`,
 * `<failure>` with rule/expected/received/curl, `<skipped message=reason>`, and run errors as `<error>`.
 * @example writeFile('conformance.junit.xml', renderJunit(report))
 */
export function renderJunit(report: RunReport): string {
  const counts = summarise(report.results);
  const errors = report.errors.map(
    (error) =>
      `    <testcase classname="conformance.${report.api}" name="run"><error message="${x(error.slice(0, 1000))}">${x(error)}</error></testcase>`,
  );
  const properties = [
    ['baseUrl', report.baseUrl],
    ['level', report.level],
    ['runId', report.runId],
  ].map(([name, value]) => `      <property name="${name}" value="${x(value ?? '')}"/>`);
  const attributes = `tests="${report.results.length + report.errors.length}" failures="${counts.failed}" errors="${report.errors.length}" skipped="${counts.skipped}" time="${seconds(report.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-kit conformance" ${attributes}>`,
    `  <testsuite name="conformance ${report.api}" ${attributes} timestamp="${report.startedAt.replace(/\.\d+Z$/, '')}">`,
    '    <properties>',
    ...properties,
    '    </properties>',
    ...report.results.map((result) => testcase(result, report.api)),
    ...errors,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
