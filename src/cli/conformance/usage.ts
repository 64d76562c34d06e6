import { type OptionSpec, optionEntries } from '../../../conformance/option-table.js';
import { exitCodes } from '../../../conformance/result.js';

function line(spec: OptionSpec & { flag: string }): string {
  const head = `  ${spec.flag}${spec.value ? ` ${spec.value}` : ''}`;
  const fallback = spec.default === undefined ? '' : ` (default ${spec.default})`;
  return `${head.padEnd(26)} ${spec.help}${fallback}; ${spec.env}`;
}

function section(title: string, keep: (spec: OptionSpec) => boolean): string {
  const lines = optionEntries()
    .map(([, spec]) => spec)
    .filter((spec): spec is OptionSpec & { flag: string } => Boolean(spec.flag) && keep(spec))
    .map(line);
  return `${title}\n${lines.join('\n')}`;
}

/** Help text of `contract-kit conformance`, derived from the option table. */
export const conformanceUsage = `Usage:
  contract-kit conformance memory --base-url URL --api-key KEY --workspace ID [options]
  contract-kit conformance releases --base-url URL [options]

Judges a deployment by the documents of its API. Without --base-url it starts the kit's own
mock for the run (memory: key ck_test_key, workspaces ws_main/ws_other/ws_denied, blocked key
ck_blocked_key) and judges it at level kit.

${section('Memory options:', (spec) => spec.api === 'memory')}

${section('Options for both:', (spec) => spec.api === undefined)}
  -h, --help                 show this help

Outcomes: passed, failed, warning (questionable behaviour the documents do not forbid; fails the
run only with --strict), skipped (with its reason).
Exit codes: ${exitCodes.passed} no check failed, ${exitCodes.failed} a check failed (or warned with --strict) or the run broke,
${exitCodes.usage} usage error (or --prism without a Prism that fits), ${exitCodes.unjudgeable} could not judge (unreachable, no answer, TLS,
not this API, credentials refused, rate-limited; the line ends with what to try next).
Checks and rules: conformance/README.md.`;
