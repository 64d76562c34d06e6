import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeScores, gain, prepareFeedbackScenario, tolerance } from './support/feedback-scenario.js';
import { sendFeedback } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1feedback "Runtime endpoints", rule 3 */
export default defineCheck({
  id: 'MEM-FEEDBACK-SESSION-SCOPE',
  title: 'feedback does not reinforce listed atoms that the named session did not return',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 3',
  rule: 'Feedback reinforces only the atoms listed in used_memory_atom_ids, within the recall session named by session_id.',
  why: 'documented: Endpoints, rule 3 ("within the recall session named by session_id").',
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION', 'MEM-RECALL-LIMIT'],
  run: async (ctx: CheckContext) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed, scenario.outside]);
    const after = await scenario.measure();
    const gained = gain(before.scores, after.scores, scenario.outside, scenario.unlisted);
    ctx.expect(
      gained <= tolerance(before.scores, after.scores),
      'the listed atom the session did not return to gain nothing on an unreinforced atom',
      () => `it gained ${gained}: ${describeScores(scenario, before.scores, after.scores)}`,
      exchange,
    );
  },
});
