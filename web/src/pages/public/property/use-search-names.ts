import { useMemo } from 'react';
import type { Region } from '../../../features/masters/api/regions.api';
import type { ConditionNames } from '../../../features/property-search/lib/describe-conditions';

interface Named {
  id: number;
  name: string;
}

/** Names of the ids a search may carry, for history entries and headings. */
export function useSearchNames(regions: readonly Region[], grounds: readonly Named[], hashtags: readonly Named[]): ConditionNames {
  return useMemo(() => {
    const byId = (items: readonly Named[]) => (id: number) => items.find((item) => item.id === id)?.name;
    return {
      area: byId(regions),
      prefecture: (id: number) =>
        regions.flatMap((region) => region.prefectures).find((prefecture) => prefecture.prefecture_id === id)?.name,
      ground: byId(grounds),
      hashtag: byId(hashtags),
    };
  }, [regions, grounds, hashtags]);
}
