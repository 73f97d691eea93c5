import { contractDecider, type ActiveContract, type ContractCommand, type ContractDeal } from '../../domain/contracts/contract.decider';
import type { ContractListingFacts } from '../../domain/contracts/contract-terms.rules';
import type { ContractEvent } from '../../domain/contracts/contract.events';
import { contractContent } from './contract-content';
import { contractPdfContent } from './contract-pdf-content.mapper';

const SELLER = 'seller-1';
const BUYER = 'buyer-1';
const deal: ContractDeal = { thread_id: 't-1', property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, ongoing: true };
const listing: ContractListingFacts = {
  summary: { name: '里山の古民家と畑', property_zipcode: '384-0000', sale_price: 3_800_000, property_tax_price: 36_500, valuation_price: 2_000_000, management_price: null },
  sale_price: 3_800_000,
  location: '長野県小諸市大字山浦',
  lot_number: '1234',
  land_category: '畑',
  area: 523.5,
  is_building: false,
  property_tax_price: 36_500,
  valuation_price: 2_000_000,
  area_id: 4,
};
const parties = {
  seller: { member_id: SELLER, name: '緑川 花子', name_kana: 'ミドリカワ ハナコ', class: 1, address: '長野県小諸市与良町2-3-4' },
  buyer: { member_id: BUYER, name: '株式会社山の家', name_kana: null, class: 2, address: '東京都千代田区千代田1-1' },
};
const TERMS = {
  delivery_date: '2027-03-31',
  deposit_amount: 380_000,
  payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }],
  annual_fixed_asset_tax: 36_500,
  non_conformity_period: 'six_months',
  other_special_terms: '井戸ポンプは現状のまま引き渡す。',
};

/** The contract after every step, concluded at 2026-11-30 23:30 UTC (1 December in Japan). */
function concluded(): ActiveContract {
  const steps: Array<[ContractCommand['type'], string, object?]> = [
    ['RequestContract', BUYER],
    ['CreateContract', SELLER, { listing }],
    ['EditContractTerms', SELLER, { input: TERMS }],
    ['EditContractProperty', SELLER, { input: { has_building: true, building_location: '長野県小諸市大字山浦1234番地', building_house_number: '1234番', building_kind: '居宅', building_structure: '木造瓦葺平家建', building_floor_area: 98.5 } }],
    ['AgreeAsBuyer', BUYER],
    ['AgreeAsSeller', SELLER],
    ['ConfirmPerformance', BUYER, { management_fee: 33_000 }],
    ['PayManagementFee', BUYER, { payment: { provider: 'sandbox', payment_id: 'pay-1', amount: 33_000 } }],
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((id): [ContractCommand['type'], string, object?] => ['ConfirmSellerDocument', SELLER, { document_id: id }]),
  ];
  const events: ContractEvent[] = [];
  for (const [type, actor, extra] of steps) {
    const state = events.reduce(contractDecider.evolve, contractDecider.initialState());
    events.push(...contractDecider.decide({ type, deal, actor_id: actor, now: '2026-11-30T23:30:00.000Z', ...(extra ?? {}) } as ContractCommand, state));
  }
  return events.reduce(contractDecider.evolve, contractDecider.initialState()) as ActiveContract;
}

const land = { fee: 40_000, basis: { rule: '土地', legal_basis: null, rate_percent: 2 } };
const content = () =>
  contractContent(concluded() as ActiveContract & { terms: NonNullable<ActiveContract['terms']>; property: NonNullable<ActiveContract['property']> }, parties, {
    stamp_duty: { fee: 1_000, basis: { rule: '印紙', legal_basis: null, rate_percent: null } },
    registration_tax_land: land,
    registration_tax_building: null,
    management_fee: 33_000,
  });

describe('A concluded contract as its PDF shows it', () => {
  it('names the parties by their legal names and addresses, and the property as registered', () => {
    const pdf = contractPdfContent(content(), 'seller_final');
    expect(pdf).toMatchObject({
      kind: 'seller_final',
      contractId: 't-1',
      contractDate: '2026-12-01',
      seller: { legalName: '緑川 花子', address: '長野県小諸市与良町2-3-4' },
      buyer: { legalName: '株式会社山の家', address: '東京都千代田区千代田1-1' },
      property: {
        lands: [{ location: '長野県小諸市大字山浦', lotNumber: '1234', landCategory: '畑', areaSquareMetres: 523.5 }],
        buildings: [{ location: '長野県小諸市大字山浦1234番地', buildingNumber: '1234番', kind: '居宅', structure: '木造瓦葺平家建', floorAreas: [{ floor: '床面積（合計）', areaSquareMetres: 98.5 }] }],
      },
    });
  });

  it('carries the price, deposit, schedule, clauses, the proration and the buyer’s costs as agreed', () => {
    const data = content();
    const pdf = contractPdfContent(data, 'buyer_final');
    expect(pdf).toMatchObject({
      priceYen: 3_800_000,
      // No deadline was agreed: the deposit may be forfeited until delivery at the latest.
      deposit: { amountYen: 380_000, nature: '解約手付', cancellationDeadline: '2027-03-31' },
      paymentSchedule: [{ label: '残代金', amountYen: 3_420_000, dueDate: '2027-03-31' }],
      deliveryDate: '2027-03-31',
      nonConformityNoticeMonths: 6,
      areaBasis: { kind: 'registered' },
      electronicContract: true,
      fixedAssetTax: { reckoningDate: data.terms.tax_reckoning_date, annualAmountYen: 36_500, sellerShareYen: data.tax_proration!.seller_amount, buyerShareYen: data.tax_proration!.buyer_amount },
      closingCosts: { buyer: { stampDutyYen: 0, registrationTaxYen: 40_000, scrivenerFee: { minYen: 30_000, maxYen: 100_000 } } },
    });
    expect(pdf.fixedAssetTax.sellerShareYen + pdf.fixedAssetTax.buyerShareYen).toBe(36_500);
    expect(pdf.specialTerms).toContain('井戸ポンプは現状のまま引き渡す。');
    expect(pdf.agreements.map((record) => [record.role, record.legalName])).toEqual([
      ['seller', '緑川 花子'],
      ['buyer', '株式会社山の家'],
    ]);
  });

  it('refuses a contract whose parties were never recorded', () => {
    expect(() => contractPdfContent({ ...content(), parties: null }, 'buyer_final')).toThrow('no party records');
  });
});
