import type { Page } from '../shared/page';

/** One deal with a contract, as the member's deal history (/mypage/deal) lists it. */
export interface ContractHistoryItem {
  thread_id: string;
  property_id: string;
  /** The listing's name as it was when the contract was drafted; null before drafting. */
  property_name: string | null;
  /** The asking member's side of the deal. */
  role: 'buyer' | 'seller';
  partner_id: string;
  partner_nickname: string | null;
  status_id: number;
  status_name: string;
  did_pay_management_fee: boolean;
  /** お支払済み or 未払い. */
  payment_status: string;
  /** 売買代金 as agreed so far; null until drafted. */
  price: number | null;
  concluded_at: string | null;
  updated_at: string;
}

export const CONTRACT_HISTORY_PER_PAGE = 20;

/** The contracts a member is a party to, on either side, newest activity first. */
export abstract class ContractHistory {
  abstract forMember(memberId: string, page: number, perPage: number): Promise<Page<ContractHistoryItem>>;
}
