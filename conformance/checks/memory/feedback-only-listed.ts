import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeScores, gain, prepareFeedbackScenario, tolerance } from './support/feedback-scenario.js';
import { sendFeedback } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1feedback "Runtime endpoints", rule 3 */
export default defineCheck({
  id: 'MEM-FEEDBACK-ONLY-LISTED',
  title: 'feedback does not reinforce atoms the session returned but feedback did not list',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 3',
  rule: 'Feedback reinforces only the atoms listed in used_memory_atom_ids, within the recall session named by session_id.',
  why: 'documented: Endpoints, rule 3 ("only the atoms listed").',
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION', 'MEM-RECALL-LIMIT'],
  run: async (ctx: CheckContext) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed]);
    const after = await scenario.measure();
    const gained = gain(before.scores, after.scores, scenario.unlisted, scenario.outside);
    ctx.expect(
      gained <= tolerance(before.scores, after.scores),
      'the returned-but-unlisted atom to gain nothing on an atom the session did not return',
      () => `it gained ${gained}: ${describeScores(scenario, before.scores, after.scores)}`,
      exchange,
    );
  },
});
