import { parsePrefer } from '../http/pipeline/prefer.js';
import type { Layer } from './types.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The latency every answer gets: `--latency` (`latencyMs`) plus the request's `Prefer: delay=`,
 * waited once the answer is ready, as a slow server would answer (a fault's own `latencyMs` is
 * waited in the controls, where the fault is matched). Control calls (`/__control/`)
 * are tools of the test, not of the API, and are never slowed. Outside a sharing layer, so a
 * replica waits after it let the write lock go, as one process waits after its write.
 * @example createLatencyLayer(250) // every API answer 250 ms later, more with Prefer: delay=
 */
export function createLatencyLayer(latencyMs = 0): Layer {
  return (request, next) => {
    if (request.context?.control ?? request.path.startsWith('/__control/')) return next(request);
    const delay = latencyMs + parsePrefer(request.headers.prefer).delayMs;
    if (delay === 0) return next(request);
    return next(request).then((response) => sleep(delay).then(() => response));
  };
}
