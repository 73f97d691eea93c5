import { CONTRACT_STATUSES, managementFeeLabel } from '../../domain/contracts/contract-status';
import type { ActiveContract } from '../../domain/contracts/contract.decider';
import type { ContractPdfKind } from '../../domain/contracts/contract.events';
import {
  AREA_BASES,
  ITEMS_LEFT,
  NON_CONFORMITY_PERIODS,
  TAX_RECKONING_DATES,
  type ContractProperty,
  type ContractTerms,
} from '../../domain/contracts/contract-terms.rules';
import { SELLER_DOCUMENTS } from '../../domain/contracts/seller-documents';
import { prorateFixedAssetTax, type TaxProration } from '../../domain/contracts/tax-proration.rule';
import type { ContractPartyNames } from './contract-party-names.port';

/** What a 司法書士 usually asks for a sale transfer (contract-process.md); more in Tokyo and Osaka. */
export const SCRIVENER_FEE_RANGE = { min: 30_000, max: 100_000 } as const;

/** The clauses every contract states in the same words; the parties choose only the terms. */
export const FIXED_CLAUSES = {
  deposit:
    '手付金は解約手付とする。相手方が契約の履行に着手するまで（手付解除の期限を定めたときはその期限まで）、買主は手付金を放棄して、売主は手付金の倍額を現実に提供して、本契約を解除することができる（民法557条）。',
  ownership: '本物件の所有権は、買主が売買代金の全額を支払い、売主がこれを受領した時に、売主から買主に移転する。',
  risk: '引渡し前に、売主・買主いずれの責めにも帰すことのできない事由により本物件が滅失または損傷したときは、買主は代金の支払いを拒むことができる（民法536条）。引渡し後の滅失・損傷の危険は買主が負う（民法567条）。',
  non_conformity_note: 'いずれの定めによる場合も、売主が知りながら買主に告げなかった事実については、売主は責任を免れない（民法572条）。',
  boundary: '売主は、引渡しまでに買主に対し本物件の境界を現地で明示する。',
  tax_proration: '本物件の固定資産税・都市計画税は、起算日から引渡日の前日までを売主、引渡日以降を買主の負担とし、日割りで計算して残代金の支払時に精算する。',
} as const;

/** A fee from the calculators, with what it was worked out from. */
export interface ClosingFee {
  fee: number;
  /** The rule, bracket or rate and its legal basis, for the screen to explain the number. */
  basis: { rule: string; legal_basis: string | null; rate_percent: number | null };
}

export interface ClosingCostInputs {
  /** 印紙税 on one paper original; each side keeps (and stamps) its own. Null when no rate covers the date. */
  stamp_duty: ClosingFee | null;
  registration_tax_land: ClosingFee | null;
  registration_tax_building: ClosingFee | null;
  management_fee: number;
}

