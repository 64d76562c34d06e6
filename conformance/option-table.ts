import type { Level, Requirement } from './vocabulary.js';

/** How an option's text is read. */
export type OptionKind =
  | 'string'
  | 'url'
  | 'boolean'
  | 'integer'
  | 'list'
  | 'level'
  | 'reporters'
  | 'headers';

/** One option of a conformance run, everywhere it appears. */
export interface OptionSpec {
  /** The command-line flag, if the option has one. */
  readonly flag?: `--${string}`;
  /** The `CONFORMANCE_*` variable the CLI reads when the flag is absent. */
  readonly env: `CONFORMANCE_${string}`;
  readonly kind: OptionKind;
  /** Shown in usage, the README table and JSDoc. */
  readonly help: string;
  /** Placeholder in usage (`--api-key KEY`). */
  readonly value?: string;
  readonly default?: string | number | boolean;
  /** Smallest value of an `integer`. */
  readonly min?: number;
  /** `memory`: the flag is refused for releases. */
  readonly api?: 'memory';
  /** The checks that need this option (`requires` of a check) and are skipped without it. */
  readonly enables?: Requirement;
  /** Read by the command only (reports, the built-in mock), not by a run. */
  readonly cli?: true;
}

/**
 * Every option of `contract-kit conformance` and of `runConformance`, in one table. The flag
 * parser, the environment fallbacks, the usage text, the plan's skip reasons, the option types
 * and the README's option table are all derived from it: adding an option of an existing kind
 * touches this table (and the code that reads it) only. A new kind also needs its reading in
 * parse-options.ts (`parseValue`), its type in {@link ValueOf}, and, when repeatable like
 * `reporters` and `headers`, its place in the flag parser (src/cli/conformance/parse-args.ts).
 */
