import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../server/package-root.js';

/**
 * The console's browser modules: mocks/console/*.ts compiled by `npm run build` into
 * dist/mocks/console/, served as they are (native ES modules, no bundler, nothing built by users).
 */
export const consoleDir = join(packageRoot, 'dist', 'mocks', 'console');

/** The host page: no inline script or style, so the CSP can forbid both. */
export const consolePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>contract-kit console</title><link rel="stylesheet" href="/__console/page.css">
<script type="module" src="/__console/http-console.js"></script></head><body></body></html>
`;

/** The page's own style: the console fills the window (its own styles live in its shadow root). */
export const pageCss = 'html,body{margin:0;height:100%}#console{height:100vh}\n';

/**
 * Headers of every console answer: never framed, scripts and styles from the mock only, no
 * referrer leaving with the token, and no other site may load its files (CORP).
 */
export const consoleHeaders: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

const cache = new Map<string, Buffer | null>();

/**
 * A compiled module of the console by its file name (`app.js`), or null when there is none. Only
 * plain names: nothing outside the folder can be asked for.
 */
export function consoleModule(name: string): Buffer | null {
  if (!/^[a-z][a-z-]*\.js$/.test(name)) return null;
  if (!cache.has(name)) {
    const path = join(consoleDir, name);
    cache.set(name, existsSync(path) ? readFileSync(path) : null);
  }
  return cache.get(name) ?? null;
}
