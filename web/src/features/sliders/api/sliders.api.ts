import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type Slide = ApiSchema<'SlideView'>;

/** The slides inside their window, in carousel order. */
export function fetchShownSlides(signal?: AbortSignal): Promise<Slide[]> {
  return api.GET('/api/slider/list', { signal });
}
