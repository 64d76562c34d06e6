import { findOperation, operationsOf } from '../../conformance/schema/operations.js';
import { createResponseValidator, type Violation } from '../../conformance/schema/response-validator.js';
import { type ApiName, apiOf } from './api-of.js';
import type { Exchange } from './exchange.js';
import type { Finding, ReportCase } from './finding.js';
import { documentedLevel, kitLevel } from './levels.js';
import { createRequestValidator } from './request-validator.js';

/** Checks one exchange against the document; the result is one line of a report. */
export type TrafficValidator = (exchange: Exchange) => ReportCase;

function validatorsOf(api: ApiName) {
  return {
    operations: operationsOf(api),
    request: {
      full: createRequestValidator(api, kitLevel),
      core: createRequestValidator(api, documentedLevel),
    },
    response: {
      full: createResponseValidator(api, kitLevel),
      core: createResponseValidator(api, documentedLevel),
    },
  };
}

/**
 * Creates the validator of recorded traffic. Each exchange is checked at level kit (the whole
 * document); a problem level documented also finds (what the service's description states) is labelled
 * `documented`, one only level kit finds is `inferred` (an `x-inferred` part of the document).
 * `api` fixes the API; without it each exchange's API is picked by its path.
 * @example createTrafficValidator(undefined)(exchange).findings
 */
export function createTrafficValidator(api: ApiName | undefined): TrafficValidator {
  const built = new Map<ApiName, ReturnType<typeof validatorsOf>>();
  const parts = (name: ApiName) => {
    const existing = built.get(name) ?? validatorsOf(name);
    built.set(name, existing);
    return existing;
  };
  return (exchange) => {
    const { pathname, search } = new URL(exchange.url);
    const name = `#${exchange.seq} ${exchange.method} ${pathname}${search}`;
    const chosen = api ?? apiOf(exchange.method, exchange.url);
    const base = { name, curl: exchange.curl };
    // Browsers send these themselves before a cross-origin call; they are not calls of the API.
    if (exchange.method === 'OPTIONS')
      return { ...base, detail: 'CORS preflight', findings: [], skipped: 'a CORS preflight' };
    if (!chosen)
      return { ...base, detail: 'not a request of either API', findings: [], skipped: 'not an API request' };
    const v = parts(chosen);
    const operation = findOperation(v.operations, exchange.method, exchange.url);
    if (!operation) {
      const message = `${exchange.method} ${pathname} is not a documented operation of the ${chosen} API`;
      return { ...base, detail: chosen, findings: [{ rule: 'operation', label: 'documented', message }] };
    }
    const detail = `${chosen} ${operation.operationId}${exchange.status ? ` → ${exchange.status}` : ''}`;
    const coreRequest = new Set(v.request.core(operation, exchange));
    const findings: Finding[] = v.request.full(operation, exchange).map((message) => ({
      rule: 'request',
      label: coreRequest.has(message) ? 'documented' : 'inferred',
      message,
    }));
    if (exchange.status === undefined) {
      return { ...base, detail, findings, skipped: `no response: ${exchange.error ?? 'none recorded'}` };
    }
    // A browser revalidating its cache: the page got the cached body, the HAR holds none to check.
    if (exchange.status === 304)
      return { ...base, detail, findings, skipped: 'not modified (served from cache)' };
    findings.push(
      ...responseFindings(v.response.full.validate(exchange), v.response.core.validate(exchange)),
    );
    return { ...base, detail, findings };
  };
}

/** A response problem core also sees (same kind) breaks the description; otherwise an inferred part. */
function responseFindings(full: Violation[], core: Violation[]): Finding[] {
  // An advisory finding of level documented is questionable, not forbidden: it does not make a rule documented.
  const coreKinds = new Set(
    core.filter((violation) => !violation.advisory).map((violation) => violation.kind),
  );
  return full.map((violation) => ({
    rule: `response ${violation.kind}`,
    label: coreKinds.has(violation.kind) ? 'documented' : 'inferred',
    message: violation.message,
  }));
}
