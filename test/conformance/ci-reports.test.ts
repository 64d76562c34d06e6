/**
 * Reports for people and CI (issue 41, item 6): at most one GitHub annotation per cause, the rest
 * in the job summary; `file=` only for a file the workspace has; the HTML report's first screen
 * shows each cause in a line or two, long id lists folded; counts and plurals right.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { causesOf } from '../../conformance/causes.js';
import { githubAnnotations, renderGithubSummary } from '../../conformance/reporters/github.js';
import { renderHtml } from '../../conformance/reporters/html.js';
import { type RunReport, summaryLine } from '../../conformance/result.js';
import type { CheckResult } from '../../conformance/vocabulary.js';

const uuids = Array.from(
  { length: 12 },
  (_, i) => `3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e${String(i).padStart(2, '0')}`,
);

function failed(id: string, cause: string, extra: Partial<CheckResult> = {}): CheckResult {
  return {
    ...{ id, title: `${id} title`, api: 'memory', level: 'documented', source: 'Endpoints', rule: 'a rule' },
    status: 'failed',
    durationMs: 1,
    cause,
    failure: {
      expected: 'exactly 2 of the 4 stored atoms',
      received: `4 items: ${JSON.stringify(uuids)}`,
      curl: `curl -sS -i 'https://memory.example.com/v1/recall' --data-raw '{"q":"${id}"}'`,
      route: 'POST /v1/recall',
    },
    ...extra,
  };
}

const blocked = (id: string, cause: string): CheckResult => ({
  ...{ id, title: `${id} title`, api: 'memory', level: 'documented', source: 'Endpoints', rule: 'a rule' },
  status: 'blocked',
  durationMs: 0,
  cause,
  reason: `blocked: rests on ${cause}`,
});

function reportOf(results: CheckResult[]): RunReport {
  return {
    ...{ api: 'memory', baseUrl: 'https://memory.example.com', level: 'documented', strict: false },
    ...{ runId: 'r1', startedAt: '2026-01-01T00:00:00Z', durationMs: 10, errors: [] },
    results,
    causes: causesOf(results),
  };
}

/** Two causes, five failed checks (three show the first cause), nine blocked, one warning. */
const twoBugs = reportOf([
  failed('MEM-AUTH-NO-KEY', 'MEM-AUTH-NO-KEY'),
  failed('MEM-AUTH-INVALID-KEY', 'MEM-AUTH-NO-KEY'),
  failed('MEM-RESP-STATUS', 'MEM-AUTH-NO-KEY'),
  failed('MEM-RECALL-LIMIT', 'MEM-RECALL-LIMIT'),
  ...['SORTED', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((x) => blocked(`MEM-X-${x}`, 'MEM-RECALL-LIMIT')),
  {
    ...failed('MEM-BAD-INPUT', ''),
    status: 'warned',
    cause: undefined,
    failure: undefined,
    warnings: [{ expected: 'a 4xx', received: '200' }],
  },
]);

const errorsOf = (lines: string[]) => lines.filter((line) => line.startsWith('::error '));

describe('GitHub annotations', () => {
  const here = { workspace: process.cwd() };

  test('[GH-ONE-PER-CAUSE] one ::error per cause and one ::warning for the warnings; every check in the summary', () => {
    const lines = githubAnnotations(twoBugs, here);
    expect(errorsOf(lines)).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('::warning '))).toHaveLength(1);
    expect(lines).toHaveLength(3);
    const summary = renderGithubSummary(twoBugs);
    for (const result of twoBugs.results) expect(summary).toContain(`\`${result.id}\``);
    expect(summary).toMatch(/### Warnings \(1\)/);
  });

  test('[GH-TEN] causes past the ninth share the tenth annotation, naming each', () => {
    const many = reportOf(Array.from({ length: 14 }, (_, i) => failed(`MEM-C-${i}`, `MEM-C-${i}`)));
    const errors = errorsOf(githubAnnotations(many, here));
    expect(errors).toHaveLength(10);
    expect(errors[9]).toMatch(/title=conformance memory%3A 5 more causes::/);
    for (const id of ['MEM-C-9', 'MEM-C-13']) expect(errors[9]).toContain(id);
  });

  test('[GH-FILE] file= names the API document only where the workspace has it', () => {
    const empty = mkdtempSync(join(tmpdir(), 'ck-workspace-'));
    for (const line of githubAnnotations(twoBugs, { workspace: empty })) expect(line).not.toMatch(/file=/);
    for (const line of githubAnnotations(twoBugs, here))
      expect(line).toMatch(/^::(error|warning) file=openapi\/memory\.yaml,/);
  });

  test('[GH-IDS] a long list of blocked checks is cut in the annotation and whole in the summary', () => {
    const [, limit] = errorsOf(githubAnnotations(twoBugs, here));
    expect(limit).toContain(
      'blocked (9): MEM-X-SORTED, MEM-X-A, MEM-X-B, MEM-X-C, MEM-X-D, MEM-X-E, … 3 more in the job summary',
    );
  });
});

describe('HTML first screen', () => {
  test('[HTML-CAUSES] each cause is a title and one short line; ids and reproduce lines are folded', () => {
    const html = renderHtml(twoBugs);
    const sections = html.match(/<section class="cause">[\s\S]*?<\/section>/g) ?? [];
    expect(sections).toHaveLength(2);
    for (const section of sections) {
      const open = section.slice(0, section.indexOf('<details>'));
      expect(open).toMatch(/^<section class="cause"><h3>\d\. [^<]+<\/h3><p>[^<]{1,260}<\/p>\n$/);
      expect(open).toContain('received 4 items: [12 values]');
      // No id list and no UUID on the first screen: they are in the folded part.
      expect(open).not.toMatch(/3f1c2a5e|failed \(|blocked \(/);
    }
    expect(sections[1]).toMatch(
      /<details><summary>failed 1, blocked 9 · reproduce<\/summary>[\s\S]*blocked \(9\): MEM-X-SORTED/,
    );
  });
});

test('[PLURALS] counts read right for one and for many', () => {
  const one = twoBugs.results.filter((r) => r.status === 'warned');
  expect(summaryLine(one)).toBe('0 passed, 0 failed, 1 warning, 0 skipped');
  expect(summaryLine([...one, ...one])).toBe('0 passed, 0 failed, 2 warnings, 0 skipped');
  expect(renderHtml(reportOf(one))).toContain('<span class="warned">1 warning</span>');
});
