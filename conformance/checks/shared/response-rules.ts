import { errorCodeDeviation, errorShapeDeviation, notUuidDeviation } from '../../assertions.js';
import type { CheckContext } from '../../context.js';
import { jsonOf } from '../../http/exchange.js';
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
  // One finding per deviation, attached to the cause whose traffic showed it (a 401 that a failed
  // auth check provoked is that check's cause, not a second one), else a cause of its own.
  const groups = new Map<string, Violation[]>();
  for (const violation of violations.filter((found) => !found.advisory)) {
    const deviation = deviationOf(violation);
    groups.set(deviation, [...(groups.get(deviation) ?? []), violation]);
  }
  for (const [deviation, found] of groups) {
    const first = found[0] as Violation;
    // A status joins the cause whose traffic showed it; a schema violation only the cause found on
    // that very request (the same body broke both). A content type or an error code is never what
    // a check judged there: it joins a cause by the same deviation, or is one of its own.
    const by = kind === 'status' ? 'status' : kind === 'schema' ? 'request' : undefined;
    const cause = by ? found.map((v) => ctx.causeOf(v.exchange, by)).find(Boolean) : undefined;
    ctx.flag(`${expectations[kind]} on every response`, describe(found), first.exchange, deviation, cause);
  }
}

/**
 * A violation in words free of the operation, ids and indexes: the same missing field or the same
 * undocumented status on several routes is one deviation, and an error body of the wrong shape
 * reads as the refusal checks word it.
 */
function deviationOf(violation: Violation): string {
  const body = jsonOf(violation.exchange) as { error?: unknown } | undefined;
  if (violation.kind === 'error-code')
    return typeof body?.error === 'string' ? errorCodeDeviation : errorShapeDeviation;
  if (/must match (format "uuid"|pattern "\^\[0-9a-fA-F\]\{8\})/.test(violation.message))
    return notUuidDeviation;
  if (violation.kind === 'status') return `${violation.exchange.status} undocumented for the operation`;
  return `${violation.kind}: ${violation.message.replace(/\/\d+(?=\/|\s|$)/g, '/*')}`;
}
