import { api, type ApiAnswer } from '../../../lib/typed-api-client';

export type YesNoQuestion = ApiAnswer<'/api/master/yes-no-chart/list', 'get'>[number];

export function fetchYesNoQuestions(signal?: AbortSignal): Promise<YesNoQuestion[]> {
  return api.GET('/api/master/yes-no-chart/list', { signal });
}
