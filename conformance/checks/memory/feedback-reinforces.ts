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
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION', 'MEM-RECALL-LIMIT'],
  run: async (ctx: CheckContext) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed]);
    const after = await scenario.measure();
    const eps = tolerance(before.scores, after.scores);
    // Judged against the atom the session did not return: whether the returned-but-unlisted atom
    // gained too is MEM-FEEDBACK-ONLY-LISTED's rule, so a service that reinforces the whole session
    // is one cause, not two.
    const rose = gain(before.scores, after.scores, scenario.listed, scenario.outside) > eps;
    ctx.expect(
      rose,
      'the listed atom to gain score on the atom the session did not return, in the next recall',
      () => describeScores(scenario, before.scores, after.scores),
      exchange,
    );
  },
});
