/**
 * Builds the browser demo with Vite's JS API into a folder of the caller's choice, and reports
 * every warning. A `node:` (or other Node built-in) import anywhere in what the demo bundles, the
 * engine included, shows up as Vite's "externalized for browser compatibility" warning; the test
 * fails on it, because the engine must run in a browser without polyfills.
 */
import { fileURLToPath } from 'node:url';
import { build, createLogger } from 'vite';

/** Vite's config file of the demo. */
export const demoConfig = fileURLToPath(new URL('../../demo/vite.config.ts', import.meta.url));

/** Warnings that mean a Node built-in reached the browser bundle. */
export const nodeBuiltinWarning = /externalized for browser compatibility/;

/**
 * Builds the demo into `outDir` and returns Vite's warnings.
 * @example const warnings = await buildDemo('test-output/browser/site');
 */
export async function buildDemo(outDir: string): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  const collect = (message: string) => {
    warnings.push(message);
  };
  // Vitest sets NODE_ENV=test, which makes Vite build in development style: Node built-ins then
  // become runtime stubs with no build warning. Build as a consumer's production build does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: demoConfig,
      mode: 'production',
      logLevel: 'warn',
      customLogger: { ...logger, warn: collect, warnOnce: collect },
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    // Assigning undefined would store the string 'undefined'.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return warnings;
}
