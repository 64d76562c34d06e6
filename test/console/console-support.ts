/**
 * What the console's browser tests share: a check that the console's modules are built (they are
 * served from dist/, as the package ships them), screenshots into docs/console/, and a wait for
 * the console to have loaded its journal.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const shotsDir = join(repo, 'docs', 'console');

/** Throws when dist/mocks/console is missing or older than mocks/console (run `npm run build`). */
export function assertConsoleBuilt(): void {
  const sources = join(repo, 'mocks', 'console');
  const built = join(repo, 'dist', 'mocks', 'console');
  for (const name of readdirSync(sources).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const out = join(built, name.replace(/\.ts$/, '.js'));
    let stale: boolean;
    try {
      stale = statSync(out).mtimeMs < statSync(join(sources, name)).mtimeMs;
    } catch {
      stale = true;
    }
    if (stale)
      throw new Error(
        `dist/mocks/console/${name.replace(/\.ts$/, '.js')} is missing or stale: run npm run build`,
      );
  }
}

/** Waits until the console shows its journal count (its first event arrived). */
export async function consoleReady(page: Page): Promise<void> {
  await page
    .locator('[data-testid="journal-count"]')
    .filter({ hasText: 'exchanges' })
    .waitFor({ timeout: 10_000 });
}

/** The number a state count shows, e.g. `anchors`. */
export async function stateCount(page: Page, name: string): Promise<number> {
  const text = await page.locator(`[data-count="${name}"] b`).textContent({ timeout: 10_000 });
  return Number(text);
}
