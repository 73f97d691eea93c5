import { aProperty } from '../../../test-utils/property-fixtures';
import { groupInput, groupOfField, revenueAfterFees, toFormValues } from '../lib/property-form';
import { clearInapplicable } from '../lib/yes-no-chart.rules';

describe('property form values', () => {
  it('reads -1 as a ticked 不明 box and an empty amount', () => {
    const values = toFormValues(aProperty({ property_tax_price: -1, valuation_price: 1_200_000, sale_price: -1, construction_year: -1, era_name: null }));
    expect(values).toMatchObject({
      property_tax_price: null,
      property_tax_price_unknown: true,
      valuation_price: 1_200_000,
      valuation_price_unknown: false,
      sale_price: null,
      sale_price_unknown: true,
      construction_year: null,
      construction_year_unknown: true,
    });
  });

  it('reads the categories and the chart answers', () => {
    const values = toFormValues(aProperty({ categories: '1,4,7', yes_no_charts: [{ y_n_chart_id: 3, value: 0 }] }));
    expect(values.categories).toEqual([1, 4, 7]);
    expect(values.yes_no).toEqual({ 3: 0 });
  });

  it('saves the basic group with emptied text as null', () => {
    expect(groupInput('basic', { name: '  古民家 ', city: '', zipcode1: '390', zipcode2: '0811', area: 99.5 })).toEqual({
      name: '古民家',
      zipcode1: '390',
      zipcode2: '0811',
      prefecture_id: null,
      city: null,
      block: null,
      address: null,
      area: 99.5,
      ground_id: null,
    });
  });

  it('sends the era and year with the unknown flag off, or the flag alone', () => {
    expect(groupInput('detail', { era_name: '昭和', construction_year: 52 })).toMatchObject({
      construction_year_unknown: false,
      era_name: '昭和',
      construction_year: 52,
    });
    const unknown = groupInput('detail', { construction_year_unknown: true, era_name: '昭和', construction_year: 52 });
    expect(unknown).toMatchObject({ construction_year_unknown: true });
    expect(unknown).not.toHaveProperty('construction_year');
  });

  it('joins the categories and carries the computed fees', () => {
    expect(
      groupInput('features', { sale_price: 5_000_000, categories: [4, 1] }, { fees: { registerCost: 30_000, revenueStampFee: 1_000 } }),
    ).toMatchObject({ sale_price: 5_000_000, categories: '4,1', register_cost: 30_000, revenue_stamp_fee: 1_000 });
    expect(groupInput('features', { sale_price_unknown: true, categories: [] })).toMatchObject({ sale_price: -1, categories: null });
  });

  it('knows which group shows each field the server names', () => {
    expect(groupOfField('city')).toBe(0);
    expect(groupOfField('valuation_price')).toBe(1);
    expect(groupOfField('sale_price')).toBe(2);
    expect(groupOfField('image')).toBe(3);
    expect(groupOfField('yes_no_charts')).toBe(4);
    expect(groupOfField('owner_id')).toBe(-1);
  });

  it('works out the revenue after fees, below zero when the fees are larger', () => {
    expect(revenueAfterFees(30_000_000, { revenueStampFee: 10_000, registerCost: 150_000 })).toBe(29_840_000);
    expect(revenueAfterFees(0, { revenueStampFee: 200, registerCost: 1_000 })).toBe(-1_200);
    expect(revenueAfterFees(-1, { revenueStampFee: 200, registerCost: 1_000 })).toBeNull();
    expect(revenueAfterFees(null, { revenueStampFee: null, registerCost: null })).toBeNull();
  });
});

describe('yes/no chart clearing', () => {
  it('clears the 4th answer when the 3rd is いいえ', () => {
    expect(clearInapplicable({ 3: 0, 4: 1, 5: 0 })).toEqual({ 3: 0, 4: null, 5: 0 });
  });

  it('clears the 5th answer when the 4th is neither いいえ nor empty', () => {
    expect(clearInapplicable({ 3: 1, 4: 1, 5: 1 })).toEqual({ 3: 1, 4: 1, 5: null });
    expect(clearInapplicable({ 3: 1, 4: 0, 5: 1 })).toEqual({ 3: 1, 4: 0, 5: 1 });
    expect(clearInapplicable({ 3: 1, 4: null, 5: 1 })).toEqual({ 3: 1, 4: null, 5: 1 });
  });
});
