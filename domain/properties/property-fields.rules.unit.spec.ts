import { DomainError } from '../shared/domain-error';
import {
  applyPropertyInput,
  assertPublishable,
  displayConstructionDate,
  EMPTY_PROPERTY_FIELDS,
  MAX_CATEGORIES,
  revenueAfterFees,
  type PropertyInput,
} from './property-fields.rules';
import type { PropertyFields } from './property.events';

const now = '2026-11-22T09:00:00.000Z';

function apply(input: PropertyInput, current: PropertyFields = EMPTY_PROPERTY_FIELDS) {
  return applyPropertyInput(current, input, now);
}

function errorsOf(input: PropertyInput, current: PropertyFields = EMPTY_PROPERTY_FIELDS): Record<string, string[]> {
  try {
    apply(input, current);
  } catch (error) {
    if (error instanceof DomainError) {
      expect(error).toMatchObject({ kind: 'invalid', code: 'property.invalid' });
      return error.fields;
    }
    throw error;
  }
  throw new Error('expected the input to be refused');
}

describe('Property fields / basic group', () => {
  it('takes the title, address parts, area and land category, trimmed', () => {
    const { next, changed } = apply({
      name: ' 里山の古民家 ',
      zipcode1: '389',
      zipcode2: '0111',
      prefecture_id: 20,
      city: '北佐久郡軽井沢町',
      block: '長倉',
      address: '1234-5',
      area: 523.45,
      ground_id: 3,
    });
    expect(next).toMatchObject({ name: '里山の古民家', zipcode1: '389', zipcode2: '0111', prefecture_id: 20, area: 523.45, ground_id: 3 });
    expect(changed).toEqual(['name', 'zipcode1', 'zipcode2', 'prefecture_id', 'city', 'block', 'address', 'area', 'ground_id']);
  });

  it('clears a field given as null or blank, and leaves out fields not given', () => {
    const current = apply({ name: '海の見える土地', city: '熱海市' }).next;
    const { next, changed } = apply({ name: '   ', city: null }, current);
    expect(next.name).toBeNull();
    expect(next.city).toBeNull();
    expect(changed).toEqual(['name', 'city']);
    expect(apply({}, current).changed).toEqual([]);
  });

  it.each<[string, PropertyInput, Record<string, string[]>]>([
    ['a title too long', { name: 'あ'.repeat(101) }, { name: ['物件名は100文字以内で入力してください。'] }],
    ['a title that is not text', { name: 12 as unknown as string }, { name: ['物件名は文字列で入力してください。'] }],
    ['a zipcode in the wrong shape', { zipcode1: '38', zipcode2: '０１１１' }, {
      zipcode1: ['郵便番号（前半3桁）は半角数字3桁で入力してください。'],
      zipcode2: ['郵便番号（後半4桁）は半角数字4桁で入力してください。'],
    }],
    ['half a zipcode', { zipcode1: '389' }, { zipcode2: ['郵便番号は前半3桁と後半4桁の両方を入力してください。'] }],
    ['prefecture 0', { prefecture_id: 0 }, { prefecture_id: ['都道府県を一覧から選んでください。'] }],
    ['prefecture 48', { prefecture_id: 48 }, { prefecture_id: ['都道府県を一覧から選んでください。'] }],
    ['an area of zero', { area: 0 }, { area: ['土地面積は0より大きい数値（㎡、小数点以下2桁まで）で入力してください。'] }],
    ['an area with three decimals', { area: 10.123 }, { area: ['土地面積は0より大きい数値（㎡、小数点以下2桁まで）で入力してください。'] }],
    ['a land category that is not a choice', { ground_id: 1.5 }, { ground_id: ['地目を選択肢から選んでください。'] }],
  ])('refuses %s, naming the field', (_name, input, fields) => {
    expect(errorsOf(input)).toEqual(fields);
  });

  it('names every wrong field at once', () => {
    expect(Object.keys(errorsOf({ name: 'あ'.repeat(101), prefecture_id: 99, area: -1 }))).toEqual(['name', 'prefecture_id', 'area']);
  });
});