export const optionTable = {
  baseUrl: {
    flag: '--base-url',
    env: 'CONFORMANCE_BASE_URL',
    kind: 'url',
    value: 'URL',
    help: "the deployment's root URL; without it the kit's own mock is started and judged",
  },
  level: {
    flag: '--level',
    env: 'CONFORMANCE_LEVEL',
    kind: 'level',
    value: 'LEVEL',
    help: "documented (default with --base-url): what every correct deployment must do; kit (default for the built-in mock): also the kit's own choices where the documents are silent. Old names: core = documented, full = kit",
  },
  strict: {
    flag: '--strict',
    env: 'CONFORMANCE_STRICT',
    kind: 'boolean',
    default: false,
    help: 'warnings fail the run too (exit 1)',
  },
  minCoverage: {
    flag: '--min-coverage',
    env: 'CONFORMANCE_MIN_COVERAGE',
    kind: 'integer',
    value: 'PERCENT',
    min: 0,
    help: 'fail the run when fewer than PERCENT of the documented (operation, status) pairs were seen',
  },
  apiKey: {
    flag: '--api-key',
    env: 'CONFORMANCE_API_KEY',
    kind: 'string',
    value: 'KEY',
    api: 'memory',
    help: 'the key the suite acts with (required for memory)',
  },
  workspace: {
    flag: '--workspace',
    env: 'CONFORMANCE_WORKSPACE',
    kind: 'string',
    value: 'ID',
    api: 'memory',
    help: 'a workspace the key may use (required for memory)',
  },
  otherWorkspace: {
    flag: '--other-workspace',
    env: 'CONFORMANCE_OTHER_WORKSPACE',
    kind: 'string',
    value: 'ID',
    api: 'memory',
    enables: 'otherWorkspace',
    help: 'a second workspace of the same key: workspace isolation and rate-limit scope checks',
  },
  deniedWorkspace: {
    flag: '--denied-workspace',
    env: 'CONFORMANCE_DENIED_WORKSPACE',
    kind: 'string',
    value: 'ID',
    api: 'memory',
    enables: 'deniedWorkspace',
    help: 'a workspace the access policy denies for the key: 403 checks',
  },
  blockedApiKey: {
    flag: '--blocked-api-key',
    env: 'CONFORMANCE_BLOCKED_API_KEY',
    kind: 'string',
    value: 'KEY',
    api: 'memory',
    enables: 'blockedApiKey',
    help: 'a key whose billing account is blocked: 402 checks',
  },
  checkout: {
    flag: '--checkout',
    env: 'CONFORMANCE_CHECKOUT',
    kind: 'boolean',
    default: false,
    api: 'memory',
    enables: 'checkout',
    help: 'also test POST /api/v1/billing/maas/checkout-session',
  },
  pricingModel: {
    flag: '--pricing-model',
    env: 'CONFORMANCE_PRICING_MODEL',
    kind: 'string',
    value: 'NAME',
    default: 'starter',
    api: 'memory',
    help: 'a pricing model the checkout accepts',
  },
  rateLimit: {
    flag: '--rate-limit',
    env: 'CONFORMANCE_RATE_LIMIT',
    kind: 'boolean',
    default: false,
    api: 'memory',
    enables: 'rateLimit',
    help: 'also provoke 429 with a bounded burst of recalls',
  },
  rateLimitBurst: {
    flag: '--rate-limit-burst',
    env: 'CONFORMANCE_RATE_LIMIT_BURST',
    kind: 'integer',
    value: 'N',
    default: 1_000,
    min: 1,
    api: 'memory',
    help: 'the most requests that burst may send',
  },
  only: {
    flag: '--only',
    env: 'CONFORMANCE_ONLY',
    kind: 'list',
    value: 'ID,...',
    help: 'run only these checks',
  },
  timeoutMs: {
    flag: '--timeout',
    env: 'CONFORMANCE_TIMEOUT',
    kind: 'integer',
    value: 'MS',
    default: 10_000,
    min: 1,
    help: 'per-request timeout',
  },
  maxResponseTimeMs: {
    flag: '--max-response-time',
    env: 'CONFORMANCE_MAX_RESPONSE_TIME',
    kind: 'integer',
    value: 'MS',
    min: 1,
    enables: 'maxResponseTime',
    help: 'a response-time budget: fail when a response takes longer, naming each route over it with its slowest exchange (off by default)',
  },
  maxRequests: {
    flag: '--max-requests',
    env: 'CONFORMANCE_MAX_REQUESTS',
    kind: 'integer',
    value: 'N',
    default: 3_000,
    min: 10,
    help: 'traffic budget of the run (the rate-limit burst brings its own)',
  },
  maxDurationMs: {
    flag: '--max-duration',
    env: 'CONFORMANCE_MAX_DURATION',
    kind: 'integer',
    value: 'MS',
    default: 300_000,
    min: 1_000,
    help: 'wall-clock bound of the run',
  },
  headers: {
    flag: '--header',
    env: 'CONFORMANCE_HEADER',
    kind: 'headers',
    value: "'NAME: VALUE'",
    help: "a header sent with every request the checks do not set themselves (a gateway's token, a routing header); repeatable (the variable takes one per line); reports write its value as $CONFORMANCE_HEADER_NAME",
  },
  ca: {
    flag: '--ca',
    env: 'CONFORMANCE_CA',
    kind: 'string',
    value: 'FILE',
    help: 'a PEM file of certificate authorities to trust besides the system ones (a private CA)',
  },
  insecure: {
    flag: '--insecure',
    env: 'CONFORMANCE_INSECURE',
    kind: 'boolean',
    default: false,
    help: 'accept any TLS certificate (a staging gateway); the API is judged all the same',
  },
  runId: {
    flag: '--run-id',
    env: 'CONFORMANCE_RUN_ID',
    kind: 'string',
    value: 'ID',
    help: 'names what the run creates (ck-conformance ID ...); default: time-based',
  },
  redactSecrets: {
    env: 'CONFORMANCE_REDACT',
    kind: 'boolean',
    default: true,
    help: 'write API keys into curl lines as $CONFORMANCE_API_KEY references',
  },
  reporter: {
    flag: '--reporter',
    env: 'CONFORMANCE_REPORTER',
    kind: 'reporters',
    value: 'NAME',
    default: 'pretty',
    cli: true,
    help: 'pretty, json, junit, html, ctrf (CTRF JSON for CI dashboards), github (::error annotations, and the job summary in $GITHUB_STEP_SUMMARY); repeatable (the variable takes a,b)',
  },
  output: {
    flag: '--output',
    env: 'CONFORMANCE_OUTPUT',
    kind: 'string',
    value: 'PATH',
    default: 'conformance-report',
    cli: true,
    help: 'one file reporter and a PATH with an extension: that file; "-": stdout; otherwise a directory with conformance.json, conformance.junit.xml, conformance.html, conformance.ctrf.json, and requests/ with the bodies of long reproduce lines',
  },
  prism: {
    flag: '--prism',
    env: 'CONFORMANCE_PRISM',
    kind: 'boolean',
    default: false,
    cli: true,
    help: 'without --base-url: put Prism in front of the built-in mock',
  },
} as const satisfies Record<string, OptionSpec>;

/** The name of an option in {@link optionTable}. */
export type OptionName = keyof typeof optionTable;

/** The options a run reads (the table less the command's own). */
export type RunOptionName = {
  [K in OptionName]: (typeof optionTable)[K] extends { cli: true } ? never : K;
}[OptionName];

/** The value type of an option kind. */
export type ValueOf<K extends OptionKind> = K extends 'boolean'
  ? boolean
  : K extends 'integer'
    ? number
    : K extends 'list'
      ? readonly string[]
      : K extends 'level'
        ? Level
        : K extends 'reporters' | 'headers'
          ? readonly string[]
          : string;

/** The run options as a typed object, every field optional. */
export type TableOptions = {
  [K in RunOptionName]?: ValueOf<(typeof optionTable)[K]['kind']>;
};

/** Every entry of the table with its name, in table order. */
export function optionEntries(): [OptionName, OptionSpec][] {
  return Object.entries(optionTable) as [OptionName, OptionSpec][];
}

/** The option whose absence skips the checks that need `requirement`. */
export function optionFor(requirement: Requirement): [OptionName, OptionSpec] {
  const found = optionEntries().find(([, spec]) => spec.enables === requirement);
  if (!found) throw new Error(`internal: no option enables ${requirement}`);
  return found;
}
