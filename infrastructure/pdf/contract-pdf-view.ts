import type { ClosingCostEstimate, ContractPdfContent, FixedAssetTaxProration } from '../../application/contract-pdf/contract-pdf-content';

/**
 * The contract as the template shows it: every amount, area and date already written out in
 * Japanese, so the template holds layout only and formatting is tested without a browser.
 * Numbers are formatted by hand rather than through Intl, whose output follows the ICU data of
 * the machine: the same contract must read the same everywhere.
 */
export interface ContractPdfView {
  title: string;
  copyLabel: string;
  contractId: string;
  contractDate: string;
  seller: { legalName: string; address: string };
  buyer: { legalName: string; address: string };
  lands: { location: string; lotNumber: string; landCategory: string; area: string }[];
  buildings: { location: string; buildingNumber: string; kind: string; structure: string; floorAreas: string[]; totalArea: string }[];
  currentUse?: string;
  price: string;
  deposit: { amount: string; nature: string; cancellationDeadline: string };
  balance: string;
  paymentSchedule: { label: string; amount: string; dueDate: string }[];
  paymentTotal: string;
  deliveryDate: string;
  ownershipClause: string;
  riskBeforeDelivery: string;
  nonConformityClause: string;
  areaBasis: { label: string; clause: string };
  specialTerms: string[];
  fixedAssetTax: { reckoningDate: string; reckoningClause: string; annualAmount: string; sellerShare: string; buyerShare: string };
  closingCosts: { role: string; stampDuty: string; registrationTax: string; scrivenerFee: string }[];
  agreements: { role: string; legalName: string; agreedAt: string }[];
  stampDutyNote: string;
}

const COPY_LABEL = { buyer_final: '買主保管用', seller_final: '売主保管用' } as const;
const ROLE_LABEL = { buyer: '買主', seller: '売主' } as const;
const RECKONING = {
  january_1: { date: '1月1日', clause: '1月1日を起算日として日割りで' },
  april_1: { date: '4月1日', clause: '4月1日を起算日として日割りで' },
} as const;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

export function toContractPdfView(content: ContractPdfContent): ContractPdfView {
  const scheduled = content.paymentSchedule.reduce((sum, row) => sum + row.amountYen, 0);
  return {
    title: '不動産売買契約書',
    copyLabel: COPY_LABEL[content.kind],
    contractId: content.contractId,
    contractDate: formatDate(content.contractDate),
    seller: { ...content.seller },
    buyer: { ...content.buyer },
    lands: content.property.lands.map((land) => ({
      location: land.location,
      lotNumber: land.lotNumber,
      landCategory: land.landCategory,
      area: formatArea(land.areaSquareMetres),
    })),
    buildings: content.property.buildings.map((building) => ({
      location: building.location,
      buildingNumber: building.buildingNumber,
      kind: building.kind,
      structure: building.structure,
      floorAreas: building.floorAreas.map((floor) => `${floor.floor}\u3000${formatArea(floor.areaSquareMetres)}`),
      totalArea: formatArea(building.floorAreas.reduce((sum, floor) => sum + floor.areaSquareMetres, 0)),
    })),
    currentUse: content.property.currentUse,
    price: formatYen(content.priceYen),
    deposit: {
      amount: formatYen(content.deposit.amountYen),
      nature: content.deposit.nature,
      cancellationDeadline: formatDate(content.deposit.cancellationDeadline),
    },
    balance: formatYen(content.priceYen - content.deposit.amountYen),
    paymentSchedule: content.paymentSchedule.map((row) => ({ label: row.label, amount: formatYen(row.amountYen), dueDate: formatDate(row.dueDate) })),
    paymentTotal: formatYen(scheduled),
    deliveryDate: formatDate(content.deliveryDate),
    ownershipClause: content.ownershipPassesOnFullPayment
      ? '本物件の所有権は、買主が売主に売買代金の全額を支払い、売主がこれを受領した時に、売主から買主に移転する。'
      : '本物件の所有権は、本契約の締結の時に、売主から買主に移転する。',
    riskBeforeDelivery: content.riskBeforeDelivery,
    nonConformityClause: nonConformityClause(content.nonConformityNoticeMonths),
    areaBasis:
      content.areaBasis.kind === 'registered'
        ? {
            label: '公簿売買',
            clause: '本物件の売買代金は登記簿記載の面積により定めたものとし、実測面積との間に差異が生じても、売主及び買主は売買代金の増減を請求しない。',
          }
        : {
            label: '実測売買',
            clause: `売主は引渡しまでに本物件の土地を実測し、実測面積と登記簿記載の面積との間に差異が生じたときは、1㎡あたり${formatYen(content.areaBasis.pricePerSquareMetreYen)}の単価により、残代金の支払の時に売買代金を精算する。`,
          },
    specialTerms: [...content.specialTerms],
    fixedAssetTax: fixedAssetTaxView(content.fixedAssetTax),
    closingCosts: [closingCostView('売主', content.closingCosts.seller), closingCostView('買主', content.closingCosts.buyer)],
    agreements: content.agreements.map((record) => ({
      role: ROLE_LABEL[record.role],
      legalName: record.legalName,
      agreedAt: formatMoment(record.agreedAt),
    })),
    stampDutyNote: content.electronicContract
      ? '本契約は電磁的記録により締結する電子契約であり、書面を作成しないため、個人間の本契約に印紙税は課されない。'
      : '本契約書に貼付する収入印紙の費用は、売主及び買主がそれぞれ保管する契約書について各自負担する。',
  };
}

