import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/**
 * Step outputs appended to the file named by `GITHUB_OUTPUT`, each as `name<<DELIMITER`, the value,
 * `DELIMITER`. The delimiter is random per output (`ghadelimiter_<uuid>`, as GitHub's own toolkit
 * writes it): a fixed one could be closed early by a value that holds it (a base URL or a message
 * chosen by whoever controls the input), which would set outputs of the attacker's choosing.
 * @throws {Error} when a name or value holds its delimiter (not expected from a random one).
 * @example writeOutputs(process.env.GITHUB_OUTPUT, { verdict: 'passed', 'exit-code': '0' })
 */
export function writeOutputs(file: string, outputs: Record<string, string>): void {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(outputs)) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
      throw new Error(`output ${name}: its value holds the delimiter ${delimiter}`);
    }
    lines.push(`${name}<<${delimiter}`, value, delimiter);
  }
  appendFileSync(file, `${lines.join(EOL)}${EOL}`, 'utf8');
}

/** A workflow command's message: `%`, CR and LF escaped as the runner reads them. */
export function escapeCommandData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
