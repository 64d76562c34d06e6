import { validRefused } from '../../assertions.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeResponse, type Exchange } from '../../http/exchange.js';
import { documentedInputs, inputName } from '../../probes/documented-inputs.js';
import { inputEdges } from '../../probes/input-edges.js';
import { probeInstant, writeInstant } from '../../probes/instant-forms.js';
import { isJudged, probeRecord } from '../../probes/probe-record.js';
import { concretePath, listAnswer } from './support/probe-lists.js';
import { allEvents } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/components/parameters/StartDate */
export default defineCheck({
  id: 'REL-DATE-FORMS',
  title:
    'a date bound written with Z, a positive or negative UTC offset, or fractional seconds is the same instant',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'start_date | string | ISO datetime lower bound; end_date | string | ISO datetime upper bound',
  why: "documented: the bounds are ISO datetimes, and ISO 8601 writes one instant with Z, with any UTC offset or with fractional seconds; a bound read at another instant is not that bound. A plain date is the kit's reading (midnight UTC), judged at level kit.",
  run: async (ctx: CheckContext) => {
    const { records } = await allEvents(ctx);
    const chosen = probeInstant(
      records.map((event) => Date.parse(event.release_date)).filter(Number.isFinite),
    );
    if (!chosen) {
      ctx.note(
        'no two release dates within a day of each other: the date forms could not be told apart, so none was judged',
      );
      return;
    }
    // Every date-time query parameter the document lists, on every operation that has it.
    const inputs = documentedInputs('releases').filter((input) =>
      inputEdges(input).some((edge) => edge.class === 'instant-z'),
    );
    const wrong = new Map<string, [string, string, Exchange][]>();
    for (const input of inputs) {
      const path = await concretePath(ctx, input);
      const canonicalText = writeInstant(chosen.ms, 'instant-z', chosen.offsetMinutes);
      const canonical = await listAnswer(ctx, path, { [input.name]: canonicalText });
      for (const edge of inputEdges(input)) {
        if (!edge.class.startsWith('instant-') && edge.class !== 'date-only') continue;
        if (edge.class === 'instant-z') continue;
        const text = writeInstant(chosen.ms, edge.class, chosen.offsetMinutes);
        const named = { ...edge, value: text };
        if (!isJudged(edge, ctx.level) || edge.class === 'date-only') {
          ctx.probe(
            probeRecord(
              input,
              named,
              undefined,
              'not judged: a plain date is not an ISO datetime; the kit reads it as midnight UTC (REL-DATES-INCLUSIVE at level kit)',
            ),
          );
          continue;
        }
        const answer = await listAnswer(ctx, path, { [input.name]: text });
        const same = answer.fingerprint === canonical.fingerprint;
        ctx.probe(probeRecord(input, named, answer.exchange, `answered as ${canonicalText}`, same));
        if (same) continue;
        // A parser that drops offsets drops both signs, on every route: one deviation. A refused
        // form is a valid request refused, which other checks may show too.
        const refused = answer.status >= 400 && answer.status < 500;
        const form = edge.class === 'instant-fraction' ? 'fractional seconds' : 'a UTC offset';
        const deviation = refused
          ? validRefused(answer.status)
          : `date bound written with ${form} read as another instant`;
        const what = `${inputName(input)}=${text}, not as ${canonicalText} (${canonical.fingerprint})`;
        const received = refused ? describeResponse(answer.exchange) : answer.fingerprint;
        wrong.set(deviation, [...(wrong.get(deviation) ?? []), [what, received, answer.exchange]]);
      }
    }
    for (const [deviation, found] of wrong) {
      const [[, , exchange]] = found as [[string, string, Exchange], ...unknown[]];
      ctx.flag(
        'a bound written with an offset or fractional seconds answered as the same instant written with Z',
        found.map(([what, received]) => `${what} → ${received}`).join('\n'),
        exchange,
        deviation,
      );
    }
  },
});
