import type { CheckResult } from '../vocabulary.js';

/** Escapes text for XML and HTML, and drops characters XML 1.0 cannot carry. */
export function escapeMarkup(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML forbids.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;')
  );
}

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
