import { apiClient } from '../../../lib/api-client';

export interface YesNoQuestion {
  id: number;
  question: string;
  note: string | null;
  answers: { value: 0 | 1; label: string }[];
}

const DEFAULT_ANSWERS: YesNoQuestion['answers'] = [
  { value: 1, label: 'はい' },
  { value: 0, label: 'いいえ' },
];

function isQuestion(value: unknown): value is YesNoQuestion {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<YesNoQuestion>;
  return typeof item.id === 'number' && typeof item.question === 'string';
}

export async function fetchYesNoQuestions(signal?: AbortSignal): Promise<YesNoQuestion[]> {
  const data = await apiClient.get<unknown>('/api/master/yes-no-chart/list', signal);
  if (!Array.isArray(data)) return [];
  return data.filter(isQuestion).map((item) => ({
    id: item.id,
    question: item.question,
    note: item.note ?? null,
    answers: Array.isArray(item.answers) && item.answers.length > 0 ? item.answers : DEFAULT_ANSWERS,
  }));
}
