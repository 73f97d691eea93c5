import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type SaleSupportOption = ApiSchema<'ServiceOptionView'>;

/** The listing form's 売却サポートサービス is the product's option 1. */
export const SALE_SUPPORT_OPTION_ID = '1';

export function fetchSaleSupportOption(signal?: AbortSignal): Promise<SaleSupportOption> {
  return api.GET('/api/option/detail/{id}', { params: { path: { id: SALE_SUPPORT_OPTION_ID } }, signal });
}
