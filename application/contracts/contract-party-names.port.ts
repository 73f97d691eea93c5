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

/**
 * The parties' names and addresses as they were when the contract was drafted. They are personal
 * data, so they are kept beside the log rather than in it, written in the same transaction as the
 * draft's event.
 */
export abstract class ContractPartyRecords {
  abstract put(threadId: string, parties: ContractPartyNames): Promise<void>;
  abstract get(threadId: string): Promise<ContractPartyNames | null>;
}
