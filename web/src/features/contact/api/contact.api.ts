import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type ContactCategory = ApiSchema<'ContactCategoryView'>;
export type ContactSubmission = ApiBody<'/api/contact/create', 'post'>;

export function fetchContactCategories(signal?: AbortSignal): Promise<ContactCategory[]> {
  return api.GET('/api/contact-category/list', { signal });
}

export function sendContact(body: ContactSubmission) {
  return api.POST('/api/contact/create', { body });
}
