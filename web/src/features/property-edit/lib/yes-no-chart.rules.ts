/** The chart's questions the clearing rules speak of, by id (as the server's rule does). */
export const HAS_BUILDING_QUESTION = 3;
export const LIVABLE_QUESTION = 4;
export const BUYER_CLEARS_QUESTION = 5;

export type YesNoValue = 0 | 1 | null;
export type YesNoAnswers = Record<string, YesNoValue | undefined>;

/** The 4th question does not apply while the 3rd is いいえ (no building). */
export function livableApplies(answers: YesNoAnswers): boolean {
  return answers[HAS_BUILDING_QUESTION] !== 0;
}

/** The 5th question applies only while the 4th is いいえ or unanswered. */
export function buyerClearsApplies(answers: YesNoAnswers): boolean {
  const livable = answers[LIVABLE_QUESTION];
  return livable === 0 || livable === null || livable === undefined;
}

/** The spec's clearing rules: answers that no longer apply become null, in question order. */
export function clearInapplicable(answers: YesNoAnswers): YesNoAnswers {
  const next = { ...answers };
  if (!livableApplies(next) && next[LIVABLE_QUESTION] !== undefined) next[LIVABLE_QUESTION] = null;
  if (!buyerClearsApplies(next) && next[BUYER_CLEARS_QUESTION] !== undefined) next[BUYER_CLEARS_QUESTION] = null;
  return next;
}
