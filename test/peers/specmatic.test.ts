/**
 * Specmatic (npm `specmatic`, a jar run on Java 17 from scripts/ensure-java.sh) against both mocks,
 * served directly and through Prism: first the documents' own examples (request and response
 * examples paired by name), then generative tests (boundary values, optional fields left out,
 * wrong types and out-of-range values that must be a 4xx), bounded to one combination per case.
 *
 * Both runs read the documents as they are (openapi/*.yaml). The examples run targets the mock
 * started the way the README documents for example-driven tools, `contract-kit mock <api>
 * --examples`: it starts with the anchor, atoms, recall sessions and end user the memory examples
 * name (feedback for the example session is accepted) and with the source and event the releases
 * examples name. The generative run builds its cases on the same examples, so the memory mock
 * starts the same way; the releases mock serves its bundled dataset instead (source 1 and the
 * unknown id 999999 behave the same there), so the generated filters and pages get answers of
 * every shape rather than the one example event.
 *
 * What Specmatic cannot test here, and why:
 * - Error statuses that no schema-valid request example can produce: 402 (a blocked billing key),
 *   403 (a workspace the policy denies), 413 (a body over 1 MiB), 429 (the rate limit) and the
 *   checkout's 402/500 (a paused or unpriced model in the tenants fixture). Specmatic sends the
 *   credentials and header values the configuration and examples give it; test/memory,
 *   test/hardening and the conformance suite cover these statuses.
 * - State across calls (recall finds what was stored, feedback raises later scores, pages never
 *   repeat): Specmatic judges each response on its own against the schema.
 * - Response headers beyond the schema (Retry-After, Allow) and the `Prefer` conventions.
 */
import { describe, expect, it } from 'vitest';
import { memoryKey, peerCases, usePeerTarget } from './support/peer-target.js';
import { runSpecmatic } from './support/run-specmatic.js';

describe.each(peerCases)('specmatic: %s mock (%s)', (api, mode) => {
  const env: Record<string, string> =
    api === 'memory' ? { bearerAuth: memoryKey, apiKeyHeader: memoryKey } : {};

  describe.each([
    // As a user runs it: the documented command, nothing else.
    ['examples', false, ['--examples']],
    // A generative run sends hundreds of requests in seconds; a 429 the tool did not ask for
    // says nothing about the contract (429 itself is covered by test/memory and the suite).
    ['generative', true, api === 'memory' ? ['--examples', '--rate-limit', 'off'] : []],
  ] as const)('%s', (name, generative, flags) => {
    const target = usePeerTarget(api, mode, [...flags]);

    it(`[PEER-SPECMATIC] ${name}: the unmodified document, zero failures (mock ${flags.join(' ')})`, async () => {
      const result = await runSpecmatic({
        document: target().document,
        baseUrl: target().url,
        dir: target().dir,
        generative,
        env,
      });
      console.log(
        `specmatic ${api} ${mode} ${name}: ${result.tests} tests, ` +
          `${result.failures} failed, ${result.seconds.toFixed(1)} s`,
      );
      expect(result.failures + result.errors, result.report).toBe(0);
      // Every operation has at least one paired example; generative runs add many more cases.
      const minimum = (api === 'memory' ? 8 : 4) * (generative ? 5 : 1);
      expect(result.tests).toBeGreaterThanOrEqual(minimum);
      expect(result.successes).toBe(result.tests);
      expect(await target().violations(), 'Prism response violations').toBe(0);
    }, 300_000);
  });
});
