import { parse } from 'yaml';
import { readFastYaml } from './fast-yaml.js';
import { Bail } from './yaml-scalars.js';

/**
 * A YAML document's value: read by the fast reader when it is of the common form, else by the
 * `yaml` package (anchors, tags, multi-line scalars, ...), which also reports every error.
 * @throws the `yaml` package's error for a document that is not valid YAML
 * @example readYaml('openapi: 3.1.0\npaths: {}\n') // { openapi: '3.1.0', paths: {} }
 */
export function readYaml(text: string): unknown {
  try {
    return readFastYaml(text);
  } catch (error) {
    if (!(error instanceof Bail)) throw error;
  }
  return parse(text, { maxAliasCount: 1000 });
}
