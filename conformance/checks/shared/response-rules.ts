import type { CheckContext } from '../../context.js';
import type { ApiName, Level } from '../../define-check.js';
import {
  createResponseValidator,
  type ResponseValidator,
  type Violation,
  type ViolationKind,
} from '../../schema/response-validator.js';

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
  const first = violations[0];
  if (!first) return;
  const shown = violations
    .slice(0, 8)
    .map((v) => `${v.operation} (sent by ${v.exchange.checkId ?? 'the suite'}): ${v.message}`);
  const more = violations.length > shown.length ? [`… and ${violations.length - shown.length} more`] : [];
  ctx.fail(`${expectations[kind]} on every response`, [...shown, ...more].join('\n'), first.exchange);
}
