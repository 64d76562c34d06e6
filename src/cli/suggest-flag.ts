/** Edit distance between two short strings (Levenshtein, one row). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost);
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * The known flag nearest to a mistyped one, when it is near enough to be the likely intent.
 * @example suggestFlag('--workspce', ['--workspace', '--base-url']) // '--workspace'
 */
export function suggestFlag(given: string, known: readonly string[]): string | undefined {
  const name = `--${given.replace(/^-+/, '').replace(/=.*$/, '').toLowerCase()}`;
  let best: [string, number] | undefined;
  for (const flag of known) {
    const score = flag.startsWith(name) && name.length >= 4 ? 1 : distance(name, flag);
    if (!best || score < best[1]) best = [flag, score];
  }
  return best && best[1] <= Math.max(2, Math.floor(name.length / 4)) ? best[0] : undefined;
}
