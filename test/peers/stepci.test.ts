/**
 * Step CI (npm `stepci`) against both mocks, served directly and through Prism: the workflow Step
 * CI's own generator makes from each document, one step per operation with a status check and a
 * JSON Schema check of the response body.
 *
 * What Step CI cannot test here, and why:
 * - Only the first documented response of each operation: its generator makes one step per
 *   operation, so error statuses are never asked for (Specmatic's generative run covers the 400s;
 *   test/memory, test/hardening and the conformance suite the others).
 * - Values: example bodies are not compared, because a stateful mock answers with its own ids
 *   and data; the schema check is what holds.
 * - Its generator reads `$ref` parameters as if they were inline (it fails on `param.schema`), so
 *   it is given the dereferenced document; the memory steps get the fixture's credentials, which
 *   the generator does not take from the security schemes. The mock is started as the README
 *   documents for example-driven tools, `contract-kit mock <api> --examples`, so the example
 *   anchor, atom and recall session the steps name exist.
 */
import { describe, expect, it } from 'vitest';
import { memoryKey, peerCases, usePeerTarget } from './support/peer-target.js';
import { runStepCi } from './support/run-stepci.js';

describe.each(peerCases)('stepci: %s mock (%s)', (api, mode) => {
  const target = usePeerTarget(api, mode);

  it('[PEER-STEPCI] the generated workflow passes every step', async () => {
    const result = await runStepCi({
      document: target().dereferenced,
      baseUrl: target().url,
      dir: target().dir,
      headers: api === 'memory' ? { Authorization: `Bearer ${memoryKey}` } : {},
    });
    expect(result.failed, result.output).toBe(0);
    // One step per operation: 8 in the memory document, 4 in the releases document.
    expect(result.total).toBe(api === 'memory' ? 8 : 4);
    expect(result.passed).toBe(result.total);
    expect(await target().violations(), 'Prism response violations').toBe(0);
  }, 120_000);
});
