/**
 * A paid service sellers may ask for (売却サポートサービス and the like). The options are the
 * product's own list, defined once; admins change their wording, price and whether they are offered.
 */
export interface ServiceOptionContent {
  name: string;
  description: string;
  /** Yen, tax included. */
  price: number;
  active: boolean;
}

export type ServiceOptionEvent =
  | { type: 'ServiceOptionDefined'; data: ServiceOptionContent & { option_id: number; defined_at: string } }
  | { type: 'ServiceOptionUpdated'; data: ServiceOptionContent & { option_id: number; updated_at: string } };

export const serviceOptionStreamId = (optionId: number): string => `option-${optionId}`;
