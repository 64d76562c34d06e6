/**
 * The README's Vitest browser-mode recipe ("In Vitest's browser mode") as this repository runs it:
 * a component-style test in Chromium through the Playwright provider, with the msw handlers behind
 * msw 3's setupWorker. test/browser/vitest-browser-mode.test.ts runs it (the root config leaves
 * these files out) and checks that every line of the README's config is here, in order. What this
 * file adds: Debian's Chromium by default, a root (it is run from the repository's root), Vite's
 * cache and Vitest's failure screenshots outside the sources, and a shorter test timeout.
 */
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// scripts/ensure-chromium.sh installs it; Playwright downloads no browser here.
process.env.CHROMIUM_PATH ??= '/usr/bin/chromium';

export default defineConfig({
  root: here('.'),
  cacheDir: here('../../node_modules/.vite/browser-mode'),
  // Serves msw's worker script at /mockServiceWorker.js (Vitest 5 no longer does).
  plugins: [msw({ mode: 'worker-only' })],
  test: {
    attachmentsDir: here('../../test-output/browser-mode/attachments'),
    // expect.element waits until the test's deadline: a failing assertion here fails in 5 s, not 15.
    testTimeout: 5_000,
    browser: {
      enabled: true,
      headless: true,
      // Playwright's own Chromium (npx playwright install chromium), or the one CHROMIUM_PATH names.
      provider: playwright({ launchOptions: { executablePath: process.env.CHROMIUM_PATH } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
