import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type ServiceOption = ApiSchema<'ServiceOptionView'>;
export type ServiceOptionPage = ApiSchema<'PageServiceOptionView'>;
export type ServiceOptionInput = ApiBody<'/api/option/update/{id}', 'patch'>;

export function fetchOptions(page: number, signal?: AbortSignal): Promise<ServiceOptionPage> {
  return api.POST('/api/option/list', { params: { query: { page: String(page) } }, signal });
}

export function updateOption(id: number, body: ServiceOptionInput): Promise<ServiceOption> {
  return api.PATCH('/api/option/update/{id}', { params: { path: { id: String(id) } }, body });
}
