import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type TopPageData = ApiSchema<'TopPage'>;
export type TopPageRegion = TopPageData['regions'][number];
export type TopPagePrefecture = TopPageRegion['prefectures'][number];
/** A hashtag or land category with how many listings carry it. */
export type CountedItem = TopPageData['hashtags'][number];

export function fetchTopPage(signal?: AbortSignal): Promise<TopPageData> {
  return api.GET('/api/top-page', { signal });
}
