import { defaults } from '../../../conformance/options.js';

/** Help text of `contract-kit conformance`. */
export const conformanceUsage = `Usage:
  contract-kit conformance memory --base-url URL --api-key KEY --workspace ID [options]
  contract-kit conformance releases --base-url URL [options]

Judges a deployment against the documented rules of its API. Without --base-url it starts the
kit's own mock for the run (memory: key ck_test_key, workspaces ws_main/ws_other/ws_denied,
blocked key ck_blocked_key) and judges that.

Memory options:
  --api-key KEY            key the suite acts with                        CONFORMANCE_API_KEY
  --workspace ID           a workspace the key may use                    CONFORMANCE_WORKSPACE
  --other-workspace ID     a second workspace of the key: isolation checks CONFORMANCE_OTHER_WORKSPACE
  --denied-workspace ID    a workspace the policy denies: 403 checks      CONFORMANCE_DENIED_WORKSPACE
  --blocked-api-key KEY    a key with blocked billing: 402 checks         CONFORMANCE_BLOCKED_API_KEY
  --checkout               also test the checkout-session endpoint        CONFORMANCE_CHECKOUT=1
  --pricing-model NAME     pricing model for checkout (${defaults.pricingModel})           CONFORMANCE_PRICING_MODEL
  --rate-limit             also provoke 429 with a bounded burst          CONFORMANCE_RATE_LIMIT=1
  --rate-limit-burst N     most requests of that burst (${defaults.rateLimitBurst})           CONFORMANCE_RATE_LIMIT_BURST

Options for both:
  --base-url URL           the deployment                                 CONFORMANCE_BASE_URL
  --level core|full        core: only what the API document states; full (default): also the
                           kit's inferred contract                        CONFORMANCE_LEVEL
  --reporter NAME          pretty (default), json, junit, html; repeatable CONFORMANCE_REPORTER=a,b
  --output PATH            one file reporter and a PATH with an extension: that file; "-": stdout;
                           otherwise a directory with conformance.json, conformance.junit.xml,
                           conformance.html (default ./conformance-report)  CONFORMANCE_OUTPUT
  --timeout MS             per-request timeout (${defaults.timeoutMs})                CONFORMANCE_TIMEOUT
  --max-requests N         traffic budget of the run (${defaults.maxRequests})             CONFORMANCE_MAX_REQUESTS
  --max-duration MS        wall-clock bound of the run (${defaults.maxDurationMs})         CONFORMANCE_MAX_DURATION
  --only ID,...            run only these checks                          CONFORMANCE_ONLY
  --run-id ID              names what the run creates (ck-conformance ID …) CONFORMANCE_RUN_ID
  --prism                  without --base-url: put Prism in front of the built-in mock
  -h, --help               show this help

Exit codes: 0 every check passed or was skipped for a stated reason, 1 a check failed or the run
could not complete, 2 usage error. Checks and rules: conformance/README.md.`;
