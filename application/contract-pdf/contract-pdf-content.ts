/**
 * Everything a contract PDF (不動産売買契約書) shows, as plain data: the contract service fills it
 * from the agreed contract, the renderer only lays it out. Amounts are whole yen, areas square
 * metres as registered (two decimals), dates ISO `YYYY-MM-DD`, moments ISO-8601 with their offset.
 */
export type ContractPdfKind = 'buyer_final' | 'seller_final';

export interface ContractParty {
  /** The legal name as on the 印鑑証明書 or the commercial register. */
  legalName: string;
  address: string;
}

/** One parcel of land as entered in the register (登記簿). */
export interface RegisteredLand {
  /** 所在: the place up to the 字, without the lot number. */
  location: string;
  /** 地番 */
  lotNumber: string;
  /** 地目 as registered (宅地, 田, 畑, 山林…). */
  landCategory: string;
  /** 地積 in ㎡ as registered. */
  areaSquareMetres: number;
}

export interface FloorArea {
  /** 1階, 2階… */
  floor: string;
  areaSquareMetres: number;
}

/** A building as entered in the register. */
export interface RegisteredBuilding {
  /** 所在 */
  location: string;
  /** 家屋番号 */
  buildingNumber: string;
  /** 種類 (居宅, 店舗…) */
  kind: string;
  /** 構造 (木造瓦葺2階建…) */
  structure: string;
  /** 床面積 per floor. */
  floorAreas: FloorArea[];
}

export interface PaymentScheduleRow {
  /** What the payment is (手付金, 中間金, 残代金). */
  label: string;
  amountYen: number;
  /** Date by which it is paid. */
  dueDate: string;
}

export interface ContractDeposit {
  amountYen: number;
  /** Always 解約手付 (民法557条) unless the parties agreed otherwise. */
  nature: '解約手付';
  /** Until when either side may cancel by forfeiting or doubling the deposit. */
  cancellationDeadline: string;
}

export interface FixedAssetTaxProration {
  /** 1 January (Kanto and most regions) or 1 April (Kinki, Chugoku, Shikoku). */
  reckoningDate: 'january_1' | 'april_1';
  annualAmountYen: number;
  sellerShareYen: number;
  buyerShareYen: number;
}

/** A range of yen, for fees that are free-form (the scrivener's). */
export interface YenRange {
  minYen: number;
  maxYen: number;
}

export interface ClosingCostEstimate {
  /** 印紙税: 0 for an electronic contract between private parties. */
  stampDutyYen: number;
  /** 登録免許税 */
  registrationTaxYen: number;
  /** 司法書士報酬 */
  scrivenerFee: YenRange;
}

export interface AgreementRecord {
  role: 'buyer' | 'seller';
  /** Whose agreement it is, as shown in the 署名欄. */
  legalName: string;
  /** When the agreement was recorded, ISO-8601. */
  agreedAt: string;
}

export interface ContractPdfContent {
  kind: ContractPdfKind;
  contractId: string;
  /** 契約締結日 */
  contractDate: string;
  seller: ContractParty;
  buyer: ContractParty;
  property: {
    lands: RegisteredLand[];
    buildings: RegisteredBuilding[];
    /** 現況: stated when it differs from the register (a 地目 of 田 in use as a garden). */
    currentUse?: string;
  };
  priceYen: number;
  deposit: ContractDeposit;
  paymentSchedule: PaymentScheduleRow[];
  /** 引渡日 */
  deliveryDate: string;
  /** Ownership passes when the price is paid in full (the usual clause; 民法176条 otherwise). */
  ownershipPassesOnFullPayment: boolean;
  /** 危険負担: what happens when the property is lost before delivery through nobody's fault. */
  riskBeforeDelivery: string;
  /** 契約不適合責任: months after delivery within which the buyer must notify; 0 when excluded. */
  nonConformityNoticeMonths: number;
  /** 公簿売買 or 実測売買 with the price per ㎡ that settles a difference. */
  areaBasis: { kind: 'registered' } | { kind: 'surveyed'; pricePerSquareMetreYen: number };
  specialTerms: string[];
  fixedAssetTax: FixedAssetTaxProration;
  closingCosts: { seller: ClosingCostEstimate; buyer: ClosingCostEstimate };
  agreements: AgreementRecord[];
  /** Whether the contract was made electronically (no stamp duty between private parties). */
  electronicContract: boolean;
}
