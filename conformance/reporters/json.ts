import { jsonText } from '../../src/client/inert-text.js';
import type { RunReport } from '../result.js';
import { summarise } from '../result.js';
import { causesIn } from './cause-lines.js';

/**
 * The run as JSON, opening with `causes` (each distinct cause with its route, problem, curl and
 * the checks it failed and blocked) and `routes` (per-route health); then metadata, counts
 * (`passed`, `failed`, `warned`, `skipped`, `blocked`), `unjudgeable` when
 * the preflight found the target could not be judged, and every check with its rule, status,
 * reason, failure or warnings. Text from the deployment is kept as it came, escaped so that no
 * byte of the file acts in a terminal or a CI log (jsonText).
 * @example writeFile('conformance.json', renderJson(report))
 */
export function renderJson(report: RunReport): string {
  const { results, causes: _causes, routes, ...run } = report;
  const opening = { causes: causesIn(report), ...(routes ? { routes } : {}) };
  return jsonText({ ...opening, ...run, summary: summarise(results), results });
}
