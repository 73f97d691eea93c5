import type { YesNoChartAnswer } from './property.events';

/** The chart's questions the clearing rules speak of, by `y_n_chart_id`. */
export const HAS_BUILDING_QUESTION = 3;
export const LIVABLE_QUESTION = 4;
export const BUYER_CLEARS_QUESTION = 5;

/**
 * Answers that no longer apply are cleared, in question order:
 * - the 4th (is the building livable) is cleared when the 3rd (is there a building) is 0 (いいえ);
 * - the 5th (buyer clears the land) is cleared when the 4th is neither 0 nor empty, that is when
 *   the building is livable and there is nothing to clear.
 * Answers come back sorted by question, one per question.
 */
export function applyYesNoChartRules(answers: readonly YesNoChartAnswer[]): YesNoChartAnswer[] {
  const byQuestion = new Map<number, YesNoChartAnswer['value']>();
  for (const answer of answers) byQuestion.set(answer.y_n_chart_id, answer.value);
  if (byQuestion.get(HAS_BUILDING_QUESTION) === 0 && byQuestion.has(LIVABLE_QUESTION)) byQuestion.set(LIVABLE_QUESTION, null);
  const livable = byQuestion.get(LIVABLE_QUESTION);
  if (livable !== undefined && livable !== null && livable !== 0 && byQuestion.has(BUYER_CLEARS_QUESTION)) {
    byQuestion.set(BUYER_CLEARS_QUESTION, null);
  }
  return [...byQuestion.entries()].sort(([a], [b]) => a - b).map(([y_n_chart_id, value]) => ({ y_n_chart_id, value }));
}
