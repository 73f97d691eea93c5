import type { ContractContent, ContractHistoryItem, ContractState, ContractTermsView } from '../api/contracts.api';

export const DEAL_ID = '0b5c6a9e-3f0e-4b7a-9d51-5c2f8f1e7a10';

export function aState(overrides: Partial<ContractState> = {}): ContractState {
  return {
    thread_id: DEAL_ID,
    role: 'buyer',
    deal_ongoing: true,
    status_id: 0,
    status_name: '未依頼',
    buyer_agreed: false,
    seller_agreed: false,
    payment_method: null,
    did_pay_management_fee: false,
    management_fee: null,
    documents_confirmed: [],
    ...overrides,
  };
}

export const TERMS: ContractTermsView['terms'] = {
  price: 3_800_000,
  deposit_amount: 380_000,
  deposit_deadline: '2027-01-31',
  payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }],
  delivery_date: '2027-03-31',
  non_conformity_period: 'three_months',
  area_basis: 'registry',
  survey_price_per_sqm: null,
  farmland_permission_condition: false,
  items_left: 'seller_removes',
  items_left_list: null,
  boundary_memorandum: false,
  other_special_terms: null,
  tax_reckoning_date: 'january_1',
  annual_fixed_asset_tax: 36_500,
};

export const PROPERTY: ContractTermsView['property'] = {
  land_location: '長野県上田市真田町',
  land_lot_number: '123番4',
  land_category: '宅地',
  land_area: 330.5,
  has_building: true,
  building_location: '長野県上田市真田町',
  building_house_number: '123番4',
  building_kind: '居宅',
  building_structure: '木造瓦葺2階建',
  building_floor_area: 99.2,
  current_use: '空き家',
  land_valuation: 2_000_000,
  building_valuation: 800_000,
};

export function aTermsView(overrides: Partial<ContractTermsView> = {}): ContractTermsView {
  return { thread_id: DEAL_ID, status_id: 2, status_name: '作成中', terms: TERMS, template: TERMS, property: PROPERTY, ...overrides };
}

export function aContent(overrides: Partial<ContractContent> = {}): ContractContent {
  const basis = { rule: '1,000万円以下の契約書', legal_basis: '印紙税法 別表第一', rate_percent: null };
  return {
    id: DEAL_ID,
    thread_id: DEAL_ID,
    property_id: 'p-1',
    pdfs: [],
    status_id: 2,
    status_name: '作成中',
    parties: {
      seller: { member_id: 's', name: '緑川 花子', name_kana: null, class: 1, address: '長野県上田市' },
      buyer: { member_id: 'b', name: '鈴木 一郎', name_kana: null, class: 1, address: '東京都杉並区' },
    },
    property: PROPERTY,
    terms: TERMS,
    clauses: {
      deposit: '手付金 380,000円（手付解除の期限 2027-01-31）。手付金は解約手付とする。',
      ownership: '所有権は代金の全額の支払い時に移転する。',
      risk: '危険負担の条項',
      non_conformity: { period: 'three_months', text: '引渡しから3か月', note: '民法572条' },
      area_basis: '公簿売買',
      boundary: '境界の明示',
      items_left: '売主が引渡しまでに撤去する',
      special_terms: ['本契約は、農地法所定の許可を条件として効力を生じる。'],
      tax_proration: '日割りで精算する。',
      tax_reckoning_date: '1月1日',
    },
    tax_proration: {
      annual_tax: 36_500,
      reckoning_date: 'january_1',
      period_from: '2027-01-01',
      period_to: '2027-12-31',
      days_in_period: 365,
      seller_days: 89,
      buyer_days: 276,
      seller_amount: 8_900,
      buyer_amount: 27_600,
    },
    closing_costs: {
      seller: { stamp_duty: 1_000, tax_proration_received: 27_600 },
      buyer: {
        stamp_duty: 1_000,
        registration_tax: { land: 30_000, building: 16_000, total: 46_000 },
        scrivener_fee: { min: 30_000, max: 100_000 },
        management_fee: 33_000,
        tax_proration_paid: 27_600,
      },
      basis: { stamp_duty: basis, registration_tax_land: null, registration_tax_building: null },
      notes: ['電子契約の場合、印紙は不要です。'],
    },
    agreements: { buyer_agreed_at: null, seller_agreed_at: null },
    payment: { did_pay_management_fee: false, payment_status: '未払い', management_fee: 33_000, method: null, transfer_declared_at: null, paid_at: null },
    seller_documents: [],
    requested_at: '2026-11-20T10:00:00+09:00',
    drafted_at: '2026-11-21T10:00:00+09:00',
    concluded_at: null,
    updated_at: '2026-11-21T10:00:00+09:00',
    ...overrides,
  };
}

export function aHistoryItem(overrides: Partial<ContractHistoryItem> = {}): ContractHistoryItem {
  return {
    thread_id: DEAL_ID,
    property_id: 'p-1',
    property_name: '棚田の見える平屋',
    role: 'buyer',
    partner_id: 's',
    partner_nickname: 'みどり農園',
    status_id: 2,
    status_name: '作成中',
    did_pay_management_fee: false,
    payment_status: '未払い',
    price: 3_800_000,
    concluded_at: null,
    updated_at: '2026-11-21T10:00:00+09:00',
    ...overrides,
  };
}
