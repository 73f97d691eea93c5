/** The contract settings the operator chooses (MANAGEMENT_FEE_YEN). */
export abstract class ContractSettings {
  /** The management fee the buyer pays to go ahead with a contract, yen including tax. */
  abstract readonly managementFeeYen: number;
}
