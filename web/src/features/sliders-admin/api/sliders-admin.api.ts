import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type AdminSlide = ApiSchema<'AdminSlideView'>;

export interface SlideInput {
  title: string;
  alt: string;
  link_url: string;
  starts_at: string;
  ends_at: string;
}

export function fetchAllSlides(signal?: AbortSignal): Promise<AdminSlide[]> {
  return api.GET('/api/slider/list', { params: { query: { all: 'true' } }, signal }) as Promise<AdminSlide[]>;
}

/** Sent as form data with the image, as the spec has it; an emptied field goes as '' and is cleared. */
function slideForm(input: SlideInput, image: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) form.append(field, value);
  if (image) form.append('image', image);
  return form;
}

export function createSlide(input: SlideInput, image: File | null): Promise<AdminSlide> {
  return api.POST('/api/slider/create', { body: slideForm(input, image) });
}

export function editSlide(id: string, input: SlideInput, image: File | null): Promise<AdminSlide> {
  return api.POST('/api/slider/edit/{id}', { params: { path: { id } }, body: slideForm(input, image) });
}

export function orderSlides(slideIds: readonly string[]): Promise<AdminSlide[]> {
  return api.POST('/api/slider/order', { body: { slide_ids: [...slideIds] } });
}

export function deleteSlide(id: string) {
  return api.POST('/api/slider/delete', { body: { id } });
}
