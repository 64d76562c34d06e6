import type { RunCoverage } from '../coverage.js';

/** `recall  200✓ 400✓ 404· …  anchor_id, query, limit(1, 5)`: one compact line per operation. */
export function coverageLines(coverage: RunCoverage): string[] {
  const width = Math.max(...coverage.operations.map((operation) => operation.operationId.length));
  return coverage.operations.map((operation) => {
    const statuses = operation.statuses
      .map((entry) => `${entry.status}${entry.observed ? '✓' : '·'}`)
      .join(' ');
    const extra =
      operation.undocumented.length > 0 ? ` undocumented ${operation.undocumented.join(',')}` : '';
    const parameters = Object.entries(operation.parameters)
      .map(([name, values]) => `${name}(${values.join(', ')})`)
      .join(', ');
    return `${operation.operationId.padEnd(width)}  ${statuses}${extra}${parameters ? `  ${parameters}` : ''}`;
  });
}

/** `coverage 34/50 documented statuses (68%)`, with the gate when one was set. */
export function coverageHeadline(coverage: RunCoverage, minCoverage: number | undefined): string {
  const gate =
    minCoverage === undefined
      ? ''
      : coverage.percent < minCoverage
        ? `, below --min-coverage ${minCoverage}%`
        : `, at least --min-coverage ${minCoverage}%`;
  return `coverage ${coverage.covered}/${coverage.total} documented (operation, status) pairs seen (${coverage.percent}%${gate})`;
}
