import { Injectable } from '@nestjs/common';
import { CONTRACT_STATUSES } from '../../domain/contracts/contract-status';
import { dateInJapan } from '../../domain/fees/fee-date.rule';
import { PROPERTY_STATUSES } from '../../domain/properties/property.events';
import { REGISTRATION_CASE_STATUSES } from '../../domain/registration-cases/registration-case-status';
import { DomainError } from '../../domain/shared/domain-error';
import type { ContractProperty } from '../../domain/contracts/contract-terms.rules';
import type { ContractDocument } from '../../read-models/contracts/contracts.projector';
import type { RegistrationCaseDocument } from '../../read-models/registration-cases/registration-cases.projector';
import type { Principal } from '../accounts/account-role';
import { ContractPartyRecords } from '../contracts/contract-party-names.port';
import { pageOf, type Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import type { ContractFilter } from './contract-filter';

export const CONTRACT_LIST_PER_PAGE = 20;

export interface RegistrationSummary {
  lawyer_id: string;
  status_id: number;
  status_name: string;
  farmland: boolean;
}

/** One row of the back-office contract lists. */
export interface ContractListItem {
  thread_id: string;
  /** A lawyer's row of a paid contract nobody has taken yet: what is needed to take it, no more. */
  assignable: boolean;
  status_id: number;
  status_name: string;
  did_pay_management_fee: boolean;
  payment_status: string;
  payment_method: 'card' | 'bank_transfer' | null;
  property_id: string | null;
  property_name: string | null;
  property_zipcode: string | null;
  sale_price: number | null;
  price: number | null;
  property_tax_price: number | null;
  valuation_price: number | null;
  management_price: number | null;
  seller_id: string | null;
  buyer_id: string | null;
  requested_at: string | null;
  paid_at: string | null;
  concluded_at: string | null;
  ended_at: string | null;
  updated_at: string;
  registration: RegistrationSummary | null;
}

/** One member of a scrivener's deals, by the legal name the contract gives. */
export interface LawyerMemberItem {
  thread_id: string;
  side: 'seller' | 'buyer';
  side_name: string;
  member_id: string;
  name: string;
  name_kana: string | null;
  class: number;
  class_name: string;
  address: string | null;
}

/** One property of a scrivener's deals, as the contract states it. */
export interface LawyerPropertyItem {
  thread_id: string;
  property_id: string;
  property_name: string | null;
  property_zipcode: string | null;
  price: number | null;
  delivery_date: string | null;
  property: ContractProperty | null;
  registration: RegistrationSummary;
}

const ASSIGNABLE_STATUS_IDS = [CONTRACT_STATUSES.seller_preparing.id, CONTRACT_STATUSES.concluded.id];

function summary(registration: RegistrationCaseDocument | undefined): RegistrationSummary | null {
  if (!registration) return null;
  return { lawyer_id: registration.lawyer_id, status_id: registration.status_id, status_name: registration.status_name, farmland: registration.farmland };
}

function row(contract: ContractDocument, registration: RegistrationCaseDocument | undefined): ContractListItem {
  return {
    thread_id: contract.thread_id,
    assignable: false,
    status_id: contract.status_id,
    status_name: contract.status_name,
    did_pay_management_fee: contract.did_pay_management_fee,
    payment_status: contract.payment_status,
    payment_method: contract.payment_method,
    property_id: contract.property_id,
    property_name: contract.property_name,
    property_zipcode: contract.property_zipcode,
    sale_price: contract.sale_price,
    price: contract.price,
    property_tax_price: contract.property_tax_price,
    valuation_price: contract.valuation_price,
    management_price: contract.management_price,
    seller_id: contract.seller_id,
    buyer_id: contract.buyer_id,
    requested_at: contract.requested_at,
    paid_at: contract.paid_at,
    concluded_at: contract.concluded_at,
    ended_at: contract.ended_at,
    updated_at: contract.updated_at,
    registration: summary(registration),
  };
}

/** An unassigned deal shows a scrivener its price, place and dates, never its members or listing. */
function assignableRow(contract: ContractDocument): ContractListItem {
  return { ...row(contract, undefined), assignable: true, property_id: null, property_name: null, seller_id: null, buyer_id: null };
}

function matches(item: ContractListItem, filter: ContractFilter): boolean {
  if (filter.status_ids.length > 0 && !filter.status_ids.includes(item.status_id)) return false;
  if (filter.registration_status_ids.length > 0 && !(item.registration && filter.registration_status_ids.includes(item.registration.status_id))) return false;
  if (filter.did_pay_management_fee !== null && item.did_pay_management_fee !== filter.did_pay_management_fee) return false;
  if (filter.payment_method !== null && item.payment_method !== filter.payment_method) return false;
  if (filter.member_id && item.seller_id !== filter.member_id && item.buyer_id !== filter.member_id) return false;
  const day = dateInJapan(item.requested_at ?? item.updated_at);
  if (filter.date_from && day < filter.date_from) return false;
  if (filter.date_to && day > filter.date_to) return false;
  if (filter.keyword && !`${item.property_name ?? ''} ${item.property_zipcode ?? ''}`.includes(filter.keyword)) return false;
  return true;
}

/**
 * The back-office contract lists: an admin sees every contract; a scrivener sees the deals
 * assigned to them in full, and the paid contracts nobody has taken yet in outline only.
 */
@Injectable()
export class ContractListService {
  constructor(
    private readonly readStore: ReadStore,
    private readonly partyRecords: ContractPartyRecords,
  ) {}

  async list(principal: Principal, filter: ContractFilter, page: number): Promise<Page<ContractListItem>> {
    const rows = (principal.role === 'admin' ? await this.adminRows() : await this.lawyerRows(principal.subjectId, filter.scope)).filter((item) => matches(item, filter));
    rows.sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : a.thread_id.localeCompare(b.thread_id)));
    const start = (page - 1) * CONTRACT_LIST_PER_PAGE;
    return pageOf(rows.slice(start, start + CONTRACT_LIST_PER_PAGE), rows.length, page, CONTRACT_LIST_PER_PAGE);
  }

  statuses() {
    return {
      contract: Object.values(CONTRACT_STATUSES).map(({ id, name }) => ({ id, name })),
      registration: Object.values(REGISTRATION_CASE_STATUSES).map(({ id, name }) => ({ id, name })),
    };
  }

  propertyStatuses() {
    return Object.values(PROPERTY_STATUSES).map(({ id, name }) => ({ id, name }));
  }

  /** The members of the scrivener's deals, by their legal names as the contract gives them. */
  async lawyerMembers(principal: Principal): Promise<LawyerMemberItem[]> {
    const cases = await this.mine(principal);
    const items: LawyerMemberItem[] = [];
    for (const registration of cases) {
      const parties = await this.partyRecords.get(registration.thread_id);
      if (!parties) continue;
      for (const side of ['seller', 'buyer'] as const) {
        const party = parties[side];
        items.push({
          thread_id: registration.thread_id,
          side,
          side_name: side === 'seller' ? '売主' : '買主',
          member_id: party.member_id,
          name: party.name,
          name_kana: party.name_kana,
          class: party.class,
          class_name: party.class === 2 ? '法人' : '個人',
          address: party.address,
        });
      }
    }
    return items;
  }

  /** The properties of the scrivener's deals, with the register entries the contract states. */
  async lawyerProperties(principal: Principal): Promise<LawyerPropertyItem[]> {
    const cases = await this.mine(principal);
    const items: LawyerPropertyItem[] = [];
    for (const registration of cases) {
      const contract = await this.readStore.get<ContractDocument>('contracts', registration.thread_id);
      if (!contract) continue;
      items.push({
        thread_id: contract.thread_id,
        property_id: contract.property_id,
        property_name: contract.property_name,
        property_zipcode: contract.property_zipcode,
        price: contract.price,
        delivery_date: contract.delivery_date,
        property: contract.property,
        registration: summary(registration)!,
      });
    }
    return items;
  }

  private async mine(principal: Principal): Promise<RegistrationCaseDocument[]> {
    if (principal.role !== 'lawyer') throw DomainError.forbidden('registration.lawyers_only');
    return this.readStore.find<RegistrationCaseDocument>('registration_cases', { where: { lawyer_id: principal.subjectId }, orderBy: [{ field: 'updated_at', direction: 'desc' }] });
  }

  private async adminRows(): Promise<ContractListItem[]> {
    const contracts = await this.readStore.find<ContractDocument>('contracts');
    const cases = await this.readStore.find<RegistrationCaseDocument>('registration_cases');
    const byThread = new Map(cases.map((registration) => [registration.thread_id, registration]));
    return contracts.map((contract) => row(contract, byThread.get(contract.thread_id)));
  }

  private async lawyerRows(lawyerId: string, scope: ContractFilter['scope']): Promise<ContractListItem[]> {
    const rows: ContractListItem[] = [];
    if (scope !== 'assignable') {
      const cases = await this.readStore.find<RegistrationCaseDocument>('registration_cases', { where: { lawyer_id: lawyerId } });
      for (const registration of cases) {
        const contract = await this.readStore.get<ContractDocument>('contracts', registration.thread_id);
        if (contract) rows.push(row(contract, registration));
      }
    }
    if (scope !== 'mine') {
      for (const statusId of ASSIGNABLE_STATUS_IDS) {
        const contracts = await this.readStore.find<ContractDocument>('contracts', { where: { status_id: statusId } });
        for (const contract of contracts) {
          if (!(await this.readStore.get<RegistrationCaseDocument>('registration_cases', contract.thread_id))) rows.push(assignableRow(contract));
        }
      }
    }
    return rows;
  }
}
