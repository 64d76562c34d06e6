import { validRefused } from '../../assertions.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import type { Exchange } from '../../http/exchange.js';
import { documentedInputs, inputName } from '../../probes/documented-inputs.js';
import { inputEdges } from '../../probes/input-edges.js';
import { probeRecord } from '../../probes/probe-record.js';
import { flagEach } from '../shared/fail-each.js';

const path = '/api/v1/billing/maas/checkout-session';

/** @see ../../../openapi/memory.yaml#/components/schemas/CheckoutSessionRequest */
export default defineCheck({
  id: 'MEM-CHECKOUT-EMAIL',
  title:
    'checkout accepts admin_email in every valid form it accepts a plain address in (plus, dots, subdomains, upper case)',
  api: 'memory',
  level: 'documented',
  source:
    'Resources and their fields: Checkout session; Endpoints: POST /api/v1/billing/maas/checkout-session',
  rule: 'admin_email | string | email of the administrator. Errors: 400 invalid request body; 402 billing paused; 500 payment price configuration missing.',
  why: 'documented: admin_email is an e-mail address and 400 is for an invalid body; an address with a + tag, dots, a subdomain or capitals is as valid as a plain one, so refusing it refuses a valid body.',
  requires: ['checkout'],
  run: async (ctx: CheckContext) => {
    // Every body field of checkout the document types as an e-mail address.
    const inputs = documentedInputs('memory').filter(
      (input) => input.operationId === 'createCheckoutSession' && input.place === 'body',
    );
    const refused: [string, Exchange][] = [];
    for (const input of inputs) {
      let plain: Exchange | undefined;
      for (const edge of inputEdges(input).filter((e) => e.class.startsWith('email-'))) {
        const exchange = await ctx.send({
          method: 'POST',
          path,
          headers: {},
          json: {
            company_name: ctx.label('company'),
            admin_email: 'ck-conformance@example.com',
            pricing_model: ctx.options.pricingModel,
            service_source: ctx.label('email forms'),
            [input.name]: edge.value,
          },
        });
        const status = exchange.status ?? 0;
        if (edge.class === 'email-plain') {
          plain = exchange;
          ctx.probe(probeRecord(input, edge, exchange, 'the canonical form: answered as the body allows'));
          if (status >= 300)
            ctx.note(
              `${inputName(input)}: a plain address was answered ${status}, so its other forms were not judged`,
            );
          continue;
        }
        const judged = plain !== undefined && (plain.status ?? 0) < 300;
        const ok = !judged || status < 400 || status >= 500;
        ctx.probe(
          probeRecord(
            input,
            edge,
            exchange,
            judged ? 'answered as the plain address (a 2xx)' : 'not judged: the plain address was refused',
            ok,
          ),
        );
        if (!ok) refused.push([`${inputName(input)} ${edge.class} ${JSON.stringify(edge.value)}`, exchange]);
      }
    }
    const [first] = refused;
    if (!first) return;
    // A valid request refused: the checkout checks whose own body carries such an address show
    // the same deviation, and join this one cause.
    const deviation = validRefused(first[1].status ?? 400);
    flagEach(ctx, 'a 2xx for each valid form of the address, as for the plain one', refused, deviation);
  },
});
