import { routeCauseId } from './causes.js';
import type { Exchange } from './http/exchange.js';

/**
 * The cause behind a request that got no answer: its route, when the route failed or was refused
 * for failing (`route POST /v1/recall`); otherwise the bound of the run that stopped it
 * (`run the run's traffic budget of 3000 requests is spent`, `run the server did not answer …`).
 * @example transportCauseOf(exchange, 'POST /v1/recall') // 'route POST /v1/recall'
 */
export function transportCauseOf(exchange: Exchange, route: string): string {
  const error = exchange.error ?? '';
  if (error.startsWith(`${route}:`) || error.startsWith(`not sent: ${route} `)) return routeCauseId(route);
  const bound = error.replace(/^not sent: /, '').replace(/\s*\(.*$/s, '');
  return `run ${bound}`;
}