describe('Property fields / detail group', () => {
  it('stores an unknown amount as -1 (不明) and a known one as given', () => {
    const { next } = apply({ property_tax_price_unknown: true, valuation_price: 1_200_000, management_price_unknown: true, management_price: 3000 });
    expect(next).toMatchObject({ property_tax_price: -1, valuation_price: 1_200_000, management_price: -1 });
  });

  it('forgets 不明 when the flag is taken back without an amount', () => {
    const current = apply({ property_tax_price_unknown: true }).next;
    expect(apply({ property_tax_price_unknown: false }, current).next.property_tax_price).toBeNull();
    expect(apply({ property_tax_price_unknown: false, property_tax_price: 45_000 }, current).next.property_tax_price).toBe(45_000);
  });

  it('refuses negative or fractional amounts, naming the field', () => {
    expect(errorsOf({ property_tax_price: -1, valuation_price: 10.5, management_price: -3 })).toEqual({
      property_tax_price: ['固定資産税額は0以上の整数（円）で入力するか、「不明」を選んでください。'],
      valuation_price: ['固定資産税評価額は0以上の整数（円）で入力するか、「不明」を選んでください。'],
      management_price: ['管理費は0以上の整数（円）で入力するか、「不明」を選んでください。'],
    });
  });

  it('takes the construction year with its era, or 不明', () => {
    expect(apply({ era_name: '昭和', construction_year: 50 }).next).toMatchObject({ era_name: '昭和', construction_year: 50 });
    expect(apply({ era_name: '昭和', construction_year: 50, construction_year_unknown: true }).next).toMatchObject({ era_name: null, construction_year: -1 });
  });

  it.each<[string, PropertyInput, Record<string, string[]>]>([
    ['a year without its era', { construction_year: 50 }, { era_name: ['建築年の元号を選んでください。'] }],
    ['an era that does not exist', { era_name: '慶応', construction_year: 3 }, { era_name: ['建築年の元号は明治・大正・昭和・平成・令和から選んでください。'] }],
    ['昭和65年', { era_name: '昭和', construction_year: 65 }, { construction_year: ['建築年は昭和の実在する年で入力してください。'] }],
    ['a year in the future', { era_name: '令和', construction_year: 30 }, { construction_year: ['建築年は令和の実在する年で入力してください。'] }],
    ['year 0', { era_name: '平成', construction_year: 0 }, { construction_year: ['建築年は1以上の整数（和暦の年）で入力するか、「不明」を選んでください。'] }],
  ])('refuses %s', (_name, input, fields) => {
    expect(errorsOf(input)).toEqual(fields);
  });

  it('takes the yes/no flags, roads and neighbours', () => {
    const { next } = apply({ is_building: true, sale_support_service: false, road_id_1: 2, road_id_4: 1, neighbors_id: 3, neighbors_text: '南側は畑です。', floor_plan: '4DK' });
    expect(next).toMatchObject({ is_building: true, sale_support_service: false, road_id_1: 2, road_id_4: 1, neighbors_id: 3, neighbors_text: '南側は畑です。', floor_plan: '4DK' });
    expect(errorsOf({ is_building: 'yes' as unknown as boolean, road_id_2: 0, access: 'あ'.repeat(1001) })).toEqual({
      access: ['交通アクセスは1000文字以内で入力してください。'],
      road_id_2: ['接道2を選択肢から選んでください。'],
      is_building: ['建物の有無は「はい」か「いいえ」で選んでください。'],
    });
  });
});

