import { inertText } from '../client/inert-text.js';
import type { ExchangeSummary } from '../engine/mock/types.js';

/**
 * The one line `--verbose` prints per request, e.g.
 * `memory  POST /v1/recall 200 recall 3 ms` or `releases GET /api/v1/events 503 listEvents 1 ms [fault f1: status 503 (undocumented)]`;
 * a reset or an unanswered request shows `---` as its status; a request the mock failed to answer
 * (a state file that could not be written, a lost Redis) ends with the failure and its request id:
 * `[failed m1f: the state file … could not be written]`, the `requestId` of its journal entry.
 * @example formatExchange('memory', summary)
 */
export function formatExchange(api: string, summary: ExchangeSummary): string {
  const status = summary.status === 0 ? '---' : String(summary.status);
  const applied = [
    summary.override === null ? '' : ` [override ${summary.override}]`,
    summary.fault === null ? '' : ` [fault ${summary.fault}]`,
    summary.failure === undefined ? '' : ` [failed ${summary.requestId}: ${inertText(summary.failure)}]`,
  ].join('');
  const operation = summary.operationId === null ? '' : ` ${summary.operationId}`;
  return `${api.padEnd(8)} ${summary.method} ${summary.path} ${status}${operation} ${summary.durationMs} ms${applied}`;
}
