import { applyYesNoChartRules } from './yes-no-chart.rule';
import type { YesNoChartAnswer } from './property.events';

const answers = (...values: Array<0 | 1 | null | undefined>): YesNoChartAnswer[] =>
  values.flatMap((value, index) => (value === undefined ? [] : [{ y_n_chart_id: index + 1, value }]));

describe('Yes/no chart / the 4th answer (is the building livable)', () => {
  it('is cleared when the 3rd (is there a building) is いいえ (0)', () => {
    expect(applyYesNoChartRules(answers(1, 1, 0, 1))).toEqual(answers(1, 1, 0, null));
    expect(applyYesNoChartRules(answers(1, 1, 0, 0))).toEqual(answers(1, 1, 0, null));
  });

  it('is kept when the 3rd is はい or not answered', () => {
    expect(applyYesNoChartRules(answers(1, 1, 1, 1))).toEqual(answers(1, 1, 1, 1));
    expect(applyYesNoChartRules(answers(1, 1, null, 0))).toEqual(answers(1, 1, null, 0));
    expect(applyYesNoChartRules(answers(1, 1, undefined, 0))).toEqual(answers(1, 1, undefined, 0));
  });
});

describe('Yes/no chart / the 5th answer (the buyer clears the land)', () => {
  it('is cleared when the 4th is neither 0 nor empty (the building is livable)', () => {
    expect(applyYesNoChartRules(answers(1, 1, 1, 1, 1))).toEqual(answers(1, 1, 1, 1, null));
    expect(applyYesNoChartRules(answers(1, 1, 1, 1, 0))).toEqual(answers(1, 1, 1, 1, null));
  });

  it('is kept when the 4th is 0 or empty', () => {
    expect(applyYesNoChartRules(answers(1, 1, 1, 0, 1))).toEqual(answers(1, 1, 1, 0, 1));
    expect(applyYesNoChartRules(answers(1, 1, 1, null, 0))).toEqual(answers(1, 1, 1, null, 0));
    expect(applyYesNoChartRules(answers(1, 1, 1, undefined, 1))).toEqual(answers(1, 1, 1, undefined, 1));
  });

  it('is kept when the 4th was itself cleared because there is no building', () => {
    expect(applyYesNoChartRules(answers(0, 0, 0, 1, 1))).toEqual(answers(0, 0, 0, null, 1));
  });
});

describe('Yes/no chart / answers', () => {
  it('come back one per question, in question order, the last one given winning', () => {
    const given: YesNoChartAnswer[] = [
      { y_n_chart_id: 2, value: 1 },
      { y_n_chart_id: 1, value: 0 },
      { y_n_chart_id: 2, value: 0 },
    ];
    expect(applyYesNoChartRules(given)).toEqual([
      { y_n_chart_id: 1, value: 0 },
      { y_n_chart_id: 2, value: 0 },
    ]);
  });

  it('leave no answer where none was given', () => {
    expect(applyYesNoChartRules([])).toEqual([]);
    expect(applyYesNoChartRules(answers(undefined, undefined, 0))).toEqual(answers(undefined, undefined, 0));
  });
});
