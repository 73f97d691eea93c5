import { Injectable } from '@nestjs/common';
import { ENDED_DEAL_STATUS_IDS } from '../../domain/deals/deal-thread-status';
import type { ContractDocument } from '../../read-models/contracts/contracts.projector';
import type { DealThreadDocument } from '../../read-models/deals/deal-threads.projector';
import type { Principal } from '../accounts/account-role';
import { assertMayWriteDeal, dealNotFound } from '../deals/deal-access.policy';
import type { Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import { CONTRACT_HISTORY_PER_PAGE, ContractHistory, type ContractHistoryItem } from './contract-history.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTRACTS = 'contracts';
const DEAL_THREADS = 'deal_threads';

/**
 * Where a deal's contract stands for one of its members: what the chat's contract panel needs to
 * offer that member's next step. Unlike the contract's content it exists before drafting.
 */
export interface MemberContractState {
  thread_id: string;
  role: 'buyer' | 'seller';
  /** False once the deal was blocked or has ended: no step can be taken. */
  deal_ongoing: boolean;
  /** 0: no contract requested yet; otherwise the contract status 1-8. */
  status_id: number;
  status_name: string;
  buyer_agreed: boolean;
  seller_agreed: boolean;
  payment_method: 'card' | 'bank_transfer' | null;
  did_pay_management_fee: boolean;
  management_fee: number | null;
  documents_confirmed: number[];
}

/** A member's own contracts: the deal history and the state of one deal's contract. */
@Injectable()
export class MemberContractsService {
  constructor(
    private readonly contractHistory: ContractHistory,
    private readonly readStore: ReadStore,
  ) {}

  history(principal: Principal, page: number): Promise<Page<ContractHistoryItem>> {
    return this.contractHistory.forMember(principal.subjectId, page, CONTRACT_HISTORY_PER_PAGE);
  }

  async state(principal: Principal, threadId: string): Promise<MemberContractState> {
    if (!UUID.test(threadId)) throw dealNotFound();
    const id = threadId.toLowerCase();
    const deal = await this.readStore.get<DealThreadDocument>(DEAL_THREADS, id);
    if (!deal) throw dealNotFound();
    // Only the two members take contract steps, so only they are told whose turn it is.
    assertMayWriteDeal(principal, deal);
    const contract = await this.readStore.get<ContractDocument>(CONTRACTS, id);
    return {
      thread_id: deal.id,
      role: deal.seller_id === principal.subjectId ? 'seller' : 'buyer',
      deal_ongoing: !ENDED_DEAL_STATUS_IDS.includes(deal.status_id),
      status_id: contract?.status_id ?? 0,
      status_name: contract?.status_name ?? '未依頼',
      buyer_agreed: Boolean(contract?.buyer_agreed_at),
      seller_agreed: Boolean(contract?.seller_agreed_at),
      payment_method: contract?.payment_method ?? null,
      did_pay_management_fee: contract?.did_pay_management_fee ?? false,
      management_fee: contract?.management_fee ?? null,
      documents_confirmed: contract ? [...contract.documents_confirmed].sort((a, b) => a - b) : [],
    };
  }
}
