import { send } from './http-exchange.js';
import type { Target } from './target.js';
import { ToolInputError } from './tool-result.js';

/**
 * One call of a mock's control surface (`/__control/...`) over HTTP, so it works for any running
 * kit mock, started here or not. An answer of 400 or more is a {@link ToolInputError} that
 * carries the mock's own `{error, message}`.
 * @example await controlCall(target, 'POST', '/__control/faults', { operation: 'recall', status: 429 })
 */
export async function controlCall(
  target: Target,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await send({
    method,
    url: `${target.url}${path}`,
    headers: target.controlHeaders,
    ...(body === undefined ? {} : { body }),
  });
  const payload = answer.body as { error?: string; message?: string } | null;
  if (answer.status >= 400) {
    const said = payload?.message ? `${payload.error}: ${payload.message}` : JSON.stringify(answer.body);
    throw new ToolInputError(
      `${method} ${path} answered ${answer.status} (${said})${hint(answer.status, path)}`,
    );
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new ToolInputError(
      `${method} ${path} did not answer a JSON object: is ${target.url} a contract-kit mock?`,
    );
  }
  return payload as Record<string, unknown>;
}

function hint(status: number, path: string): string {
  if (status === 401) return '; pass controlToken, the token the mock printed when it started';
  if (status === 404 && path.startsWith('/__control/violations')) {
    return '; only a mock in the prism mode counts violations (this one runs direct)';
  }
  if (status === 404)
    return '; is the target a contract-kit mock (the control surface is under /__control/)?';
  return '';
}
