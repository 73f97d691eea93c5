import type { DealMessage, DealMessagePage, DealThread } from '../api/deal-chat.api';

export const THREAD_ID = '3f2a1b4c-5d6e-5f70-8a9b-0c1d2e3f4a5b';
export const OTHER_THREAD_ID = '9e8d7c6b-5a49-5382-9170-6f5e4d3c2b1a';
export const ME = '5';
export const PARTNER = '9';

export function aThread(overrides: Partial<DealThread> = {}): DealThread {
  return {
    id: THREAD_ID,
    property_id: '4b3a2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
    role: 'buyer',
    partner_id: PARTNER,
    partner_nickname: 'やまだ',
    property_name: '棚田の見える平屋',
    property_price: 4_500_000,
    property_thumb_image: null,
    status_id: 1,
    status_name: '問い合わせ中',
    midoku_count: 0,
    partner_read_up_to: 0,
    pinned_at: null,
    last_activity_at: '2026-05-01T10:00:00+09:00',
    last_message_preview: null,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<DealMessage> = {}): DealMessage {
  const seq = overrides.seq ?? 1;
  return {
    id: `m-${seq}`,
    thread_id: THREAD_ID,
    seq,
    sender_id: ME,
    text: `メッセージ${seq}`,
    file: null,
    posted_at: '2026-05-01T10:00:00+09:00',
    ...overrides,
  };
}

export function aPage(thread: Partial<DealThread>, messages: DealMessage[], hasMore = false): DealMessagePage {
  return {
    thread: { ...aThread(thread), seller_id: PARTNER, buyer_id: ME, last_seq: messages[messages.length - 1]?.seq ?? 0 },
    messages,
    has_more: hasMore,
  };
}
