import { describe, expect, it } from 'vitest';
import { createViolationLog } from './violations.js';

/** One violation as Prism writes it (`location` first), on the request or the response side. */
function violation(side: 'request' | 'response', i: number) {
  return {
    location: [side, 'body', 'events', String(i), 'published_at'],
    severity: 'Error',
    code: 'format',
    message: `must match format "date-time" (#${i})`,
  };
}

/** The header exactly as Prism 5.16 sends it (`addViolationHeader`, prism-http-server's server.js). */
function asPrismSends(violations: object[]): string {
  const limit = 8 * 1024 - 100;
  const value = JSON.stringify(violations);
  return value.length > limit ? `Too many violations! ${value.substring(0, limit)}` : value;
}

const requests = (n: number) => Array.from({ length: n }, (_, i) => violation('request', i));
const responses = (n: number) => Array.from({ length: n }, (_, i) => violation('response', i));

function logWithLines() {
  const lines: string[] = [];
  return { lines, log: createViolationLog((line) => lines.push(line)) };
}

describe('[SL-LOG] the violation log', () => {
  it('[SL-LOG-WHOLE] counts the response violations of a whole header, and notes no cut', () => {
    const { lines, log } = logWithLines();
    const found = log.record('GET', '/api/v1/events', 200, asPrismSends([...requests(2), ...responses(3)]));
    expect(found).toHaveLength(3);
    expect(log.report()).toEqual({ count: 3, violations: found });
    expect(found.every((v) => v.truncated === undefined)).toBe(true);
    expect(
      lines.filter((line) => line.startsWith('✖ CONTRACT VIOLATION GET /api/v1/events -> 200')),
    ).toHaveLength(3);
  });

  it('[SL-LOG-CUT] a header Prism cut still counts the exchange: every whole response violation, and one for the rest', () => {
    const { lines, log } = logWithLines();
    const header = asPrismSends([...requests(3), ...responses(200)]);
    expect(header.startsWith('Too many violations! ')).toBe(true);
    const found = log.record('GET', '/api/v1/events?limit=100', 200, header);
    const whole = found.filter((v) => v.code === 'format');
    expect(whole.length).toBeGreaterThan(10);
    expect(found).toHaveLength(whole.length + 1);
    expect(found.at(-1)).toMatchObject({
      location: ['response'],
      code: 'sl-violations-cut',
      truncated: true,
    });
    expect(found.every((v) => v.truncated === true && v.status === 200)).toBe(true);
    const report = log.report();
    expect([report.count, report.truncated]).toEqual([whole.length + 1, 1]);
    expect(lines[0]).toBe(
      `contract-kit: Prism cut the sl-violations header of GET /api/v1/events?limit=100 -> 200 at 8 KiB ("Too many violations!"): ${whole.length + 3} violations read whole, ${whole.length} of them on the response; at least one more response violation is hidden`,
    );
  });

  it('[SL-LOG-CUT-REQUEST] a cut among request violations counts nothing it cannot read, but says so', () => {
    const { lines, log } = logWithLines();
    const found = log.record('POST', '/v1/atoms', 400, asPrismSends(requests(200)));
    expect(found).toEqual([]);
    expect(log.report()).toEqual({ count: 0, violations: [], truncated: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^contract-kit: Prism cut the sl-violations header of POST \/v1\/atoms -> 400 .*0 of them on the response; the rest cannot be read and may hold response violations$/,
    );
  });

  it('[SL-LOG-CUT-DELIBERATE] a cut header on a deliberate answer is expected, not counted', () => {
    const { lines, log } = logWithLines();
    const found = log.record('GET', '/api/v1/events', 503, asPrismSends(responses(200)), true);
    expect(found.length).toBeGreaterThan(1);
    expect(log.report()).toEqual({ count: 0, violations: [], expected: found.length });
    expect(lines).toEqual([]);
  });

  it('[SL-LOG-UNREADABLE] an unreadable header is logged and counts nothing', () => {
    const { lines, log } = logWithLines();
    expect(log.record('GET', '/x', 200, 'Too many violations! <html>')).toEqual([]);
    expect(log.report()).toEqual({ count: 0, violations: [] });
    expect(lines).toEqual([
      'contract-kit: unreadable sl-violations header on GET /x: Too many violations! <html>',
    ]);
  });
});
