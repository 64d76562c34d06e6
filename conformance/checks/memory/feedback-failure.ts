import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeScores, gain, prepareFeedbackScenario, tolerance } from './support/feedback-scenario.js';
import { sendFeedback } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml "POST /v1/feedback" (the API document does not say what false does) */
export default defineCheck({
  id: 'MEM-FEEDBACK-FAILURE',
  title: 'feedback with success: false reinforces nothing',
  api: 'memory',
  level: 'kit',
  advisory: true,
  source: 'openapi/memory.yaml: POST /v1/feedback',
  rule: 'With `success: false` nothing is reinforced.',
  why: "the kit's choice: what success: false does is not shown; that it reinforces like success: true would surprise a reviewer, so the documented level warns.",
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION', 'MEM-RECALL-LIMIT'],
  run: async (ctx: CheckContext) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, false, [scenario.listed]);
    const after = await scenario.measure();
    const eps = tolerance(before.scores, after.scores);
    const gained = Math.max(
      gain(before.scores, after.scores, scenario.listed, scenario.unlisted),
      gain(before.scores, after.scores, scenario.listed, scenario.outside),
    );
    ctx.expect(
      gained <= eps,
      'the listed atom to gain nothing after success: false',
      () => `it gained ${gained}: ${describeScores(scenario, before.scores, after.scores)}`,
      exchange,
    );
  },
});
