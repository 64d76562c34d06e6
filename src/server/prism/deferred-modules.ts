import { createRequire } from 'node:module';
import { hostModule } from './prism-host.js';

/**
 * JavaScript for a CommonJS process that loads Prism as its host does (tests and benchmarks): from
 * then on, `require` of each module in `table` returns a stand-in that loads the real module on
 * first use. The work is `deferModules` of host/defer-modules.cjs, which the host itself runs with
 * Prism's table (`prismDeferredModules` there, which says why each module is deferred); this only
 * names it by path, for scripts run with `node -e`.
 * @example spawn(process.execPath, ['-e', deferModulesScript(prismDeferredModules) + rest])
 */
export function deferModulesScript(table: Record<string, readonly string[]>): string {
  return `require(${JSON.stringify(hostModule('defer-modules.cjs'))}).deferModules(require('module'), ${JSON.stringify(table)});\n`;
}

/** Prism's table of deferred modules (see host/defer-modules.cjs). */
export const prismDeferredModules: Record<string, readonly string[]> = createRequire(import.meta.url)(
  hostModule('defer-modules.cjs'),
).prismDeferredModules;
