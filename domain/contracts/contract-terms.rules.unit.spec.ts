import { DomainError } from '../shared/domain-error';
import { editedProperty, editedTerms, missingForAgreement, templateProperty, templateTerms, usualReckoningDate, type ContractListingFacts } from './contract-terms.rules';

const facts: ContractListingFacts = {
  summary: { name: '町家', property_zipcode: null, sale_price: 10_000_000, property_tax_price: 100_000, valuation_price: 8_000_000, management_price: null },
  sale_price: 10_000_000,
  location: '大阪府堺市堺区南瓦町',
  lot_number: '3番1',
  land_category: '宅地',
  area: 120,
  is_building: true,
  property_tax_price: 100_000,
  valuation_price: 8_000_000,
  area_id: 5,
};
const terms = templateTerms(facts);
const property = templateProperty(facts);

function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') return error.fields;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Contract terms / the template', () => {
  it('holds the listing’s facts and no recommendation', () => {
    expect(terms).toMatchObject({ price: 10_000_000, deposit_amount: 0, deposit_deadline: null, payment_schedule: [], other_special_terms: null, tax_reckoning_date: 'april_1' });
    expect(property).toMatchObject({ has_building: true, land_valuation: null, building_valuation: null });
  });

  it('reckons from 1 April in Kinki, Chugoku and Shikoku only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(usualReckoningDate)).toEqual(['january_1', 'january_1', 'january_1', 'january_1', 'april_1', 'april_1', 'april_1', 'january_1']);
    expect(usualReckoningDate(null)).toBe('january_1');
  });
});

describe('Contract terms / editing', () => {
  it('refuses amounts that are negative, fractional or not numbers, naming each field', () => {
    const fields = fieldsOf(() => editedTerms(terms, { price: -1, deposit_amount: 1.5, annual_fixed_asset_tax: '100' }));
    expect(fields.price).toEqual(['売買代金は0円以上で入力してください。']);
    expect(fields.deposit_amount).toEqual(['手付金は1円単位の整数で入力してください。']);
    expect(fields.annual_fixed_asset_tax).toEqual(['固定資産税の年額は数値（円）で入力してください。']);
  });

  it('refuses a deposit over the price, and a schedule that with the deposit passes the price', () => {
    expect(fieldsOf(() => editedTerms(terms, { deposit_amount: 10_000_001 })).deposit_amount[0]).toContain('売買代金（10,000,000円）以下');
    const fields = fieldsOf(() =>
      editedTerms(terms, { deposit_amount: 1_000_000, payment_schedule: [{ label: '残代金', amount: 9_500_000, due_date: '2027-03-31' }] }),
    );
    expect(fields.payment_schedule).toEqual(['手付金と支払予定の合計が売買代金を超えています。']);
  });

  it('checks a price lowered below the deposit already agreed', () => {
    const withDeposit = editedTerms(terms, { deposit_amount: 1_000_000 }).terms;
    expect(fieldsOf(() => editedTerms(withDeposit, { price: 900_000 }))).toHaveProperty('deposit_amount');
  });

  it('refuses dates not on the calendar and dates out of order', () => {
    expect(fieldsOf(() => editedTerms(terms, { delivery_date: '2027-02-30' })).delivery_date[0]).toContain('実在する日付');
    const fields = fieldsOf(() =>
      editedTerms(terms, {
        delivery_date: '2027-03-01',
        deposit_deadline: '2027-03-02',
        payment_schedule: [
          { label: '中間金', amount: 1_000_000, due_date: '2027-02-01' },
          { label: '残代金', amount: 1_000_000, due_date: '2027-01-01' },
          { label: '追加', amount: 1, due_date: '2027-04-01' },
        ],
      }),
    );
    expect(fields.deposit_deadline).toEqual(['手付解除の期限は引渡日までの日付にしてください。']);
    expect(fields['payment_schedule.1.due_date']).toEqual(['支払日は前の回の支払日以降の日付にしてください。']);
    expect(fields['payment_schedule.2.due_date']).toEqual(['支払日は引渡日までの日付にしてください。']);
  });

  it('checks each instalment and refuses more than 12', () => {
    const fields = fieldsOf(() => editedTerms(terms, { payment_schedule: [{ label: '', amount: 1, due_date: null }, 'x'] }));
    expect(fields['payment_schedule.0.label']).toBeDefined();
    expect(fields['payment_schedule.0.due_date']).toEqual(['支払日を入力してください。']);
    expect(fields['payment_schedule.1']).toBeDefined();
    const many = Array.from({ length: 13 }, () => ({ label: '分割', amount: 1, due_date: '2027-01-01' }));
    expect(fieldsOf(() => editedTerms(terms, { payment_schedule: many })).payment_schedule).toEqual(['支払予定は12回までです。']);
  });

  it('checks the enumerations and the flags', () => {
    const fields = fieldsOf(() => editedTerms(terms, { non_conformity_period: 'two_years', area_basis: 'guess', items_left: 'burn', tax_reckoning_date: 'july_1', boundary_memorandum: 'yes' }));
    expect(Object.keys(fields).sort()).toEqual(['area_basis', 'boundary_memorandum', 'items_left', 'non_conformity_period', 'tax_reckoning_date']);
    expect(fields.non_conformity_period[0]).toContain('excluded・three_months・six_months・one_year');
  });

  it('needs a price per ㎡ for a surveyed sale and a list for itemised items, and drops them otherwise', () => {
    expect(fieldsOf(() => editedTerms(terms, { area_basis: 'survey' }))).toHaveProperty('survey_price_per_sqm');
    expect(fieldsOf(() => editedTerms(terms, { items_left: 'itemised' }))).toHaveProperty('items_left_list');
    const surveyed = editedTerms(terms, { area_basis: 'survey', survey_price_per_sqm: 50_000, items_left: 'itemised', items_left_list: '物置1基\n農機具一式' }).terms;
    expect(surveyed).toMatchObject({ survey_price_per_sqm: 50_000, items_left_list: '物置1基\n農機具一式' });
    expect(editedTerms(surveyed, { area_basis: 'registry', items_left: 'as_is' }).terms).toMatchObject({ survey_price_per_sqm: null, items_left_list: null });
  });

  it('limits texts and refuses characters that disguise text', () => {
    expect(fieldsOf(() => editedTerms(terms, { other_special_terms: 'あ'.repeat(2001) })).other_special_terms[0]).toContain('2,000文字以内');
    expect(fieldsOf(() => editedTerms(terms, { other_special_terms: '特約\u202Eなし' }))).toHaveProperty('other_special_terms');
  });

  it('refuses fields that are not terms', () => {
    expect(fieldsOf(() => editedTerms(terms, { status: 7, did_pay_management_fee: true }))).toEqual({
      status: ['この項目は変更できません。'],
      did_pay_management_fee: ['この項目は変更できません。'],
    });
  });
});

