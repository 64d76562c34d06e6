import { jsonText } from '../../client/inert-text.js';
import { countFindings, type FindingsReport } from '../finding.js';

/**
 * The report as JSON: the counts (`summary`), then every case with its findings; what the traffic
 * or the deployment sent kept as it came, escaped so that no byte of it acts when shown (jsonText).
 * @example JSON.parse(renderJson(report)).summary.documented
 */
export function renderJson(report: FindingsReport): string {
  const summary = { ...countFindings(report), passed: countFindings(report).failing === 0 };
  return jsonText({ ...report, summary });
}
