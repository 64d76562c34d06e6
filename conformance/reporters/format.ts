import type { CheckResult } from '../vocabulary.js';

/**
 * Escapes text for XML and HTML, with every character that acts (controls, bidirectional and
 * zero-width characters, ones XML 1.0 cannot carry) shown as an escape: the one definition, in
 * src/client/inert-text.ts, that every report's text from a deployment goes through.
 */
export { escapeMarkup } from '../../src/client/inert-text.js';

/** Failed results grouped by the rule they break (source section + quoted rule), in run order. */
export function failuresByRule(
  results: readonly CheckResult[],
): { source: string; rule: string; results: CheckResult[] }[] {
  const groups = new Map<string, { source: string; rule: string; results: CheckResult[] }>();
  for (const result of results) {
    if (result.status !== 'failed') continue;
    const key = `${result.source}\u0000${result.rule}`;
    const group = groups.get(key) ?? { source: result.source, rule: result.rule, results: [] };
    group.results.push(result);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `1.2 s` or `340 ms`. */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
