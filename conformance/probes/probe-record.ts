import type { Exchange } from '../http/exchange.js';
import type { ProbeRecord } from '../vocabulary.js';
import { type DocumentedInput, inputName } from './documented-inputs.js';
import type { InputEdge } from './input-edges.js';

/**
 * The record of one probe for the JSON report: the input, its class, the value sent, the status
 * that came back, and how it was judged.
 * @example ctx.probe(probeRecord(input, edge, exchange, '400 bad_request (documented)', true))
 */
export function probeRecord(
  input: DocumentedInput,
  edge: Pick<InputEdge, 'class' | 'value'>,
  exchange: Pick<Exchange, 'status'> | undefined,
  judged: string,
  ok?: boolean,
): ProbeRecord {
  return {
    input: inputName(input),
    class: edge.class,
    ...(edge.value === undefined ? {} : { value: String(edge.value) }),
    ...(exchange?.status === undefined ? {} : { status: exchange.status }),
    judged,
    ...(ok === undefined ? {} : { ok }),
  };
}

/** Whether a run at `level` judges an edge the document defines as `meaning`. */
export function isJudged(edge: Pick<InputEdge, 'inferred'>, level: 'documented' | 'kit'): boolean {
  return level === 'kit' || !edge.inferred;
}
