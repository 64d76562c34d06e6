import type { RunReport } from '../result.js';
import { summarise } from '../result.js';

/**
 * The run as JSON: metadata, counts (`passed`, `failed`, `warned`, `skipped`), `unjudgeable` when
 * the preflight found the target could not be judged, and every check with its rule, status,
 * reason, failure or warnings.
 * @example writeFile('conformance.json', renderJson(report))
 */
export function renderJson(report: RunReport): string {
  const { results, ...run } = report;
  return `${JSON.stringify({ ...run, summary: summarise(results), results }, null, 2)}\n`;
}