describe('Property fields / features group', () => {
  it('keeps the amount after fees as the spec computes it', () => {
    const { next, changed } = apply({ sale_price: 5_000_000, register_cost: 120_000, revenue_stamp_fee: 1_000 });
    expect(next.revenue_after_fees).toBe(4_879_000);
    expect(changed).toContain('revenue_after_fees');
    expect(apply({ sale_price: -1 }).next.revenue_after_fees).toBeNull();
    expect(revenueAfterFees({ sale_price: 100, revenue_stamp_fee: null, register_cost: null })).toBe(100);
  });

  it('accepts an unknown asking price (-1) but no other negative one', () => {
    expect(apply({ sale_price: -1 }).next.sale_price).toBe(-1);
    expect(errorsOf({ sale_price: -2, register_cost: -1 })).toEqual({
      register_cost: ['登記費用は0以上の整数（円）で入力してください。'],
      sale_price: ['希望売却価格は0以上の整数（円）で入力するか、「不明」を選んでください。'],
    });
  });

  it('keeps categories as unique comma-separated numbers', () => {
    expect(apply({ categories: '4, 1,4,7' }).next.categories).toBe('4,1,7');
    expect(errorsOf({ categories: '1,a' })).toEqual({ categories: ['カテゴリーは番号をカンマ区切りで指定してください（例: 1,4,7）。'] });
    const tooMany = Array.from({ length: MAX_CATEGORIES + 1 }, (_, index) => index + 1).join(',');
    expect(errorsOf({ categories: tooMany })).toEqual({ categories: [`カテゴリーは${MAX_CATEGORIES}個まで選べます。`] });
  });

  it('takes five messages up to 2000 characters each', () => {
    expect(apply({ detail_1: '日当たり良好', detail_5: '井戸あり' }).next).toMatchObject({ detail_1: '日当たり良好', detail_5: '井戸あり' });
    expect(errorsOf({ detail_3: 'あ'.repeat(2001) })).toEqual({ detail_3: ['メッセージ3は2000文字以内で入力してください。'] });
  });

  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10'])('accepts the video %s', (url) => {
    expect(apply({ youtube_url: url }).next.youtube_url).toBe(url);
  });

  it.each(['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://example.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'https://youtu.be/'])(
    'refuses the video %s',
    (url) => {
      expect(errorsOf({ youtube_url: url })).toEqual({
        youtube_url: ['動画URLはYouTubeの動画のURL（https://www.youtube.com/watch?v=… または https://youtu.be/…）を入力してください。'],
      });
    },
  );
});

describe('Property fields / registration step and chart', () => {
  it('takes the step reached, 1 to 5', () => {
    expect(apply({ registration_step: 3 }).next.registration_step).toBe(3);
    expect(errorsOf({ registration_step: 6 })).toEqual({ registration_step: ['登録ステップは1から5の整数で指定してください。'] });
  });

  it('replaces the chart answers and applies the clearing rules', () => {
    const { next } = apply({ yes_no_charts: [{ y_n_chart_id: 4, value: 1 }, { y_n_chart_id: 5, value: 0 }, { y_n_chart_id: 3, value: 1 }] });
    expect(next.yes_no_charts).toEqual([
      { y_n_chart_id: 3, value: 1 },
      { y_n_chart_id: 4, value: 1 },
      { y_n_chart_id: 5, value: null },
    ]);
  });

  it.each<[string, PropertyInput['yes_no_charts'], string]>([
    ['a question id of 0', [{ y_n_chart_id: 0, value: 1 }], 'Yes/Noチャートの質問番号が正しくありません。'],
    ['two answers to one question', [{ y_n_chart_id: 1, value: 1 }, { y_n_chart_id: 1, value: 0 }], 'Yes/Noチャートの同じ質問に2つの回答があります。'],
    ['an answer of 2', [{ y_n_chart_id: 1, value: 2 as 1 }], 'Yes/Noチャートの回答は「はい」か「いいえ」で選んでください。'],
  ])('refuses %s', (_name, yes_no_charts, message) => {
    expect(errorsOf({ yes_no_charts })).toEqual({ yes_no_charts: [message] });
  });
});

describe('Property fields / publishing', () => {
  it('needs nothing more once the basic group and a price are in', () => {
    const { next } = apply({ name: '畑付きの家', prefecture_id: 1, city: '札幌市中央区', block: '北1条西2丁目', area: 100, ground_id: 1, sale_price: -1 });
    expect(() => assertPublishable(next)).not.toThrow();
  });

  it('names what is missing', () => {
    const { next } = apply({ name: '畑付きの家', prefecture_id: 1, city: '札幌市中央区', block: '北1条', area: 100, ground_id: 1 });
    expect(() => assertPublishable(next)).toThrow(expect.objectContaining({ code: 'property.incomplete', fields: { sale_price: ['掲載するには希望売却価格を入力するか、「不明」を選んでください。'] } }));
  });
});

describe('Property fields / construction date as shown', () => {
  it.each<[Pick<PropertyFields, 'era_name' | 'construction_year'>, string | null]>([
    [{ era_name: '昭和', construction_year: 50 }, '昭和50年（1975年）'],
    [{ era_name: '平成', construction_year: 1 }, '平成元年（1989年）'],
    [{ era_name: null, construction_year: -1 }, '不明'],
    [{ era_name: null, construction_year: null }, null],
  ])('shows %p as %p', (fields, shown) => {
    expect(displayConstructionDate(fields)).toBe(shown);
  });
});
