import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { readmePath, updateReadme } from '../../scripts/conformance-docs.js';

test('conformance/README.md shows the current option table and every check with its level, rule and why', async () => {
  const readme = await readFile(readmePath, 'utf8');
  // Stale? Run `npm run generate:docs`.
  expect(readme).toBe(updateReadme(readme));
});
