import type { ContractPdfContent } from '../../application/contract-pdf/contract-pdf-content';

/** A contract as the contract service would fill it in: a house with its land in 松本, rare kanji in both names. */
export function contractPdfContent(overrides: Partial<ContractPdfContent> = {}): ContractPdfContent {
  return {
    kind: 'buyer_final',
    contractId: 'c-2026-000123',
    contractDate: '2026-11-20',
    seller: { legalName: '髙橋 一郎', address: '長野県松本市中央一丁目2番3号' },
    buyer: { legalName: '𠮷田 花子', address: '東京都世田谷区北沢二丁目10番15号 サンハイツ305' },
    property: {
      lands: [{ location: '長野県松本市大字里山辺字薄川', lotNumber: '1234番5', landCategory: '宅地', areaSquareMetres: 312.45 }],
      buildings: [{ location: '長野県松本市大字里山辺字薄川1234番地5', buildingNumber: '1234番5', kind: '居宅', structure: '木造瓦葺2階建', floorAreas: [{ floor: '1階', areaSquareMetres: 72.5 }, { floor: '2階', areaSquareMetres: 48.3 }] }],
      currentUse: '空き家（居宅）',
    },
    priceYen: 12_800_000,
    deposit: { amountYen: 1_000_000, nature: '解約手付', cancellationDeadline: '2026-12-18' },
    paymentSchedule: [
      { label: '手付金', amountYen: 1_000_000, dueDate: '2026-11-20' },
      { label: '残代金', amountYen: 11_800_000, dueDate: '2027-01-15' },
    ],
    deliveryDate: '2027-01-15',
    ownershipPassesOnFullPayment: true,
    riskBeforeDelivery: '本物件の引渡し前に、天災地変その他売主及び買主のいずれの責めにも帰すことができない事由により本物件が滅失し又は毀損したときは、買主は売買代金の支払を拒むことができ、本契約を解除することができる。',
    nonConformityNoticeMonths: 3,
    areaBasis: { kind: 'surveyed', pricePerSquareMetreYen: 35_000 },
    specialTerms: ['残置物（家具・農機具）は、売主が引渡しまでに撤去する。', '隣地（1235番）との越境については、引渡しまでに覚書を取り交わす。'],
    fixedAssetTax: { reckoningDate: 'january_1', annualAmountYen: 84_300, sellerShareYen: 3_233, buyerShareYen: 81_067 },
    closingCosts: {
      seller: { stampDutyYen: 0, registrationTaxYen: 2_000, scrivenerFee: { minYen: 10_000, maxYen: 20_000 } },
      buyer: { stampDutyYen: 0, registrationTaxYen: 156_000, scrivenerFee: { minYen: 50_000, maxYen: 100_000 } },
    },
    agreements: [
      { role: 'buyer', legalName: '𠮷田 花子', agreedAt: '2026-11-19T01:05:00Z' },
      { role: 'seller', legalName: '髙橋 一郎', agreedAt: '2026-11-20T03:40:00Z' },
    ],
    electronicContract: true,
    ...overrides,
  };
}