export interface ContractContent {
  id: string;
  thread_id: string;
  property_id: string;
  status_id: number;
  status_name: string;
  parties: ContractPartyNames | null;
  property: ContractProperty;
  terms: ContractTerms;
  clauses: {
    deposit: string;
    ownership: string;
    risk: string;
    non_conformity: { period: ContractTerms['non_conformity_period']; text: string; note: string };
    area_basis: string;
    boundary: string;
    items_left: string;
    special_terms: string[];
    tax_proration: string;
    tax_reckoning_date: string;
  };
  /** Null until the delivery date and the year's tax are filled in. */
  tax_proration: TaxProration | null;
  closing_costs: {
    seller: { stamp_duty: number | null; tax_proration_received: number | null };
    buyer: {
      stamp_duty: number | null;
      registration_tax: { land: number | null; building: number | null; total: number | null };
      scrivener_fee: { min: number; max: number };
      management_fee: number;
      tax_proration_paid: number | null;
    };
    basis: { stamp_duty: ClosingFee['basis'] | null; registration_tax_land: ClosingFee['basis'] | null; registration_tax_building: ClosingFee['basis'] | null };
    notes: string[];
  };
  agreements: { buyer_agreed_at: string | null; seller_agreed_at: string | null };
  payment: {
    did_pay_management_fee: boolean;
    payment_status: string;
    management_fee: number;
    method: 'card' | 'bank_transfer' | null;
    transfer_declared_at: string | null;
    paid_at: string | null;
  };
  seller_documents: Array<{ document_id: number; name: string; confirmed: boolean }>;
  requested_at: string | null;
  drafted_at: string | null;
  concluded_at: string | null;
  updated_at: string;
  /** The final copies made after conclusion (`create-pdf-*`), to download or share by id. */
  pdfs: Array<{ id: string; kind: ContractPdfKind; sha256: string; created_at: string }>;
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

function specialTerms(terms: ContractTerms): string[] {
  const lines: string[] = [];
  if (terms.farmland_permission_condition) lines.push('本契約は、農地法所定の許可（または届出の受理）を条件として効力を生じる。');
  if (terms.boundary_memorandum) lines.push('売主は、引渡しまでに越境の事実と取扱いを定めた覚書を隣地所有者と取り交わす。');
  if (terms.other_special_terms) lines.push(terms.other_special_terms);
  return lines;
}

/** The whole contract as data: what the preview, the detail screen and (later) the PDF show. */
export function contractContent(
  contract: ActiveContract & { terms: ContractTerms; property: ContractProperty },
  parties: ContractPartyNames | null,
  costs: ClosingCostInputs,
): ContractContent {
  const { terms, property } = contract;
  const proration =
    terms.delivery_date !== null && terms.annual_fixed_asset_tax !== null ? prorateFixedAssetTax(terms.annual_fixed_asset_tax, terms.tax_reckoning_date, terms.delivery_date) : null;
  const registration = [costs.registration_tax_land, costs.registration_tax_building];
  const registrationTotal = registration.every((fee) => fee === null) ? null : registration.reduce((sum, fee) => sum + (fee?.fee ?? 0), 0);
  const notes = [
    '電子契約の場合、契約書は印紙税の課税文書に当たらず、印紙は不要です（印紙税法基本通達 第44条）。表の印紙税は紙の契約書1通あたりの額です。',
    `司法書士の報酬は自由に定められており、${yen(SCRIVENER_FEE_RANGE.min)}〜${yen(SCRIVENER_FEE_RANGE.max)}程度が目安です（東京・大阪ではこれより高いことがあります）。`,
    '登録免許税は固定資産税評価額から計算します。評価額が入力されていない部分は計算していません。',
  ];
  const paid = contract.paid_at !== null;
  return {
    id: contract.thread_id,
    thread_id: contract.thread_id,
    property_id: contract.property_id,
    status_id: CONTRACT_STATUSES[contract.status].id,
    status_name: CONTRACT_STATUSES[contract.status].name,
    parties,
    property,
    terms,
    clauses: {
      deposit: `手付金 ${yen(terms.deposit_amount)}${terms.deposit_deadline ? `（手付解除の期限 ${terms.deposit_deadline}）` : ''}。${FIXED_CLAUSES.deposit}`,
      ownership: FIXED_CLAUSES.ownership,
      risk: FIXED_CLAUSES.risk,
      non_conformity: { period: terms.non_conformity_period, text: NON_CONFORMITY_PERIODS[terms.non_conformity_period], note: FIXED_CLAUSES.non_conformity_note },
      area_basis:
        terms.area_basis === 'survey' && terms.survey_price_per_sqm !== null
          ? `${AREA_BASES.survey}：実測面積と登記簿面積の差は、1㎡あたり${yen(terms.survey_price_per_sqm)}で精算する。`
          : `${AREA_BASES.registry}：登記簿の面積による売買とし、実測面積との差異があっても代金の精算は行わない。`,
      boundary: FIXED_CLAUSES.boundary,
      items_left: terms.items_left === 'itemised' && terms.items_left_list ? `${ITEMS_LEFT.itemised}：${terms.items_left_list}` : ITEMS_LEFT[terms.items_left],
      special_terms: specialTerms(terms),
      tax_proration: FIXED_CLAUSES.tax_proration,
      tax_reckoning_date: TAX_RECKONING_DATES[terms.tax_reckoning_date],
    },
    tax_proration: proration,
    closing_costs: {
      seller: { stamp_duty: costs.stamp_duty?.fee ?? null, tax_proration_received: proration?.buyer_amount ?? null },
      buyer: {
        stamp_duty: costs.stamp_duty?.fee ?? null,
        registration_tax: { land: costs.registration_tax_land?.fee ?? null, building: costs.registration_tax_building?.fee ?? null, total: registrationTotal },
        scrivener_fee: { min: SCRIVENER_FEE_RANGE.min, max: SCRIVENER_FEE_RANGE.max },
        management_fee: contract.management_fee ?? costs.management_fee,
        tax_proration_paid: proration?.buyer_amount ?? null,
      },
      basis: {
        stamp_duty: costs.stamp_duty?.basis ?? null,
        registration_tax_land: costs.registration_tax_land?.basis ?? null,
        registration_tax_building: costs.registration_tax_building?.basis ?? null,
      },
      notes,
    },
    agreements: { buyer_agreed_at: contract.buyer_agreed_at, seller_agreed_at: contract.seller_agreed_at },
    payment: {
      did_pay_management_fee: paid,
      payment_status: managementFeeLabel(paid),
      management_fee: contract.management_fee ?? costs.management_fee,
      method: contract.payment_method,
      transfer_declared_at: contract.transfer_declared_at,
      paid_at: contract.paid_at,
    },
    seller_documents: SELLER_DOCUMENTS.map((document) => ({ document_id: document.id, name: document.name, confirmed: contract.documents_confirmed.includes(document.id) })),
    requested_at: contract.requested_at,
    drafted_at: contract.drafted_at,
    concluded_at: contract.concluded_at,
    updated_at: contract.updated_at,
    pdfs: contract.pdfs.map((pdf) => ({ id: pdf.pdf_id, kind: pdf.kind, sha256: pdf.sha256, created_at: pdf.created_at })),
  };
}
