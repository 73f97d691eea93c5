import { api, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';

export type PropertyImage = ApiSchema<'PropertyImage'>;
export type PropertySeller = ApiSchema<'PropertyDetail'>['seller'];
export type YesNoAnswer = ApiSchema<'YesNoChartAnswer'>;
/** Where exactly the listing is: answered only to its seller and admins. */
export type PropertyStreetAddress = ApiSchema<'StreetAddress'>;

/**
 * `GET /api/property/viewdetail/{id}`: the public fields of a listing. The location is public down
 * to the city; the street comes in `street_address`, for those who may know it, and nowhere else.
 */
export type PropertyDetail = ApiSchema<'PropertyDetail'> & { street_address: PropertyStreetAddress | null };

export type PropertyAccess = ApiAnswer<'/api/property/access/{address}', 'get'>;

export async function fetchPropertyDetail(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  const detail = await api.GET('/api/property/viewdetail/{id}', { params: { path: { id } }, signal });
  return { ...detail, street_address: 'street_address' in detail ? detail.street_address : null };
}

export function fetchPropertyAccess(address: string, signal?: AbortSignal): Promise<PropertyAccess> {
  return api.GET('/api/property/access/{address}', { params: { path: { address } }, signal });
}

/** A chart question as the detail page shows it: its text only. */
export type YesNoQuestion = Pick<ApiAnswer<'/api/master/yes-no-chart/list', 'get'>[number], 'id' | 'question'>;

export async function fetchYesNoQuestions(signal?: AbortSignal): Promise<YesNoQuestion[]> {
  const questions = await api.GET('/api/master/yes-no-chart/list', { signal });
  return questions.map(({ id, question }) => ({ id, question }));
}
