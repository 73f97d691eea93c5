import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type AdminContact = ApiSchema<'ContactView'>;
export type ContactFilter = ApiBody<'/api/contact/list', 'post'>;
export type ContactCategory = ApiSchema<'ContactCategoryView'>;
export type ContactReply = ApiBody<'/api/contact/reply/{id}', 'post'>;

export const CONTACT_STATUSES = [
  { value: 0, label: '未対応', color: 'red' },
  { value: 1, label: '対応中', color: 'gold' },
  { value: 2, label: '完了', color: 'green' },
] as const;

export function fetchContacts(filter: ContactFilter, page: number, signal?: AbortSignal) {
  return api.POST('/api/contact/list', { params: { query: { page: String(page) } }, body: filter, signal });
}

export function fetchContact(id: string, signal?: AbortSignal): Promise<AdminContact> {
  return api.GET('/api/contact/{id}', { params: { path: { id } }, signal });
}

export function fetchContactCategories(signal?: AbortSignal): Promise<ContactCategory[]> {
  return api.GET('/api/contact-category/list', { signal });
}

export function approveContact(id: string): Promise<AdminContact> {
  return api.POST('/api/contact/approve/{id}', { params: { path: { id } } });
}

export type ContactStatusValue = (typeof CONTACT_STATUSES)[number]['value'];

export function updateContactStatus(id: string, status: ContactStatusValue): Promise<AdminContact> {
  return api.PATCH('/api/contact/update/{id}', { params: { path: { id } }, body: { status } });
}

export function replyToContact(id: string, body: ContactReply): Promise<AdminContact> {
  return api.POST('/api/contact/reply/{id}', { params: { path: { id } }, body });
}