describe('Contract property / editing', () => {
  it('takes the registered fields and names a bad one', () => {
    const { property: next, changed } = editedProperty(property, { building_house_number: '3番1', building_kind: '居宅', building_structure: '木造瓦葺2階建', building_floor_area: 99.37 });
    expect(changed).toEqual(['building_house_number', 'building_kind', 'building_structure', 'building_floor_area']);
    expect(next.building_floor_area).toBe(99.37);
    const fields = fieldsOf(() => editedProperty(property, { land_area: 0, building_floor_area: 10.123, land_lot_number: 'あ'.repeat(201), land_valuation: -5 }));
    expect(Object.keys(fields).sort()).toEqual(['building_floor_area', 'land_area', 'land_lot_number', 'land_valuation']);
  });

  it('clears the building when there is none, and refuses building fields for a land-only contract', () => {
    const landOnly = editedProperty(property, { has_building: false }).property;
    expect(landOnly).toMatchObject({ has_building: false, building_location: null });
    expect(fieldsOf(() => editedProperty(landOnly, { building_kind: '居宅' }))).toHaveProperty('building_kind');
  });
});

describe('Contract terms / ready to agree', () => {
  it('names what is missing: the building’s register entries, the delivery date, a schedule that adds up', () => {
    expect(missingForAgreement(terms, property)).toEqual(['家屋番号', '建物の種類', '建物の構造', '床面積', '引渡日', '支払予定（手付金との合計を売買代金と同じにしてください）']);
    const complete = editedTerms(terms, { delivery_date: '2027-03-31', payment_schedule: [{ label: '残代金', amount: 10_000_000, due_date: '2027-03-31' }] }).terms;
    expect(missingForAgreement(complete, { ...property, has_building: false })).toEqual([]);
  });
});
