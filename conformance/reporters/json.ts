import type { RunReport } from '../result.js';
import { summarise } from '../result.js';

/**
 * The run as JSON: metadata, counts, and every check with its rule, status, reason or failure.
 * @example writeFile('conformance.json', renderJson(report))
 */
export function renderJson(report: RunReport): string {
  const { results, ...run } = report;
  return `${JSON.stringify({ ...run, summary: summarise(results), results }, null, 2)}\n`;
}
