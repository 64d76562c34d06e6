import type { CheckContext } from '../../context.js';
import {
  createResponseValidator,
  type ResponseValidator,
  type Violation,
  type ViolationKind,
} from '../../schema/response-validator.js';
import type { ApiName, Level } from '../../vocabulary.js';

const validators = new Map<string, ResponseValidator>();
const verdicts = new WeakMap<object, Violation[]>();

function validatorFor(api: ApiName, level: Level): ResponseValidator {
  const key = `${api}:${level}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = createResponseValidator(api, level);
    validators.set(key, validator);
  }
  return validator;
}

const expectations: Record<ViolationKind, string> = {
  status: 'a status the document lists for the operation',
  json: 'a JSON body with content-type application/json',
  schema: 'a body (and required headers) matching the documented schema for the status',
  'error-code': 'the error code the document pairs with the status',
};

/**
 * The body of every response check: make sure every operation has been seen once (`tour`), then
 * validate every response the run has recorded so far and fail with those that break `kind`.
 * @example await checkRecordedResponses(ctx, 'schema', memoryTour);
 */
export async function checkRecordedResponses(
  ctx: CheckContext,
  kind: ViolationKind,
  tour: (ctx: CheckContext) => Promise<void>,
): Promise<void> {
  await ctx.memo('response-tour', () => tour(ctx));
  const validator = validatorFor(ctx.check.api, ctx.level);
  const violations = ctx.exchanges().flatMap((exchange) => {
    let found = verdicts.get(exchange);
    if (!found) {
      found = validator.validate(exchange);
      verdicts.set(exchange, found);
    }
    return found.filter((violation) => violation.kind === kind);
  });
  const describe = (found: Violation[]) => {
    const shown = found
      .slice(0, 8)
      .map((v) => `${v.operation} (sent by ${v.exchange.checkId ?? 'the suite'}): ${v.message}`);
    const more = found.length > shown.length ? [`… and ${found.length - shown.length} more`] : [];
    return [...shown, ...more].join('\n');
  };
  const advisory = violations.filter((violation) => violation.advisory);
  const firstAdvisory = advisory[0];
  if (firstAdvisory)
    ctx.warn(`${expectations[kind]} on every response`, describe(advisory), firstAdvisory.exchange);
  const broken = violations.filter((violation) => !violation.advisory);
  const first = broken[0];
  if (first) ctx.fail(`${expectations[kind]} on every response`, describe(broken), first.exchange);
}
