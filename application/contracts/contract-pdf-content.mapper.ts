import type { ContractPdfKind } from '../../domain/contracts/contract.events';
import { dateInJapan } from '../../domain/fees/fee-date.rule';
import type { ContractParty, ContractPdfContent } from '../contract-pdf/contract-pdf-content';
import type { ContractContent } from './contract-content';
import type { ContractPartyName } from './contract-party-names.port';

const NOTICE_MONTHS: Record<ContractContent['terms']['non_conformity_period'], number> = {
  excluded: 0,
  three_months: 3,
  six_months: 6,
  one_year: 12,
};

function party(record: ContractPartyName): ContractParty {
  return { legalName: record.name, address: record.address ?? '' };
}

/**
 * A concluded contract as its PDF shows it: the same data the preview and the detail screen read
 * (`ContractContent`), with the parties' legal names and addresses as drafted. The contract is
 * made electronically through the site, so neither side's copy needs a stamp.
 */
export function contractPdfContent(content: ContractContent, kind: ContractPdfKind): ContractPdfContent {
  const { terms, property, parties, tax_proration: proration, closing_costs: costs } = content;
  if (!parties) throw new Error(`contract ${content.id} has no party records`);
  if (!terms.delivery_date || !content.concluded_at) throw new Error(`contract ${content.id} is not concluded`);
  const lands =
    property.land_location || property.land_lot_number
      ? [
          {
            location: property.land_location ?? '',
            lotNumber: property.land_lot_number ?? '',
            landCategory: property.land_category ?? '',
            areaSquareMetres: property.land_area ?? 0,
          },
        ]
      : [];
  const buildings = property.has_building
    ? [
        {
          location: property.building_location ?? property.land_location ?? '',
          buildingNumber: property.building_house_number ?? '',
          kind: property.building_kind ?? '',
          structure: property.building_structure ?? '',
          // The contract records the floor area of all floors together.
          floorAreas: property.building_floor_area === null ? [] : [{ floor: '床面積（合計）', areaSquareMetres: property.building_floor_area }],
        },
      ]
    : [];
  const agreements: ContractPdfContent['agreements'] = [];
  if (content.agreements.seller_agreed_at) agreements.push({ role: 'seller', legalName: parties.seller.name, agreedAt: content.agreements.seller_agreed_at });
  if (content.agreements.buyer_agreed_at) agreements.push({ role: 'buyer', legalName: parties.buyer.name, agreedAt: content.agreements.buyer_agreed_at });
  return {
    kind,
    contractId: content.id,
    contractDate: dateInJapan(content.concluded_at),
    seller: party(parties.seller),
    buyer: party(parties.buyer),
    property: { lands, buildings, ...(property.current_use ? { currentUse: property.current_use } : {}) },
    priceYen: terms.price,
    deposit: {
      amountYen: terms.deposit_amount,
      nature: '解約手付',
      // Without an agreed deadline the deposit may be forfeited until performance begins, at the latest on delivery.
      cancellationDeadline: terms.deposit_deadline ?? terms.delivery_date,
    },
    paymentSchedule: terms.payment_schedule.map((row) => ({ label: row.label, amountYen: row.amount, dueDate: row.due_date })),
    deliveryDate: terms.delivery_date,
    ownershipPassesOnFullPayment: true,
    riskBeforeDelivery: content.clauses.risk,
    nonConformityNoticeMonths: NOTICE_MONTHS[terms.non_conformity_period],
    areaBasis:
      terms.area_basis === 'survey' && terms.survey_price_per_sqm !== null
        ? { kind: 'surveyed', pricePerSquareMetreYen: terms.survey_price_per_sqm }
        : { kind: 'registered' },
    specialTerms: [content.clauses.items_left, content.clauses.boundary, ...content.clauses.special_terms],
    fixedAssetTax: {
      reckoningDate: terms.tax_reckoning_date,
      annualAmountYen: proration?.annual_tax ?? terms.annual_fixed_asset_tax ?? 0,
      sellerShareYen: proration?.seller_amount ?? 0,
      buyerShareYen: proration?.buyer_amount ?? 0,
    },
    closingCosts: {
      seller: { stampDutyYen: 0, registrationTaxYen: 0, scrivenerFee: { minYen: 0, maxYen: 0 } },
      buyer: {
        stampDutyYen: 0,
        registrationTaxYen: costs.buyer.registration_tax.total ?? 0,
        scrivenerFee: { minYen: costs.buyer.scrivener_fee.min, maxYen: costs.buyer.scrivener_fee.max },
      },
    },
    agreements,
    electronicContract: true,
  };
}
