import { refusalDeviation } from '../../assertions.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import type { Exchange } from '../../http/exchange.js';
import { type DocumentedInput, documentedInputs, inputName } from '../../probes/documented-inputs.js';
import { type InputEdge, inputEdges } from '../../probes/input-edges.js';
import { isJudged, probeRecord } from '../../probes/probe-record.js';
import { flagEach } from '../shared/fail-each.js';
import { runtimeOperations } from './support/runtime-operations.js';

/** The header as a request carries it: a Bearer credential's edge is the key after `Bearer `. */
function wireValue(input: DocumentedInput, edge: InputEdge): string {
  const value = String(edge.value);
  if (input.scheme === 'bearer' && edge.class === 'blank') return `Bearer ${value}`;
  return value;
}

/** The headers that carry everything else right: the run's key (the other way when probing one) and workspace. */
function validHeaders(ctx: CheckContext, probed: DocumentedInput): Record<string, string | undefined> {
  if (probed.place === 'credential') return { 'x-workspace-id': ctx.options.workspace };
  return { authorization: `Bearer ${ctx.options.apiKey}`, 'x-workspace-id': ctx.options.workspace };
}

/** The documented case a probe stands for: an empty key is a missing key. */
const caseOf = (input: DocumentedInput) =>
  input.place === 'credential' ? 'a missing key' : `a missing ${input.name}`;

/** @see ../../../openapi/memory.yaml#/components/parameters/WorkspaceId "Authentication" */
export default defineCheck({
  id: 'MEM-AUTH-BLANK',
  title:
    'a key or X-Workspace-Id sent present but empty or blank is missing: 400 bad_request on every /v1/ operation',
  api: 'memory',
  level: 'documented',
  source: 'Authentication',
  rule: 'A missing or invalid key, or a missing X-Workspace-Id, yields 400.',
  why: "documented: Authentication, rule 1; an empty header carries no key or workspace (X-Workspace-Id has minLength 1), and HTTP strips a value's surrounding whitespace, so blank is empty.",
  run: async (ctx: CheckContext) => {
    // Derived from the document: every header parameter and credential of every /v1/ operation.
    const inputs = documentedInputs('memory').filter(
      (input) => input.path.startsWith('/v1/') && (input.place === 'header' || input.place === 'credential'),
    );
    const wrong = new Map<string, [string, Exchange][]>();
    for (const input of inputs) {
      const operation = runtimeOperations.find((op) => op.operationId === input.operationId);
      if (!operation) continue;
      const sent = new Set<string>();
      for (const edge of inputEdges(input)) {
        if (edge.class !== 'empty' && edge.class !== 'blank') continue;
        const value = wireValue(input, edge);
        if (!isJudged(edge, ctx.level) || edge.meaning !== 'invalid') {
          ctx.probe(probeRecord(input, edge, undefined, 'not judged: the document does not refuse it'));
          continue;
        }
        // Surrounding whitespace never reaches the server: a blank value already sent as empty is not sent twice.
        if (sent.has(value.trim())) {
          ctx.probe(
            probeRecord(
              input,
              edge,
              undefined,
              'not sent again: HTTP strips surrounding whitespace, so it is the empty probe',
            ),
          );
          continue;
        }
        sent.add(value.trim());
        const exchange = await ctx.send({
          method: 'POST',
          path: operation.path,
          headers: { ...validHeaders(ctx, input), [input.name.toLowerCase()]: value },
          json: operation.body(ctx),
        });
        const deviation = refusalDeviation(exchange, 400, 'bad_request', caseOf(input));
        ctx.probe(probeRecord(input, edge, exchange, '400 bad_request (Authentication, rule 1)', !deviation));
        if (deviation) {
          const what = `${inputName(input)} ${edge.class} (${JSON.stringify(value)})`;
          wrong.set(deviation, [...(wrong.get(deviation) ?? []), [what, exchange]]);
        }
      }
    }
    // One finding per deviation: the same wrong answer on every route is one cause.
    for (const [deviation, offending] of wrong) {
      flagEach(
        ctx,
        '400 {"error": "bad_request", "message": <string>}, as for a missing key or X-Workspace-Id',
        offending,
        deviation,
      );
    }
  },
});
