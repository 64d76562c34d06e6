import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Arrival } from './node-request.js';
import { refuse } from './refusal.js';

/**
 * The header the Prism front adds to what it forwards, and Prism passes on to the engine's inner
 * listener (Prism forwards every header but Host). Only the front knows its value.
 */
export const frontSecretHeader = 'x-contract-kit-front';

/** A fresh secret for one mock's front→Prism→engine leg, never printed or stored. */
export function createFrontSecret(): string {
  return randomBytes(24).toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards the engine's inner listener (127.0.0.1, an ephemeral port): without the front's secret
 * a request is refused with 403 before its body is read, so neither that port nor Prism's,
 * reached directly by a page or a local process, answers or changes anything (the Host, Origin
 * and token checks live on the front). The header is taken off the arrival's map once checked (the
 * map the engine's request carries), so the journal never shows it.
 */
export function guardInner(arrival: Arrival, response: ServerResponse, secret: string): boolean {
  const { headers } = arrival;
  const sent = headers[frontSecretHeader];
  if (sent !== undefined && timingSafeEqual(digest(sent), digest(secret))) {
    delete headers[frontSecretHeader];
    return true;
  }
  refuse(response, 'forbidden', "this port answers only the mock's front; send requests to its public URL");
  return false;
}
