import { lookupZipcode } from '../../../features/masters/api/zipcode-address.api';
import { usePrefectures } from '../../../features/masters/api/use-prefectures.query';
import { useGrounds, useHashtags, useYesNoQuestions } from '../../../features/masters/api/use-property-masters.query';
import type { PropertyMasters } from '../../../features/property-edit/components/property-editor.container';

/** The master lists the listing form chooses from, handed to the property-edit feature. */
export function usePropertyMasters(): PropertyMasters {
  return {
    prefectures: usePrefectures(),
    grounds: useGrounds(),
    hashtags: useHashtags(),
    questions: useYesNoQuestions(),
    lookupZipcode,
  };
}
