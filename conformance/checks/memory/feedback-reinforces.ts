import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeScores, gain, prepareFeedbackScenario, tolerance } from './support/feedback-scenario.js';
import { sendFeedback } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1feedback "Runtime endpoints", rule 3 */
export default defineCheck({
  id: 'MEM-FEEDBACK-REINFORCES',
  title: 'feedback with success: true raises the listed atom relative to the others',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints',
  rule: 'POST /v1/feedback | reinforce memory that actually influenced the output',
  why: 'implied: feedback "reinforces memory that actually influenced the output"; reinforcement that never shows in a later recall\'s relevance is not reinforcement.',
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION'],
  run: async (ctx: CheckContext) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed]);
    const after = await scenario.measure();
    const eps = tolerance(before.scores, after.scores);
    const rose =
      gain(before.scores, after.scores, scenario.listed, scenario.unlisted) > eps &&
      gain(before.scores, after.scores, scenario.listed, scenario.outside) > eps;
    ctx.expect(
      rose,
      'the listed atom to gain score on both other atoms in the next recall',
      () => describeScores(scenario, before.scores, after.scores),
      exchange,
    );
  },
});
