import { ApiError } from './api-error.js';
import type { CompiledParameter } from './router.js';

/** Turns one raw query or path string into the type its schema names, or throws a 400. */
function coerce(parameter: CompiledParameter, raw: string): unknown {
  const type = Array.isArray(parameter.schema.type) ? parameter.schema.type[0] : parameter.schema.type;
  if (type === 'integer') {
    if (!/^-?\d{1,15}$/.test(raw)) throw new ApiError('bad_request', `${parameter.name} must be an integer`);
    return Number(raw);
  }
  if (type === 'number') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value))
      throw new ApiError('bad_request', `${parameter.name} must be a number`);
    return value;
  }
  if (type === 'boolean') {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    throw new ApiError('bad_request', `${parameter.name} must be true or false`);
  }
  return raw;
}

/**
 * Reads, coerces and validates the query and path parameters of a route. Defaults are applied;
 * a parameter given twice is a 400, because which value wins would be a guess.
 */
export function readParameters(
  parameters: readonly CompiledParameter[],
  query: URLSearchParams,
  pathValues: Record<string, string>,
): { query: Record<string, unknown>; params: Record<string, unknown> } {
  const out = { query: {} as Record<string, unknown>, params: {} as Record<string, unknown> };
  // With one parameter sent, none can be repeated: the common case asks for no list of values.
  // Written so that a runtime without URLSearchParams.size (undefined) still checks every one.
  const repeats = !(query.size <= 1);
  for (const parameter of parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'path') continue;
    let raw: string | undefined;
    if (parameter.in === 'query') {
      raw = query.get(parameter.name) ?? undefined;
      if (raw !== undefined && repeats && query.getAll(parameter.name).length > 1)
        throw new ApiError('bad_request', `${parameter.name} must be given once`);
    } else raw = pathValues[parameter.name] ?? '';
    const target = parameter.in === 'query' ? out.query : out.params;
    if (raw === undefined) {
      if (parameter.required) throw new ApiError('bad_request', `${parameter.name} is required`);
      if (parameter.schema.default !== undefined) target[parameter.name] = parameter.schema.default;
      continue;
    }
    const result = parameter.validate(coerce(parameter, raw), parameter.name);
    if (!result.ok) throw new ApiError('bad_request', result.message);
    target[parameter.name] = result.value;
  }
  return out;
}