function nonConformityClause(months: number): string {
  if (months === 0) {
    return '売主は、本物件の種類、品質又は数量に関して本契約の内容に適合しないもの（契約不適合）について、責任を負わない。ただし、売主が知りながら買主に告げなかった事実については、この限りでない（民法572条）。';
  }
  return `本物件に種類、品質又は数量に関して本契約の内容に適合しないもの（契約不適合）があるときは、買主は、引渡しの日から${months}か月以内に売主に通知した場合に限り、売主に対し、その修補、代金の減額、損害賠償の請求又は契約の解除をすることができる。ただし、売主が知りながら買主に告げなかった事実については、この期間の制限を受けない（民法572条）。`;
}

function fixedAssetTaxView(tax: FixedAssetTaxProration): ContractPdfView['fixedAssetTax'] {
  const reckoning = RECKONING[tax.reckoningDate];
  return {
    reckoningDate: reckoning.date,
    reckoningClause: `本物件に対して賦課される固定資産税及び都市計画税は、${reckoning.clause}、引渡日の前日までの分を売主、引渡日以降の分を買主の負担として、残代金の支払の時に精算する。`,
    annualAmount: formatYen(tax.annualAmountYen),
    sellerShare: formatYen(tax.sellerShareYen),
    buyerShare: formatYen(tax.buyerShareYen),
  };
}

function closingCostView(role: string, costs: ClosingCostEstimate): ContractPdfView['closingCosts'][number] {
  return {
    role,
    stampDuty: formatYen(costs.stampDutyYen),
    registrationTax: formatYen(costs.registrationTaxYen),
    scrivenerFee:
      costs.scrivenerFee.minYen === costs.scrivenerFee.maxYen
        ? formatYen(costs.scrivenerFee.minYen)
        : `${formatYen(costs.scrivenerFee.minYen)}～${formatYen(costs.scrivenerFee.maxYen)}`,
  };
}

/** 12345678 → `12,345,678円`. */
export function formatYen(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amount)));
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}円`;
}

/** Registered areas have two decimals: 165.3 → `165.30㎡`. */
export function formatArea(squareMetres: number): string {
  const [whole, fraction] = (Math.round(squareMetres * 100) / 100).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}㎡`;
}

/** `2026-03-05` → `2026年3月5日`. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
}

/** A moment in Japan time, the time the parties live by: `2026年3月5日 09:07（日本時間）`. */
export function formatMoment(isoMoment: string): string {
  const time = Date.parse(isoMoment);
  if (Number.isNaN(time)) throw new Error(`not an ISO moment: ${isoMoment}`);
  const jst = new Date(time + JST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日 ${pad(jst.getUTCHours())}:${pad(jst.getUTCMinutes())}（日本時間）`;
}
