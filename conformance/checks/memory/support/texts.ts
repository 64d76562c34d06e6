import type { CheckContext } from '../../../context.js';

const paragraphs = [
  'The customer prefers email over phone calls and answers within a day. Calls before ten are not welcome.',
  'Invoices go to the finance team in Berlin. They need a purchase order number on every invoice they receive.',
  'The support contract renews every March. The account manager asked for a reminder six weeks before renewal.',
  'Their developers deploy on Tuesdays and Thursdays. Maintenance windows must avoid those afternoons entirely.',
  'Security reviews happen each quarter. The last review asked for single sign-on and audit log exports.',
  'The team lead is on parental leave until autumn; her deputy approves changes to the integration meanwhile.',
];

/**
 * A long text of several paragraphs (about 3,000 characters) that a chunking service would split.
 * Each paragraph carries the check's label, so every chunk is recognisable.
 */
export function longText(ctx: CheckContext, what: string): string {
  return [...paragraphs, ...paragraphs, ...paragraphs]
    .map((paragraph, index) => `${ctx.label(what)} part ${index + 1}. ${paragraph}`)
    .join('\n\n');
}
