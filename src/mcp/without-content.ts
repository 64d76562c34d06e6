/** Runs of letters, digits and the characters keys and tokens are made of. */
const word = /[\p{L}\p{N}_$+/=~-]+/gu;

/** Shortest part of a word taken as a quote of a file: a fragment of 3 characters says nothing. */
const quoteLength = 4;

/** Private-use characters stand for the paths while the rest is redacted: no word contains them. */
const placeholder = 0xe000;

/**
 * A message about files (a parser's or a validator's) with every piece of their content taken
 * out of what it says after naming one of them (loaders write `FLAG FILE: why`, `state file
 * FILE cannot be loaded: why`): quoted fragments, and any word that also occurs in one of the
 * files (a key, a value, the first characters JSON.parse quotes). Named paths stay readable; a
 * message that names none of the files is the kit's own and stands. A client must learn why a
 * file was refused, never what is in it.
 * @example withoutContent('--tenants /p/t.json: keys.ghp_abc.billing must be "active"', ['{"keys":{"ghp_abc":{}}}'], ['/p/t.json'])
 * // '--tenants /p/t.json: ….….billing must be "…"'
 */
export function withoutContent(message: string, contents: string[], paths: string[]): string {
  const shown = paths.filter((path) => path !== '').sort((a, b) => b.length - a.length);
  // Paths are set aside first, so that redaction cannot cut into them.
  let text = message;
  shown.forEach((path, index) => {
    text = text.split(path).join(String.fromCharCode(placeholder + index));
  });
  const named = text.search(/[\ue000-\ue0ff]/);
  if (named < 0) return message;
  const whole = new Set(contents.flatMap((content) => content.match(word) ?? []));
  const said = text
    .slice(named)
    .replace(/"[^"\ue000-\ue0ff]*"|'[^'\ue000-\ue0ff]*'/g, (quote) => `${quote[0]}…${quote[0]}`)
    .replace(word, (token) =>
      whole.has(token) || (token.length >= quoteLength && contents.some((content) => content.includes(token)))
        ? '…'
        : token,
    );
  return `${text.slice(0, named)}${said}`.replace(
    /[\ue000-\ue0ff]/g,
    (mark) => shown[mark.charCodeAt(0) - placeholder] ?? '',
  );
}
