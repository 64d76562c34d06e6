/**
 * Causes inferred, not listed (issue 41, items 1 and 2), proven on deployments written from the API
 * documents alone by someone who had not read the checks (test/independent/written/). Each has a
 * manifest of its planted defects, the documented rule each breaks and the causes a good suite
 * reports. For every server: a correct deployment passes at the default level; each defect alone
 * fails the run with its documented rule named, as that many causes; each two-defect combination
 * leads the report with exactly two causes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ConformanceOptions } from '../../conformance/options.js';
import { renderJson } from '../../conformance/reporters/json.js';
import { exitCodeOf, type RunReport } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';

interface Defect {
  name: string;
  kind: 'edge' | 'bug';
  rule: string;
  causes: number;
}
interface Manifest {
  server: string;
  api: string;
  deployment: Record<string, unknown>;
  defects: Defect[];
  combinations: { defects: string[]; causes: number }[];
}

const folder = new URL('../independent/written/', import.meta.url).pathname;
const manifests: Manifest[] = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(join(folder, entry.name, 'manifest.json'), 'utf8')));

/**
 * The run's options from what the manifest says of the deployment: its keys, blocked keys, denied
 * workspaces. The bounded 429 burst (--rate-limit) only where the defect's rule is about 429.
 */
function optionsOf(manifest: Manifest, defects: readonly string[] = []): Omit<ConformanceOptions, 'baseUrl'> {
  if (!/memory/i.test(manifest.api)) return { api: 'releases', timeoutMs: 5_000 };
  const { keys, blocked_keys, denied_workspaces } = manifest.deployment as {
    keys: string[] | Record<string, string>;
    blocked_keys: string[];
    denied_workspaces: string[];
  };
  const [apiKey] = Array.isArray(keys) ? keys : Object.keys(keys);
  return {
    api: 'memory',
    ...{ apiKey, workspace: 'ws-conformance-1', otherWorkspace: 'ws-conformance-2' },
    ...{ deniedWorkspace: denied_workspaces[0], blockedApiKey: blocked_keys[0] },
    ...{ checkout: true, timeoutMs: 5_000, redactSecrets: false },
    ...(manifest.defects.some((d) => defects.includes(d.name) && /\b429\b/.test(d.rule))
      ? { rateLimit: true, rateLimitBurst: 1_000 }
      : {}),
  };
}

/** Starts one deployment with a defect set (one server per set), runs the suite at its default level. */
async function judge(manifest: Manifest, defects: readonly string[]): Promise<RunReport> {
  const { start } = await import(pathToFileURL(join(folder, manifest.server, 'server.ts')).href);
  const server: { url: string; close(): Promise<void> } = await start({ port: 0, defects: [...defects] });
  try {
    return await runConformance({ ...optionsOf(manifest, defects), baseUrl: server.url });
  } finally {
    await server.close();
  }
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9_]+/g) ?? [];

/** A check names a documented rule when five words in a row of its quoted rule are the manifest's. */
function names(checkRule: string, documented: string): boolean {
  const rule = words(checkRule);
  const quoted = ` ${words(documented).join(' ')} `;
  for (let i = 0; i + 5 <= rule.length; i++)
    if (quoted.includes(` ${rule.slice(i, i + 5).join(' ')} `)) return true;
  return false;
}

/** The rules of the checks a report's causes failed. */
function failedRules(report: RunReport): string[] {
  const failed = new Set((report.causes ?? []).flatMap((cause) => cause.failed));
  return report.results
    .filter((result) => failed.has(result.id))
    .map((result) => `[${result.id}] ${result.rule}`);
}

const summary = (report: RunReport) =>
  JSON.stringify(
    (report.causes ?? []).map((cause) => ({
      id: cause.id,
      failed: cause.failed,
      problem: cause.problem.slice(0, 160),
    })),
    null,
    1,
  );

for (const manifest of manifests) {
  describe.concurrent(`[IND-CAUSES ${manifest.server}] written from the documents alone`, () => {
    test('a correct deployment passes at the default level', { timeout: 120_000 }, async () => {
      const report = await judge(manifest, []);
      expect(report.unjudgeable, JSON.stringify(report.unjudgeable)).toBeUndefined();
      expect(report.level).toBe('documented');
      expect(exitCodeOf(report), summary(report)).toBe(0);
    });

    test.for(manifest.defects.map((defect) => [defect.kind, defect.name, defect] as const))(
      '%s defect %s fails the run with its documented rule named, as its causes',
      { timeout: 120_000 },
      async ([, name, defect]) => {
        const report = await judge(manifest, [name]);
        expect(exitCodeOf(report), summary(report)).toBe(1);
        expect(report.causes?.length, summary(report)).toBe(defect.causes);
        const rules = failedRules(report);
        expect(
          rules.some((rule) => names(rule, defect.rule)),
          `${defect.rule}\nnot in\n${rules.join('\n')}`,
        ).toBe(true);
      },
    );

    test.for(
      manifest.combinations.map((combination) => [combination.defects.join(' + '), combination] as const),
    )(
      'the combination %s leads the report with exactly its causes, one per defect',
      { timeout: 120_000 },
      async ([, combination]) => {
        const report = await judge(manifest, combination.defects);
        const json = JSON.parse(renderJson(report));
        expect(Object.keys(json)[0]).toBe('causes');
        expect(json.causes.length, summary(report)).toBe(combination.causes);
        // Each defect is named by a cause of its own: distinct causes whose failed checks quote its rule.
        const naming = combination.defects.map((name) => {
          const defect = manifest.defects.find((entry) => entry.name === name) as Defect;
          return (report.causes ?? [])
            .filter((cause) =>
              report.results.some((r) => cause.failed.includes(r.id) && names(r.rule, defect.rule)),
            )
            .map((cause) => cause.id);
        });
        const [first = [], second = []] = naming;
        expect(
          first.some((a) => second.some((b) => a !== b)),
          `${JSON.stringify(naming)}\n${summary(report)}`,
        ).toBe(true);
      },
    );
  });
}
