import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import type { ConformanceOptions } from '../../../conformance/options.js';
import { createRun, runConformance } from '../../../conformance/run-conformance.js';
import { fixtureTenants, ownMockRateLimitBurst } from '../../options/fixture-tenants.js';
import { conformanceAnswer, conformanceOutput } from '../conformance-answer.js';
import { conformanceOptionShape, conformanceOptionsOf } from '../conformance-input.js';
import { defineTool } from '../define-tool.js';
import type { MockRegistry } from '../mock-registry.js';
import { type ProgressBarrier, progressReporter } from '../progress.js';
import { resolveTarget, targetShape } from '../target.js';
import { structured, ToolInputError } from '../tool-result.js';

/** The options of a run against a mock this server started: the fixture tenants, the kit's level. */
function ownMockDefaults(api: 'memory' | 'releases'): Partial<ConformanceOptions> {
  const common = { level: 'kit', redactSecrets: false } as const;
  // As the CLI's built-in target (see ownMockRateLimitBurst).
  if (api === 'memory') return { ...common, ...fixtureTenants, rateLimitBurst: ownMockRateLimitBurst };
  return common;
}

/**
 * Registers `run_conformance`: the suite's one run path (`runConformance`) against a started mock
 * or any base URL, with the CLI's options, answering its findings as data, with a progress
 * notification per check that the client has before the answer (see {@link ProgressBarrier}).
 */
export function registerConformanceTool(
  server: McpServer,
  registry: MockRegistry,
  barrier: ProgressBarrier,
): void {
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
      output: conformanceOutput,
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
      // The one path this tool reads: resolved inside the root like every other.
      if (options.ca !== undefined)
        options.ca = await (await registry.pathRoot()).existingFile('ca', options.ca);
      let total: number;
      try {
        total = createRun(options).planned.length;
      } catch (error) {
        if (error instanceof TypeError) throw new ToolInputError(inToolWords(error.message));
        throw error;
      }
      // A client that cancels the call (notifications/cancelled) aborts `extra.signal`: the run
      // stops sending to the deployment at once, and the SDK answers nothing for the call.
      const progress = progressReporter(extra, total, barrier);
      const report = await runConformance({
        ...options,
        onResult: (result) => progress.step(`[${result.id}] ${result.status}`),
        signal: extra.signal,
      });
      // A client forgets a call's progress once it has the answer: the last step must be in first.
      await progress.settled();
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
