/**
 * The longest line a report prints, in characters. Long bodies of reproduce lines go to files
 * beside the report (reproduce-files.ts) and long texts wrap, so a line fits a CI log and a terminal.
 */
export const maxLineLength = 200;

/**
 * Splits text into lines of at most `width` characters, at spaces where it can, hard otherwise.
 * @example wrap('a b c', 3) // ['a b', 'c']
 */
export function wrap(text: string, width: number = maxLineLength): string[] {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    let rest = line;
    while (rest.length > width) {
      const space = rest.lastIndexOf(' ', width);
      const cut = space > width / 2 ? space : width;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut).replace(/^ /, '');
    }
    lines.push(rest);
  }
  return lines;
}

/** A reproduce line longer than this is printed one option a line. */
const oneLineCurl = 120;

/**
 * A curl line as a shell reads it over several lines: one option a line, each but the last ending
 * with ` \`, so a person pastes it whole and every line stays short. A short one stays one line.
 * @example curlLines(long) // ["curl -sS -i -X POST 'http://x/v1/recall' \\", "  -H 'a: b' \\", "  --data-raw '{}'"]
 */
export function curlLines(curl: string): string[] {
  if (curl.includes('\n') || curl.length <= oneLineCurl) return curl.split('\n');
  // Options start outside quotes: split at " -H ", " --data-raw " and the like between quoted words.
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < curl.length; index++) {
    const char = curl[index] as string;
    if (char === "'") quoted = !quoted;
    const startsOption = /^ --?[A-Za-z]/.test(curl.slice(index, index + 4));
    // The command, its flags and the URL stay on the first line.
    const pastUrl = parts.length > 0 || current.includes("'");
    if (!quoted && startsOption && pastUrl) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map(
    (part, index) => `${index === 0 ? '' : '  '}${part}${index < parts.length - 1 ? ' \\' : ''}`,
  );
}
