import { validRefused } from '../../assertions.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeResponse, type Exchange } from '../../http/exchange.js';
import { documentedInputs, inputName } from '../../probes/documented-inputs.js';
import { inputEdges } from '../../probes/input-edges.js';
import { probeRecord } from '../../probes/probe-record.js';
import { concretePath, listAnswer, mismatches } from './support/probe-lists.js';

/** @see ../../../openapi/releases.yaml#/components/parameters/Severity */
export default defineCheck({
  id: 'REL-ENUM-FILTERS',
  title: 'an enum filter lists only records of its value, for each documented value and for one outside them',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'event_type | string | Release, Deprecation or EOL; severity | string | Info, Warning or Danger',
  why: 'documented: each is a filter, so a listed record has the value asked for. A value outside the list matches no record: refusing it (any 4xx; error statuses are not shown) or listing nothing are both correct, listing records of other values is not. On a path where the filter is not applied at all (other filters of GET /api/v1/sources/{id}/events: not shown), it is not judged.',
  run: async (ctx: CheckContext) => {
    // Every enum query parameter the document lists, on every operation that has it.
    const inputs = documentedInputs('releases').filter(
      (input) => input.place === 'query' && inputEdges(input).some((edge) => edge.class === 'enum-value'),
    );
    const wrong = new Map<string, [string, string, Exchange][]>();
    for (const input of inputs) {
      const path = await concretePath(ctx, input);
      const unfiltered = await listAnswer(ctx, path, {});
      const field = input.name;
      // A filter applied on this path changes the answer for some documented value.
      let applied = false;
      const outside: (() => Promise<void>)[] = [];
      for (const edge of inputEdges(input)) {
        if (edge.class !== 'enum-value' && edge.class !== 'enum-outside') continue;
        const value = String(edge.value);
        const judge = async () => {
          const answer = await listAnswer(ctx, path, { [field]: value });
          const refused = answer.status >= 400 && answer.status < 500;
          const filtered = answer.status < 300 && answer.records.every((record) => record[field] === value);
          const judgedHere = applied || edge.class === 'enum-value';
          const ok =
            edge.class === 'enum-value'
              ? answer.status < 300 && (filtered || answer.fingerprint === unfiltered.fingerprint)
              : refused || filtered;
          const how = !judgedHere
            ? 'not judged: on this path the filter changed no answer'
            : edge.class === 'enum-value'
              ? `only records with ${field} ${value}`
              : 'refused (a 4xx), or only records of that value (none)';
          ctx.probe(probeRecord(input, edge, answer.exchange, how, judgedHere ? ok : undefined));
          if (answer.fingerprint !== unfiltered.fingerprint && answer.status < 300) applied = true;
          if (ok || !judgedHere || answer.status >= 500) return;
          const kind =
            edge.class === 'enum-value'
              ? `a documented value of ${field}`
              : `a value of ${field} outside the documented ones`;
          const received =
            answer.status >= 300
              ? describeResponse(answer.exchange)
              : mismatches(answer.records, field, value);
          const deviation =
            answer.status >= 400
              ? validRefused(answer.status)
              : `a filter by ${kind} listed records of other values`;
          wrong.set(deviation, [
            ...(wrong.get(deviation) ?? []),
            [`${inputName(input)}=${value}`, received, answer.exchange],
          ]);
        };
        // The value outside goes last: it is judged only where the filter showed it applies.
        if (edge.class === 'enum-outside') outside.push(judge);
        else await judge();
      }
      for (const judge of outside) {
        if (!applied)
          ctx.note(`${inputName(input)}: the filter changed no answer, so the value outside was not judged`);
        await judge();
      }
    }
    for (const [deviation, found] of wrong) {
      const [[, , exchange]] = found as [[string, string, Exchange], ...unknown[]];
      ctx.flag(
        'only records with the value asked for (a value outside the documented ones refused or listing none)',
        found.map(([what, received]) => `${what} → ${received}`).join('\n'),
        exchange,
        deviation,
      );
    }
  },
});
