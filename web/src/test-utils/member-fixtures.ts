import type { Profile } from '../features/profile/api/profile.api';
import type { Me } from '../features/session/api/session.api';

export function aMe(overrides: Partial<Me> = {}): Me {
  return {
    id: '5',
    nickname: 'はなこ',
    email: 'hanako@example.jp',
    class: 1,
    corporate_number: null,
    identification_verify_status: 1,
    is_interested_buyer: true,
    is_interested_seller: false,
    profile_completed: false,
    impersonator: null,
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '5',
    nickname: 'はなこ',
    email: 'hanako@example.jp',
    name_last: '佐藤',
    name_first: '花子',
    name_last_kana: 'サトウ',
    name_first_kana: 'ハナコ',
    zipcode: '3900811',
    prefecture_id: 20,
    city: '松本市',
    block: '中央1-2-3',
    building_name: null,
    sex_id: 2,
    birth_year: 1985,
    company_name: null,
    hobby_ids: [],
    class: 1,
    corporate_number: null,
    homebuilder_number: null,
    tel_home: null,
    tel_mobile: '090-1234-5678',
    identification_verify_status: 1,
    identification_reject_reason: null,
    registered_at: '2024-04-01T00:00:00+09:00',
    ...overrides,
  };
}

export const COUNTERS = { todo_list_unread: 2, news_unread: 1, message_unread: 4, thread_all: 6 };
