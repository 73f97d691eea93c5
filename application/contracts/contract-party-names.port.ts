/** One party as the contract names them: the legal name, never the nickname. */
export interface ContractPartyName {
  member_id: string;
  /** 氏名, or the company's name for a corporate member. */
  name: string;
  name_kana: string | null;
  /** 1 個人, 2 法人. */
  class: number;
  address: string | null;
}

export interface ContractPartyNames {
  seller: ContractPartyName;
  buyer: ContractPartyName;
}

/** What a withdrawn member's side of every contract says instead of their name. */
export const WITHDRAWN_PARTY_NAME = '退会済み会員';

/**
 * The parties' names and addresses as they were when the contract was drafted. They are personal
 * data, so they are kept beside the log rather than in it, written in the same transaction as the
 * draft's event.
 */
export abstract class ContractPartyRecords {
  abstract put(threadId: string, parties: ContractPartyNames): Promise<void>;
  abstract get(threadId: string): Promise<ContractPartyNames | null>;
  /**
   * On withdrawal: the member's name becomes `退会済み会員` and their kana and address are erased on
   * every contract they are a party to. The member id and 個人/法人 stay, as do the contracts, their
   * events and PDFs (kept as the law asks of a sale's records).
   */
  abstract forgetMember(memberId: string): Promise<void>;
}
