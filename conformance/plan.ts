import type { Check } from './define-check.js';
import { optionFor } from './option-table.js';
import type { ResolvedOptions } from './options.js';

/** A check as a run will treat it: run it, or skip it for `skip`. */
export interface PlannedCheck {
  check: Check;
  skip?: string;
}

/**
 * Selects the checks of one run, in order, and states why each skipped one is skipped.
 * `--only` drops the others entirely; level and missing options skip with a reason.
 * @throws {TypeError} when `only` names an id that no check of this API has.
 * @example planChecks(memoryChecks, options).filter((p) => !p.skip)
 */
export function planChecks(
  checks: readonly Check[],
  options: Pick<ResolvedOptions, 'api' | 'level' | 'only'> & Partial<ResolvedOptions>,
): PlannedCheck[] {
  const ofApi = checks.filter((check) => check.api === options.api);
  const only = options.only?.length ? new Set(options.only.map((id) => id.trim().toUpperCase())) : undefined;
  if (only) {
    const unknown = [...only].filter((id) => !ofApi.some((check) => check.id === id));
    if (unknown.length > 0) {
      throw new TypeError(
        `unknown check id ${unknown.join(', ')} for ${options.api}; see conformance/README.md`,
      );
    }
  }
  return ofApi
    .filter((check) => !only || only.has(check.id))
    .map((check) => {
      const skip = skipReason(check, options);
      return skip ? { check, skip } : { check };
    });
}

function skipReason(check: Check, options: Partial<ResolvedOptions>): string | undefined {
  if (options.level === 'documented' && check.level === 'kit' && !check.advisory) {
    return "the kit's own choice where the documents are silent; judged with --level kit";
  }
  for (const requirement of check.requires) {
    const [name, spec] = optionFor(requirement);
    if (!(options as Record<string, unknown>)[name]) {
      const variable = spec.kind === 'boolean' ? `${spec.env}=1` : spec.env;
      return `needs ${spec.flag ?? variable} (or ${variable})`;
    }
  }
  return undefined;
}
