import type { Check, Requirement } from './define-check.js';
import type { ResolvedOptions } from './options.js';

/** A check as a run will treat it: run it, or skip it for `skip`. */
export interface PlannedCheck {
  check: Check;
  skip?: string;
}

/** The option each requirement needs, named as the CLI flag and its environment variable. */
const requirementFlags: Record<Requirement, [keyof ResolvedOptions, string, string]> = {
  otherWorkspace: ['otherWorkspace', '--other-workspace', 'CONFORMANCE_OTHER_WORKSPACE'],
  deniedWorkspace: ['deniedWorkspace', '--denied-workspace', 'CONFORMANCE_DENIED_WORKSPACE'],
  blockedApiKey: ['blockedApiKey', '--blocked-api-key', 'CONFORMANCE_BLOCKED_API_KEY'],
  checkout: ['checkout', '--checkout', 'CONFORMANCE_CHECKOUT=1'],
  rateLimit: ['rateLimit', '--rate-limit', 'CONFORMANCE_RATE_LIMIT=1'],
};

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
  if (options.level === 'core' && check.level === 'full') {
    return "level full (the kit's inferred contract); run with --level full";
  }
  for (const requirement of check.requires) {
    const [key, flag, variable] = requirementFlags[requirement];
    if (!options[key]) return `needs ${flag} (or ${variable})`;
  }
  return undefined;
}
