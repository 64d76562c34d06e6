import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import type { ConformanceOptions } from '../../../conformance/options.js';
import { createRun, runConformance } from '../../../conformance/run-conformance.js';
import type { CheckResult } from '../../../conformance/vocabulary.js';
import { fixtureTenants } from '../../cli/conformance/start-target.js';
import { defaultRateLimit } from '../../engine/memory/rate-limiter.js';
import { conformanceAnswer } from '../conformance-answer.js';
import { conformanceOptionShape, conformanceOptionsOf } from '../conformance-input.js';
import { defineTool, type ToolExtra } from '../define-tool.js';
import type { MockRegistry } from '../mock-registry.js';
import { resolveTarget, targetShape } from '../target.js';
import { structured, ToolInputError } from '../tool-result.js';

const finding = z.object({
  id: z.string(),
  title: z.string(),
  rule: z.string(),
  source: z.string(),
  expected: z.string(),
  received: z.string(),
  reproduce: z.string().optional().describe('a curl line that reproduces it'),
  operation: z.string().optional(),
});

const output = {
  api: z.enum(['memory', 'releases']),
  baseUrl: z.string(),
  level: z.string(),
  verdict: z.enum(['passed', 'failed', 'unjudgeable']),
  exitCode: z.number().int().describe('what contract-kit conformance would exit with'),
  summary: z.record(z.string(), z.number()),
  summaryLine: z.string(),
  durationMs: z.number(),
  unjudgeable: z.object({ problem: z.string(), message: z.string(), curl: z.string().optional() }).optional(),
  causes: z
    .unknown()
    .optional()
    .describe('failing prerequisites and what rests on them, when the run reports them'),
  failures: z.array(finding),
  warnings: z.array(finding),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  otherResults: z.array(z.record(z.string(), z.unknown())).optional(),
  coverage: z.object({ percent: z.number(), covered: z.number(), total: z.number() }).optional(),
  errors: z.array(z.string()),
};

/** The options of a run against a mock this server started: the fixture tenants, the kit's level. */
function ownMockDefaults(api: 'memory' | 'releases'): Partial<ConformanceOptions> {
  const common = { level: 'kit', redactSecrets: false } as const;
  // As the CLI's built-in target: a burst straddling a window's end may send twice the limit.
  if (api === 'memory')
    return { ...common, ...fixtureTenants, rateLimitBurst: 2 * defaultRateLimit.limit + 100 };
  return common;
}

/**
 * Sends `notifications/progress` after each check when the caller asked for progress. `sent`
 * resolves once every notification so far is written: the answer must wait for it, since a client
 * stops listening for a call's progress once its answer has come, and the last check's
 * notification, still on its way, was lost now and then.
 */
function progressReporter(
  extra: ToolExtra,
  total: number,
): { onResult: (result: CheckResult) => void; sent: () => Promise<void> } {
  const token = extra._meta?.progressToken;
  let done = 0;
  let sending: Promise<void> = Promise.resolve();
  const onResult = (result: CheckResult) => {
    done++;
    if (token === undefined) return;
    const message = `[${result.id}] ${result.status}`;
    const notification = extra
      .sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress: done, total, message },
      })
      .catch(() => {});
    sending = sending.then(() => notification);
  };
  return { onResult, sent: () => sending };
}

/**
 * Registers `run_conformance`: the suite's one run path (`runConformance`) against a started mock
 * or any base URL, with the CLI's options, answering its findings as data.
 */
export function registerConformanceTool(server: McpServer, registry: MockRegistry): void {
  defineTool(
    server,
    {
      name: 'run_conformance',
      title: 'Run the conformance suite',
      description:
        'Judges a deployment (baseUrl) or a mock started here by the documented rules, one check at a time, and returns the verdict, counts, and each failure with expected, received and a curl line that reproduces it. Sends progress notifications when given a progressToken. Against a started mock the fixture tenants and level kit are the defaults.',
      input: {
        api: z.enum(['memory', 'releases']),
        mock: targetShape.mock,
        baseUrl: targetShape.baseUrl,
        ...conformanceOptionShape(),
      },
      output,
    },
    async (args, extra) => {
      const { api, mock, baseUrl } = args;
      const target = resolveTarget(registry, { mock, baseUrl }, api);
      const options: ConformanceOptions = {
        ...(target.mock ? ownMockDefaults(api) : {}),
        ...conformanceOptionsOf(args),
        api,
        baseUrl: target.url,
      };
      let total: number;
      try {
        total = createRun(options).planned.length;
      } catch (error) {
        if (error instanceof TypeError) throw new ToolInputError(inToolWords(error.message));
        throw error;
      }
      // A client that cancels the call (notifications/cancelled) aborts `extra.signal`: the run
      // stops sending to the deployment at once, and the SDK answers nothing for the call.
      const progress = progressReporter(extra, total);
      const report = await runConformance({ ...options, onResult: progress.onResult, signal: extra.signal });
      await progress.sent();
      const answer = conformanceAnswer(report);
      return structured(answer, `${answer.verdict}: ${answer.summaryLine}`);
    },
  );
}

/** The run's words name the CLI's flags; the tool's fields are the option names. */
function inToolWords(message: string): string {
  if (message.startsWith('the memory suite needs')) {
    return 'the memory suite needs apiKey and workspace: a key the deployment accepts and a workspace it may use';
  }
  return message.replace(/; see conformance\/README\.md$/, '; list_checks lists them');
}
